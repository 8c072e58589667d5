// What other features may use of envios-getran: they import it from here, never its files (ARCHITECTURE §16).
export { useEscolas } from './api.ts';
export { EnvioStatusBadge } from './components/EnvioStatusBadge.tsx';
