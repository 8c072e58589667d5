/**
 * Lengths along a lesson's GPS track. Points are [longitude, latitude] in degrees, like the rest of
 * geo.ts; the Earth is taken as a sphere of the mean radius, close enough for a lesson's kilometres.
 */

const EARTH_RADIUS_METERS = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in metres (haversine). */
export function distanciaMetros(a: readonly [number, number], b: readonly [number, number]): number {
  const [lng1, lat1] = a;
  const [lng2, lat2] = b;
  const dLat = radians(lat2 - lat1);
  const dLng = radians(lng2 - lng1);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The length of a track in kilometres, rounded to metres; 0 for fewer than two points. */
export function comprimentoTrajetoKm(pontos: readonly (readonly [number, number])[]): number {
  let metros = 0;
  for (let i = 1; i < pontos.length; i++) {
    const before = pontos[i - 1];
    const point = pontos[i];
    if (before && point) metros += distanciaMetros(before, point);
  }
  return Math.round(metros) / 1000;
}
