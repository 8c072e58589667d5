// What other features may use of agendamento: they import it from here, never its files (ARCHITECTURE §16).
export { AulaDetailModal, type DetailTarget } from './components/AulaDetailModal.tsx';
export { AulaStatusBadge } from './components/AulaStatusBadge.tsx';
export { AulasFilters, aulasFiltrosOf } from './components/AulasFilters.tsx';
export { ContingenciaEscolas } from './components/ContingenciaPanel.tsx';
