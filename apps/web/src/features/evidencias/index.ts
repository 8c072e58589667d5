// What other features may use of evidencias: they import it from here, never its files (ARCHITECTURE §16).
export { EvidenciaAula, EvidenciaAulaView } from './components/EvidenciaAula.tsx';
