// What other features may use of planos: they import it from here, never its files (ARCHITECTURE §16).
export { usePlanoOptions } from './api.ts';
