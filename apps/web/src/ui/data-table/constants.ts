/**
 * Table numbers of SPEC §9 that app/constants.ts does not hold yet (it has FILTER_DEBOUNCE_MS,
 * which the filter input uses). They belong to the one table widget, so they live beside it.
 */

/** Items-per-page choices offered under every table. */
export const PER_PAGE_OPTIONS = [5, 6, 10] as const;
export type PerPage = (typeof PER_PAGE_OPTIONS)[number];
export const DEFAULT_PER_PAGE: PerPage = 5;

/** How many page numbers the pagination shows before the ellipsis and the last page. */
export const PAGINATION_VISIBLE_PAGES = 3;
