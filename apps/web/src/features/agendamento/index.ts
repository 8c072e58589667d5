// What other features may use of agendamento: they import it from here, never its files (ARCHITECTURE §16).
import { lazy } from 'react';

export { AulaDetailModal, type DetailTarget } from './components/AulaDetailModal.tsx';
export { AulaStatusBadge } from './components/AulaStatusBadge.tsx';
export { AulasFilters, aulasFiltrosOf } from './components/AulasFilters.tsx';
export type { AulaTrajetoMapProps } from './components/AulaTrajetoMap.tsx';
export { ContingenciaEscolas } from './components/ContingenciaPanel.tsx';
/** The lesson's track on a Leaflet map, loaded only when shown. */
export const AulaTrajetoMap = lazy(() => import('./components/AulaTrajetoMap.tsx'));
