// What other features may use of instrutor-aulas: they import it from here, never its files (ARCHITECTURE §16).
export { StatusFilter } from './components/StatusFilter.tsx';
export { capitalize, diaCurto, diaPorExtenso } from './formatting.ts';
export { isStatusFiltro, STATUS_FILTROS, type StatusAula, type StatusFiltro } from './status-filter.ts';
