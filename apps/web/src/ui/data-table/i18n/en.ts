import type { DataTableMessages } from './pt-BR.ts';

export const dataTableEn: DataTableMessages = {
  filter: 'Search',
  filterPlaceholder: 'Type to filter',
  perPage: 'Items per page',
  pagination: 'Pagination',
  previous: 'Previous page',
  next: 'Next page',
  page: 'Page {{page}}',
  morePages: 'More pages',
  summary: '{{from}}–{{to}} of {{total}}',
  summaryOne: '{{from}} of {{total}}',
  loading: 'Loading...',
  empty: 'No records found.',
  error: 'The data could not be loaded.',
  retry: 'Try again',
  actions: 'Actions',
  sortBy: 'Sort by {{column}}',
};
