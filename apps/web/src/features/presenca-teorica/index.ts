// What other features may use of presenca-teorica: they import it from here, never its files (ARCHITECTURE §16).
export { TeoricasDoInstrutor } from './components/TeoricasDoInstrutor.tsx';
