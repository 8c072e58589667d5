/**
 * Plane geometry over [longitude, latitude] pairs (GeoJSON order), good enough for the few
 * kilometres of a perimeter where practical lessons may take place.
 */
export type LngLat = readonly [longitude: number, latitude: number];

/** A real longitude and latitude. */
export function isLngLat(point: LngLat): boolean {
  const [longitude, latitude] = point;
  return (
    Number.isFinite(longitude) &&
    Number.isFinite(latitude) &&
    longitude >= -180 &&
    longitude <= 180 &&
    latitude >= -90 &&
    latitude <= 90
  );
}

/**
 * Whether `point` lies inside `polygon` (its vertices in order; the closing vertex may be repeated
 * or not). Ray casting: a ray from the point crosses the border an odd number of times when the
 * point is inside. A point exactly on the border may fall either way.
 *
 * Written here rather than taken from a geometry library (Turf and the like): a perimeter is a
 * small hand-drawn ring in longitude/latitude, and this test of a few lines is all the platform
 * asks of geometry; a library would bring projections and GeoJSON types nothing else uses.
 */
export function pointInPolygon(point: LngLat, polygon: readonly LngLat[]): boolean {
  const [x, y] = point;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] as LngLat;
    const [xj, yj] = polygon[j] as LngLat;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The vertices without a repeated closing vertex (GeoJSON rings repeat the first at the end). */
export function openRing(polygon: readonly LngLat[]): LngLat[] {
  const first = polygon[0];
  const last = polygon[polygon.length - 1];
  const closed = polygon.length > 1 && first && last && first[0] === last[0] && first[1] === last[1];
  return closed ? polygon.slice(0, -1) : [...polygon];
}

/** Twice the signed area of the triangle a, b, c: positive when it turns left. */
function cross(a: LngLat, b: LngLat, c: LngLat): number {
  return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
}

function onSegment(a: LngLat, b: LngLat, p: LngLat): boolean {
  return (
    Math.min(a[0], b[0]) <= p[0] &&
    p[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= p[1] &&
    p[1] <= Math.max(a[1], b[1])
  );
}

/** Whether segments ab and cd touch (crossing, touching or overlapping). */
export function segmentsIntersect(a: LngLat, b: LngLat, c: LngLat, d: LngLat): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (
    (d1 === 0 && onSegment(c, d, a)) ||
    (d2 === 0 && onSegment(c, d, b)) ||
    (d3 === 0 && onSegment(a, b, c)) ||
    (d4 === 0 && onSegment(a, b, d))
  );
}

/**
 * Whether the polygon is simple: at least three vertices, some area, and no edge touching another
 * that is not its neighbour (no figure of eight). Quadratic, fine for a hand-drawn perimeter.
 */
export function isSimplePolygon(polygon: readonly LngLat[]): boolean {
  const ring = openRing(polygon);
  const n = ring.length;
  if (n < 3) return false;
  let area = 0;
  for (let i = 0; i < n; i++) area += cross([0, 0], ring[i] as LngLat, ring[(i + 1) % n] as LngLat);
  if (area === 0) return false;
  for (let i = 0; i < n; i++) {
    const a = ring[i] as LngLat;
    const b = ring[(i + 1) % n] as LngLat;
    if (a[0] === b[0] && a[1] === b[1]) return false;
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue; // the last edge is the first one's neighbour
      if (segmentsIntersect(a, b, ring[j] as LngLat, ring[(j + 1) % n] as LngLat)) return false;
    }
  }
  return true;
}

/** Earth's mean radius (m), for great-circle distances. */
const RAIO_TERRA_METROS = 6_371_000;

/** The great-circle distance (haversine) between two points, in metres. */
export function distanciaMetros(a: LngLat, b: LngLat): number {
  const rad = (graus: number) => (graus * Math.PI) / 180;
  const dLat = rad(b[1] - a[1]);
  const dLng = rad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(dLng / 2) ** 2;
  return 2 * RAIO_TERRA_METROS * Math.asin(Math.min(1, Math.sqrt(h)));
}
