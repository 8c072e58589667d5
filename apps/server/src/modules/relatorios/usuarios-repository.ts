import type { AcaoUsuario, TotaisAcoesUsuarios } from '@cfc/contract';
import { TIME_ZONE } from '@cfc/domain';
import { type ExpressionBuilder, sql } from 'kysely';
import { containsText } from '../../platform/db/like.ts';
import { paginate } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { tenantDb } from '../../platform/db/tenant.ts';

/** SQL of the staff reports: the school's audit log in a period (row-level security keeps it the school's). */

export interface AcoesUsuariosFilter {
  /** São Paulo days, both included. */
  de: string;
  ate: string;
  usuario_id: number | null;
  acao: string | null;
  filtro: string | null;
}

type Paged = { page: number; per_page: number; sort?: string | undefined };
type Joined = DB & { l: DB['audit_log']; u: DB['usuarios'] };

/** The record's kind or id, the IP or the user's name. */
function matches(filtro: string) {
  return (eb: ExpressionBuilder<Joined, 'l' | 'u'>) =>
    eb.or([
      containsText('u.nome', filtro),
      containsText('l.entidade', filtro),
      eb('l.entidade_id', '=', filtro),
      eb('l.ip', '=', filtro),
    ]);
}

function acoes(filter: AcoesUsuariosFilter) {
  let query = tenantDb()
    .selectFrom('audit_log as l')
    .leftJoin('usuarios as u', 'u.id', 'l.usuario_id')
    .where('l.created_at', '>=', sql<Date>`(${filter.de}::date)::timestamp at time zone ${TIME_ZONE}`)
    .where('l.created_at', '<', sql<Date>`(${filter.ate}::date + 1)::timestamp at time zone ${TIME_ZONE}`);
  if (filter.usuario_id) query = query.where('l.usuario_id', '=', filter.usuario_id);
  if (filter.acao) query = query.where('l.acao', '=', filter.acao);
  if (filter.filtro) query = query.where(matches(filter.filtro));
  return query;
}

function linhas(filter: AcoesUsuariosFilter) {
  return acoes(filter).select([
    sql<number>`l.id::int`.as('id'),
    isoInstant('l.created_at').as('created_at'),
    sql<number | null>`l.usuario_id::int`.as('usuario_id'),
    'u.nome as usuario_nome',
    'l.id_role',
    'l.acao',
    'l.entidade',
    'l.entidade_id',
    sql<Record<string, unknown> | null>`l.dados`.as('dados'),
    'l.ip',
    'l.user_agent',
  ]);
}

const SORTABLE = {
  data: 'l.created_at',
  usuario: 'u.nome',
  acao: 'l.acao',
  entidade: 'l.entidade',
  ip: 'l.ip',
};

export function listAcoesUsuarios(filter: AcoesUsuariosFilter & Paged) {
  // The newest first unless the client asks otherwise.
  const sort = filter.sort ?? '-data';
  return paginate(
    linhas(filter),
    { ...filter, sort },
    { columns: SORTABLE, default: 'l.created_at', unique: 'l.id' },
  );
}

/** Every matching action, oldest first (the exports). */
export function allAcoesUsuarios(filter: AcoesUsuariosFilter): Promise<AcaoUsuario[]> {
  return linhas(filter).orderBy('l.created_at').orderBy('l.id').execute();
}

/** How many actions, users and addresses, and the actions by code and by user (the 50 most active). */
export async function totaisAcoesUsuarios(filter: AcoesUsuariosFilter): Promise<TotaisAcoesUsuarios> {
  const contagem = await acoes(filter)
    .select([
      sql<number>`count(*)::int`.as('acoes'),
      sql<number>`count(distinct l.usuario_id)::int`.as('usuarios'),
      sql<number>`count(distinct l.ip)::int`.as('ips'),
    ])
    .executeTakeFirstOrThrow();
  const total = sql<number>`count(*)::int`;
  const por_acao = await acoes(filter)
    .groupBy('l.acao')
    .select(['l.acao', total.as('total')])
    .orderBy(total, 'desc')
    .orderBy('l.acao')
    .execute();
  const por_usuario = await acoes(filter)
    .groupBy(['l.usuario_id', 'u.nome'])
    .select([
      sql<number | null>`l.usuario_id::int`.as('usuario_id'),
      'u.nome as usuario_nome',
      total.as('total'),
    ])
    .orderBy(total, 'desc')
    .orderBy('u.nome')
    .limit(50)
    .execute();
  return { ...contagem, por_acao, por_usuario };
}
