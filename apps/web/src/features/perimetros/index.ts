// What other features may use of perimetros: they import it from here, never its files (ARCHITECTURE §16).
export { DEFAULT_CENTER, DEFAULT_ZOOM, swapAxes, TILE_URL } from './coords.ts';
