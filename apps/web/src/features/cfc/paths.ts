import { idFrom } from '../../routing/route-id.ts';
import { buildPath } from '../../routing/routes.ts';

/** The school being edited is a parameter of the list's address, so the list comes back as it was left. */
export const EDITAR_PARAM = 'editar';

const withSearch = (path: string, search: URLSearchParams) => {
  const query = search.toString();
  return query === '' ? path : `${path}?${query}`;
};

/** The list with its page, order and filters, without the school being edited. */
export function listPath(search: URLSearchParams): string {
  const next = new URLSearchParams(search);
  next.delete(EDITAR_PARAM);
  return withSearch(buildPath('cfc'), next);
}

/** The edit form of a school, keeping the list's state for the way back. */
export function editPath(search: URLSearchParams, id: number): string {
  const next = new URLSearchParams(search);
  next.set(EDITAR_PARAM, String(id));
  return withSearch(buildPath('cfc'), next);
}

/** The id being edited, or undefined on the list. */
export function editingId(search: URLSearchParams): number | undefined {
  return idFrom(search.get(EDITAR_PARAM));
}
