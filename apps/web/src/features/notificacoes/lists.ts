import {
  type EndpointData,
  type EndpointInput,
  LISTAS_NOTIFICACAO,
  type ListaNotificacao,
  NOTIFICACOES_POR_PAGINA,
  type Notificacao,
  type notificacoesApi,
  TIPO_CHANGELOG,
} from '@cfc/contract';

/** GET /notificacoes's reply: a page, and the user's unread count for the bell. */
export type NotificacoesPage = EndpointData<typeof notificacoesApi.list>;
type ListQuery = NonNullable<EndpointInput<typeof notificacoesApi.list>['query']>;

/** One list of the centre as the cache knows it (SPEC §3: all, general, changelogs, unread, read, archived). */
export interface ListParams {
  readonly lista: ListaNotificacao;
  readonly page: number;
  /** The text filter, trimmed; '' for none. */
  readonly filter: string;
}

export function isLista(value: string | null): value is ListaNotificacao {
  return value !== null && (LISTAS_NOTIFICACAO as readonly string[]).includes(value);
}

/** How each list asks the server: a status, a type, or neither (every notification not archived). */
const LIST_QUERY = {
  all: {},
  general: { type: 'geral' },
  changelogs: { type: TIPO_CHANGELOG },
  unread: { status: 'unread' },
  read: { status: 'read' },
  archived: { status: 'archived' },
} as const satisfies Record<ListaNotificacao, ListQuery>;

/** The query of GET /notificacoes for a list, its page and filter (page size of SPEC §9). */
export function listQuery({ lista, page, filter }: ListParams, limit = NOTIFICACOES_POR_PAGINA): ListQuery {
  return { page, limit, ...LIST_QUERY[lista], ...(filter === '' ? {} : { filter }) };
}

/** The list a cached query of GET /notificacoes asked for (its key's input), or null for anything else. */
export function listParamsOf(input: unknown): ListParams | null {
  const query = typeof input === 'object' && input !== null && 'query' in input ? input.query : undefined;
  if (typeof query !== 'object' || query === null) return null;
  const { page, filter = '', status, type } = query as Record<string, unknown>;
  if (typeof page !== 'number' || typeof filter !== 'string') return null;
  const lista = LISTAS_NOTIFICACAO.find((candidate) => {
    const asked: Record<string, unknown> = LIST_QUERY[candidate];
    return asked.status === status && asked.type === type;
  });
  return lista === undefined ? null : { lista, page, filter };
}

/**
 * SPEC §4: a new notification belongs at the front of `all`; of `archived`, `read` or `unread` by
 * its flags; and of `changelogs` when its type is version_control, else of `general`.
 */
export function listasOf(notificacao: Pick<Notificacao, 'is_read' | 'is_archived' | 'type'>) {
  const byState: ListaNotificacao = notificacao.is_archived
    ? 'archived'
    : notificacao.is_read
      ? 'read'
      : 'unread';
  const byType: ListaNotificacao = notificacao.type === TIPO_CHANGELOG ? 'changelogs' : 'general';
  return new Set<ListaNotificacao>(['all', byState, byType]);
}

export interface Placement {
  readonly page: NotificacoesPage;
  /**
   * The page cannot be corrected in place (a later page, whose items all moved by one, or a
   * filtered list the notification may or may not match): it should be asked again.
   */
  readonly stale: boolean;
}

function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}

/**
 * A cached page after a notification arrived (SPEC §4): at the front of the first page of each list
 * it belongs to, the totals counted, the unread count of the bell raised when it is unread. A
 * notification the page already holds changes nothing.
 */
export function placeNotificacao(
  page: NotificacoesPage,
  params: ListParams,
  notificacao: Notificacao,
): Placement {
  if (page.data.some((item) => item.id === notificacao.id)) return { page, stale: false };
  const unread = page.unread + (notificacao.is_read ? 0 : 1);
  if (!listasOf(notificacao).has(params.lista)) return { page: { ...page, unread }, stale: false };
  if (params.filter !== '') return { page: { ...page, unread }, stale: true };
  const total = page.total + 1;
  const counted = { ...page, unread, total, last_page: lastPage(total, page.per_page) };
  if (params.page !== 1) return { page: counted, stale: true };
  return { page: { ...counted, data: [notificacao, ...page.data].slice(0, page.per_page) }, stale: false };
}
