import { DEFAULT_PER_PAGE, PER_PAGE_OPTIONS, type PerPage } from './constants.ts';

/** What a server-side table asks for (SPEC §3 `page`, `per_page`, `sort`) plus its text filter. */
export interface TableParams {
  readonly page: number;
  readonly perPage: PerPage;
  readonly sort: string | undefined;
  readonly filtro: string;
}

/** A change of the table; `filters` are the screen's own query parameters (e.g. `ativo`). */
export interface TableParamsPatch {
  readonly page?: number;
  readonly perPage?: PerPage;
  readonly sort?: string;
  readonly filtro?: string;
  readonly filters?: Readonly<Record<string, string | undefined>>;
}

const KEYS = { page: 'page', perPage: 'per_page', sort: 'sort', filtro: 'filtro' } as const;

export function isPerPage(value: number): value is PerPage {
  return (PER_PAGE_OPTIONS as readonly number[]).includes(value);
}

function positiveInteger(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}

/** Reads the table state from the address bar, falling back to the defaults on anything odd. */
export function readTableParams(search: URLSearchParams, defaultSort?: string): TableParams {
  const perPage = positiveInteger(search.get(KEYS.perPage));
  return {
    page: positiveInteger(search.get(KEYS.page)) ?? 1,
    perPage: perPage !== undefined && isPerPage(perPage) ? perPage : DEFAULT_PER_PAGE,
    sort: search.get(KEYS.sort) || defaultSort,
    filtro: search.get(KEYS.filtro) ?? '',
  };
}

function put(search: URLSearchParams, key: string, value: string | undefined): void {
  if (value === undefined || value === '') search.delete(key);
  else search.set(key, value);
}

/** Applies a change; anything but a page change goes back to page 1, as the old page may not exist. */
export function writeTableParams(search: URLSearchParams, patch: TableParamsPatch): URLSearchParams {
  const next = new URLSearchParams(search);
  if (patch.perPage !== undefined) put(next, KEYS.perPage, String(patch.perPage));
  if (patch.sort !== undefined) put(next, KEYS.sort, patch.sort);
  if (patch.filtro !== undefined) put(next, KEYS.filtro, patch.filtro.trim());
  for (const [key, value] of Object.entries(patch.filters ?? {})) put(next, key, value);
  const page = patch.page ?? 1;
  put(next, KEYS.page, page > 1 ? String(page) : undefined);
  return next;
}

/** The query of SPEC §3 for a table state, as a list endpoint's `query` takes it. */
export function pageQueryOf(params: TableParams) {
  return {
    page: params.page,
    per_page: params.perPage,
    ...(params.sort ? { sort: params.sort } : {}),
    ...(params.filtro ? { filtro: params.filtro } : {}),
  };
}
