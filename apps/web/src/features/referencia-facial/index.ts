// What other features may use of referencia-facial: they import it from here, never its files (ARCHITECTURE §16).
export { ReferenciaFacialSection } from './ReferenciaFacialSection.tsx';
