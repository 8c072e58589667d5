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

/** The tile server: `VITE_TILE_URL` when the build sets it, otherwise OpenStreetMap's. */
const OSM_TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const configured: unknown = import.meta.env.VITE_TILE_URL;
export const TILE_URL = typeof configured === 'string' && configured !== '' ? configured : OSM_TILES;
