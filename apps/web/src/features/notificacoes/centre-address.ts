import type { ListaNotificacao } from '@cfc/contract';
import type { RouteName } from '../../routing/routes.ts';
import { isLista, type ListParams } from './lists.ts';

/**
 * Where the centre keeps its state: the list in the path (`/changelog`) or in `?lista=`, the page
 * and the text filter in the query, so a reload or a shared link shows the same list.
 */
export type CentreRoute = Extract<RouteName, 'notifications' | 'notifications-changelog'>;

/** The list a route opens on: changelogs for `notificacoes/changelog`, all for the centre. */
export function defaultListaOf(route: CentreRoute): ListaNotificacao {
  return route === 'notifications-changelog' ? 'changelogs' : 'all';
}

export function readCentre(route: CentreRoute, search: URLSearchParams): ListParams {
  const asked = search.get('lista');
  const lista = route === 'notifications-changelog' ? 'changelogs' : isLista(asked) ? asked : 'all';
  const page = Number(search.get('page'));
  return {
    lista,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    filter: (search.get('filtro') ?? '').trim(),
  };
}

/** The address of a list: changelogs have their own route; every other list is `?lista=` of the centre. */
export function centreAddress({ lista, page, filter }: ListParams): { route: CentreRoute; search: string } {
  const search = new URLSearchParams();
  const route: CentreRoute = lista === 'changelogs' ? 'notifications-changelog' : 'notifications';
  if (lista !== 'changelogs' && lista !== 'all') search.set('lista', lista);
  if (page > 1) search.set('page', String(page));
  if (filter !== '') search.set('filtro', filter);
  const query = search.toString();
  return { route, search: query === '' ? '' : `?${query}` };
}
