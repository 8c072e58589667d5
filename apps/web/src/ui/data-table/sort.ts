/** The `sort` query parameter of SPEC §3: `campo` ascending, `-campo` descending. */
export type SortDirection = 'asc' | 'desc';

export interface SortState {
  readonly field: string;
  readonly direction: SortDirection;
}

export function parseSort(sort: string | undefined): SortState | undefined {
  if (!sort) return undefined;
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  return field ? { field, direction: descending ? 'desc' : 'asc' } : undefined;
}

export function formatSort({ field, direction }: SortState): string {
  return direction === 'desc' ? `-${field}` : field;
}

/** A click on a column header: a new column sorts ascending, the sorted one flips direction. */
export function toggleSort(sort: string | undefined, field: string): string {
  const current = parseSort(sort);
  const direction = current?.field === field && current.direction === 'asc' ? 'desc' : 'asc';
  return formatSort({ field, direction });
}

/** The `aria-sort` value of a column header. */
export function ariaSort(sort: string | undefined, field: string): 'ascending' | 'descending' | 'none' {
  const current = parseSort(sort);
  if (current?.field !== field) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}
