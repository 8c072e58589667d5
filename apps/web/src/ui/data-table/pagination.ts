import { PAGINATION_VISIBLE_PAGES } from './constants.ts';

export type PageItem = number | 'ellipsis';

/**
 * The page buttons of SPEC §2.6/§9: up to `visible` pages around the current one, then an
 * ellipsis when pages are skipped, then the last page. `[]` when there is nothing to page.
 */
export function pageItems(current: number, last: number, visible = PAGINATION_VISIBLE_PAGES): PageItem[] {
  if (last < 1 || visible < 1) return [];
  const page = Math.min(Math.max(current, 1), last);
  const size = Math.min(visible, last);
  const centred = page - Math.floor((size - 1) / 2);
  const start = Math.min(Math.max(centred, 1), last - size + 1);
  const window = Array.from({ length: size }, (_, index) => start + index);
  const end = start + size - 1;
  if (end >= last) return window;
  return end === last - 1 ? [...window, last] : [...window, 'ellipsis', last];
}

/** The 1-based range of rows shown, e.g. rows 6 to 10 of 23; `{ from: 0, to: 0 }` when empty. */
export function shownRange(
  currentPage: number,
  perPage: number,
  shown: number,
  total: number,
): { from: number; to: number } {
  if (shown === 0 || total === 0) return { from: 0, to: 0 };
  const from = (currentPage - 1) * perPage + 1;
  return { from, to: Math.min(from + shown - 1, total) };
}
