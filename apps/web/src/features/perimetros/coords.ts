/** A point as the API stores it (GeoJSON order): [longitude, latitude]. */
export type LngLat = readonly [number, number];
/** A point as Leaflet takes it: [latitude, longitude]. */
export type LatLng = readonly [number, number];

/**
 * The one conversion between the API's [longitude, latitude] and Leaflet's [latitude, longitude]:
 * both orders hold the same two numbers swapped, so the same swap goes either way.
 */
export function swapAxes(points: readonly (readonly [number, number])[]): [number, number][] {
  return points.map(([first, second]) => [second, first]);
}

/** São Luís (MA), where the demo schools are: the map's view before anything is drawn. */
export const DEFAULT_CENTER: LatLng = [-2.53, -44.3];
export const DEFAULT_ZOOM = 13;

const OSM_TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The maps' tile server, a setting of the server (MAP_TILE_URL) that it writes in the page's
 * `<meta name="cfc-map-tiles">`: null when it is empty (the maps draw on a grey background, as the
 * tests run). Without the tag (the dev server), `VITE_TILE_URL` or OpenStreetMap's.
 */
function tileUrl(): string | null {
  const meta = typeof document === 'undefined' ? null : document.querySelector('meta[name="cfc-map-tiles"]');
  if (meta) return meta.getAttribute('content') || null;
  const configured: unknown = import.meta.env.VITE_TILE_URL;
  return typeof configured === 'string' && configured !== '' ? configured : OSM_TILES;
}
export const TILE_URL = tileUrl();
