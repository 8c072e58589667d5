// What other features may use of salas: they import it from here, never its files (ARCHITECTURE §16).
export { useSalaOptions } from './api.ts';
