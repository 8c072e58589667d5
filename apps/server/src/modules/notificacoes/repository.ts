import type { TipoNotificacao } from '@cfc/contract';
import { type Expression, type SqlBool, sql } from 'kysely';
import { containsText } from '../../platform/db/like.ts';
import { systemDb, tenantDb } from '../../platform/db/tenant.ts';

/**
 * SQL of the notifications. Reading and changing one's own state runs in a tenant transaction,
 * where row-level security keeps the user to its own recipient rows (the `usuarioId` filters below
 * only help the planner). Sending and realtime delivery touch many users' rows: system transactions,
 * with the audience given explicitly.
 */

export interface NotificacaoRow {
  id: number;
  tipo: TipoNotificacao;
  titulo: string;
  descricao: string;
  created_at: Date;
  read_at: Date | null;
  archived_at: Date | null;
}

export interface AnexoRow {
  id: number;
  notificacao_id: number;
  nome: string;
  mimetype: string;
  tamanho: number;
  arquivo: string;
}

export interface ListFilter {
  usuarioId: number;
  status?: 'unread' | 'read' | 'archived' | undefined;
  type?: TipoNotificacao | undefined;
  filter?: string | undefined;
  page: number;
  limit: number;
}

function doUsuario(usuarioId: number) {
  return tenantDb()
    .selectFrom('notificacao_destinatarios as d')
    .innerJoin('notificacoes as n', 'n.id', 'd.notificacao_id')
    .where('d.usuario_id', '=', usuarioId)
    .where('d.deleted_at', 'is', null);
}

const COLUMNS = [
  'n.id',
  'n.tipo',
  'n.titulo',
  'n.descricao',
  'n.created_at',
  sql<Date | null>`d.read_at`.as('read_at'),
  sql<Date | null>`d.archived_at`.as('archived_at'),
] as const;

/** One page of the user's notifications, newest first, with the total and the unread count. */
export async function list(
  filter: ListFilter,
): Promise<{ rows: NotificacaoRow[]; total: number; unread: number }> {
  let query = doUsuario(filter.usuarioId);
  if (filter.status === 'archived') {
    query = query.where('d.archived_at', 'is not', null);
  } else {
    // SPEC §4: archived, read and unread exclude each other; without a status, all but archived.
    query = query.where('d.archived_at', 'is', null);
    if (filter.status === 'unread') query = query.where('d.read_at', 'is', null);
    if (filter.status === 'read') query = query.where('d.read_at', 'is not', null);
  }
  if (filter.type) query = query.where('n.tipo', '=', filter.type);
  const text = filter.filter;
  if (text) {
    query = query.where((eb) =>
      eb.or([
        containsText('n.titulo', text),
        containsText('n.descricao_texto', text),
      ] as Expression<SqlBool>[]),
    );
  }
  const { total } = await query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select([...COLUMNS])
    .orderBy('d.notificacao_id', 'desc')
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
    .execute();
  return { rows: rows as NotificacaoRow[], total, unread: await unreadCount(filter.usuarioId) };
}

export async function unreadCount(usuarioId: number): Promise<number> {
  const { count } = await doUsuario(usuarioId)
    .where('d.archived_at', 'is', null)
    .where('d.read_at', 'is', null)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return count;
}

/** The latest notifications not archived, for the older dropdown. */
export async function latest(usuarioId: number, limit: number): Promise<NotificacaoRow[]> {
  const rows = await doUsuario(usuarioId)
    .where('d.archived_at', 'is', null)
    .select([...COLUMNS])
    .orderBy('d.notificacao_id', 'desc')
    .limit(limit)
    .execute();
  return rows as NotificacaoRow[];
}

/** The attachments of these notifications: newest notification first, each one's in the order sent. */
export async function anexosOf(notificacaoIds: readonly number[]): Promise<AnexoRow[]> {
  if (notificacaoIds.length === 0) return [];
  return tenantDb()
    .selectFrom('notificacao_anexos')
    .select(['id', 'notificacao_id', 'nome', 'mimetype', 'tamanho', 'arquivo'])
    .where('notificacao_id', 'in', notificacaoIds)
    .orderBy('notificacao_id', 'desc')
    .orderBy('id')
    .execute();
}

/** An attachment of a notification the user received and did not delete. */
export function findAnexo(usuarioId: number, id: number): Promise<AnexoRow | undefined> {
  return tenantDb()
    .selectFrom('notificacao_anexos as a')
    .innerJoin('notificacao_destinatarios as d', 'd.notificacao_id', 'a.notificacao_id')
    .select(['a.id', 'a.notificacao_id', 'a.nome', 'a.mimetype', 'a.tamanho', 'a.arquivo'])
    .where('a.id', '=', id)
    .where('d.usuario_id', '=', usuarioId)
    .where('d.deleted_at', 'is', null)
    .executeTakeFirst();
}

function minhas(usuarioId: number, ids: readonly number[]) {
  return tenantDb()
    .updateTable('notificacao_destinatarios')
    .where('usuario_id', '=', usuarioId)
    .where('notificacao_id', 'in', ids)
    .where('deleted_at', 'is', null);
}

/** Marks as read those of `ids` the user has; returns how many were unread. */
export async function markRead(usuarioId: number, ids: readonly number[]): Promise<number> {
  const result = await minhas(usuarioId, ids)
    .where('read_at', 'is', null)
    .set({ read_at: sql<Date>`now()` })
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Marks one as read (kept as it was when already read); false when the user does not have it. */
export async function markOneRead(usuarioId: number, id: number): Promise<boolean> {
  const row = await minhas(usuarioId, [id])
    .set({ read_at: sql<Date>`coalesce(read_at, now())` })
    .returning('notificacao_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Archives or unarchives; the new state, or undefined when the user does not have it. */
export async function toggleArchive(usuarioId: number, id: number): Promise<boolean | undefined> {
  const row = await minhas(usuarioId, [id])
    .set({ archived_at: sql<Date | null>`case when archived_at is null then now() end` })
    .returning('archived_at')
    .executeTakeFirst();
  return row === undefined ? undefined : row.archived_at !== null;
}

/** Deletes for this user only; returns how many. */
export async function softDelete(usuarioId: number, ids: readonly number[]): Promise<number> {
  const result = await minhas(usuarioId, ids).set({ deleted_at: sql<Date>`now()` }).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

// Sending (system transactions).

export async function insertNotificacao(values: {
  tipo: TipoNotificacao;
  titulo: string;
  descricao: string;
  descricao_texto: string;
  /** null: the platform itself sent it. */
  remetente_id: number | null;
  destino: 'todas' | 'autoescolas' | 'papeis' | 'todos' | 'usuario';
  destino_filtro: unknown;
}): Promise<number> {
  const { id } = await systemDb()
    .insertInto('notificacoes')
    .values({ ...values, destino_filtro: JSON.stringify(values.destino_filtro) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertAnexo(values: Omit<AnexoRow, 'id'>): Promise<number> {
  const { id } = await systemDb()
    .insertInto('notificacao_anexos')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Active schools among `slugs` within `autoescolaIds`. */
export function schoolsBySlug(
  slugs: readonly string[],
  autoescolaIds: readonly number[],
): Promise<{ id: number; slug: string }[]> {
  if (slugs.length === 0 || autoescolaIds.length === 0) return Promise.resolve([]);
  return systemDb()
    .selectFrom('autoescolas')
    .select(['id', 'slug'])
    .where('slug', 'in', slugs)
    .where('id', 'in', autoescolaIds)
    .where('ativo', '=', true)
    .execute();
}

/** Who receives a notification. Users must be active; schools too. */
export type Audiencia =
  | { tipo: 'todos' }
  /** Staff (every role but instructor and student) of these schools; `semOperadora` leaves the operator out. */
  | { tipo: 'equipe'; autoescolaIds: readonly number[]; semOperadora: boolean }
  /** Users with these roles in these schools; the traffic authority of those schools' states. */
  | { tipo: 'papeis'; papeis: readonly number[]; autoescolaIds: readonly number[] }
  /** One user (a notice of the platform to whoever asked for something, such as an export). */
  | { tipo: 'usuario'; usuarioId: number };

const SCHOOL_ROLES_NOT_STAFF = [3, 4];
const DETRAN = 9;

/** Writes one recipient row per user of the audience; returns how many. */
export async function insertDestinatarios(notificacaoId: number, audiencia: Audiencia): Promise<number> {
  const trx = systemDb();
  const escolas = (ids: readonly number[], semOperadora: boolean) => {
    let query = trx
      .selectFrom('autoescolas')
      .select('id')
      .where('ativo', '=', true)
      .where('id', 'in', ids.length ? ids : [0]);
    if (semOperadora) query = query.where('operadora', '=', false);
    return query;
  };
  let users = trx
    .selectFrom('usuarios as u')
    .select(['u.id as usuario_id', sql<number>`${notificacaoId}::bigint`.as('notificacao_id')])
    .where('u.ativo', '=', true);
  if (audiencia.tipo === 'usuario') {
    users = users.where('u.id', '=', audiencia.usuarioId);
  } else if (audiencia.tipo === 'equipe') {
    users = users
      .where('u.id_role', 'not in', SCHOOL_ROLES_NOT_STAFF)
      .where('u.autoescola_id', 'in', escolas(audiencia.autoescolaIds, audiencia.semOperadora));
  } else if (audiencia.tipo === 'papeis') {
    const papeis = audiencia.papeis.length ? audiencia.papeis : [0];
    const ids = audiencia.autoescolaIds;
    users = users
      .where('u.id_role', 'in', papeis)
      .where((eb) =>
        eb.or([
          eb('u.autoescola_id', 'in', escolas(ids, false)),
          eb.and([
            eb('u.id_role', '=', DETRAN),
            eb('u.uf', 'in', escolas(ids, true).clearSelect().select('uf')),
          ]),
        ]),
      );
  }
  const result = await trx
    .insertInto('notificacao_destinatarios')
    .columns(['usuario_id', 'notificacao_id'])
    .expression(users)
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

// Realtime delivery (system transaction).

export async function notificacaoParaEntrega(
  id: number,
): Promise<{ notificacao: Omit<NotificacaoRow, 'read_at' | 'archived_at'>; anexos: AnexoRow[] } | null> {
  const trx = systemDb();
  const notificacao = await trx
    .selectFrom('notificacoes')
    .select(['id', 'tipo', 'titulo', 'descricao', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!notificacao) return null;
  const anexos = await trx
    .selectFrom('notificacao_anexos')
    .select(['id', 'notificacao_id', 'nome', 'mimetype', 'tamanho', 'arquivo'])
    .where('notificacao_id', '=', id)
    .orderBy('id')
    .execute();
  return { notificacao: { ...notificacao, tipo: notificacao.tipo as TipoNotificacao }, anexos };
}

/** The state of the notification for those of `usuarioIds` who received it and still have it. */
export function estadosDe(
  notificacaoId: number,
  usuarioIds: readonly number[],
): Promise<{ usuario_id: number; read_at: Date | null; archived_at: Date | null }[]> {
  if (usuarioIds.length === 0) return Promise.resolve([]);
  return systemDb()
    .selectFrom('notificacao_destinatarios')
    .select([
      'usuario_id',
      sql<Date | null>`read_at`.as('read_at'),
      sql<Date | null>`archived_at`.as('archived_at'),
    ])
    .where('notificacao_id', '=', notificacaoId)
    .where('usuario_id', '=', sql<number>`any(${sql.val(usuarioIds)}::bigint[])`)
    .where('deleted_at', 'is', null)
    .execute();
}
