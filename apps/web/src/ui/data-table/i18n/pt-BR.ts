/** Texts of the DataTable widget (namespace `dataTable`); the other languages follow this shape. */
export const dataTablePtBR = {
  filter: 'Buscar',
  filterPlaceholder: 'Digite para filtrar',
  perPage: 'Itens por página',
  pagination: 'Paginação',
  previous: 'Página anterior',
  next: 'Próxima página',
  page: 'Página {{page}}',
  morePages: 'Mais páginas',
  summary: '{{from}}–{{to}} de {{total}}',
  summaryOne: '{{from}} de {{total}}',
  loading: 'Carregando...',
  empty: 'Nenhum registro encontrado.',
  error: 'Não foi possível carregar os dados.',
  retry: 'Tentar novamente',
  actions: 'Ações',
  sortBy: 'Ordenar por {{column}}',
};

export type DataTableMessages = typeof dataTablePtBR;
