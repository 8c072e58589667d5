import type { DataTableMessages } from './pt-BR.ts';

export const dataTableEs: DataTableMessages = {
  filter: 'Buscar',
  filterPlaceholder: 'Escriba para filtrar',
  perPage: 'Elementos por página',
  pagination: 'Paginación',
  previous: 'Página anterior',
  next: 'Página siguiente',
  page: 'Página {{page}}',
  morePages: 'Más páginas',
  summary: '{{from}}–{{to}} de {{total}}',
  summaryOne: '{{from}} de {{total}}',
  loading: 'Cargando...',
  empty: 'No se encontraron registros.',
  error: 'No se pudieron cargar los datos.',
  retry: 'Intentar de nuevo',
  actions: 'Acciones',
  sortBy: 'Ordenar por {{column}}',
};
