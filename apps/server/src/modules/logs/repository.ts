import type {
  AgendamentoLogEntrada,
  AgendamentoLogQuery,
  ConsultasGetranQuery,
  MinimizacaoQuery,
} from '@cfc/contract';
import { TIME_ZONE } from '@cfc/domain';
import { type ExpressionBuilder, sql } from 'kysely';
import { containsText } from '../../platform/db/like.ts';
import { paginate } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';
import type { GetranConsultasTable, MinimizacaoLogTable } from '../../platform/db/schema-logs.ts';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { systemDb, tenantDb } from '../../platform/db/tenant.ts';

/** SQL of the monitoring logs. Reads run under row-level security: the caller's schools only. */

/** The first instant of a São Paulo day, and of the day after. */
const startOfDay = (date: string) => sql<Date>`(${date}::date)::timestamp at time zone ${TIME_ZONE}`;
const startOfNextDay = (date: string) => sql<Date>`(${date}::date + 1)::timestamp at time zone ${TIME_ZONE}`;

interface Periodo {
  de?: string | null;
  ate?: string | null;
}

/** `column` within the São Paulo days of the period, both included. */
function noPeriodo<T extends keyof DB, A extends string>(column: string, periodo: Periodo) {
  return (eb: ExpressionBuilder<DB & Record<A, DB[T]>, A>) =>
    eb.and([
      ...(periodo.de ? [eb(sql.ref(column), '>=', startOfDay(periodo.de))] : []),
      ...(periodo.ate ? [eb(sql.ref(column), '<', startOfNextDay(periodo.ate))] : []),
    ]);
}

/** Newest first unless the client asks otherwise. */
const newestFirst = <Q extends { sort?: string | undefined }>(query: Q, column: string): Q => ({
  ...query,
  sort: query.sort ?? `-${column}`,
});

// ---------- Minimisation ----------

export function listMinimizacao(query: MinimizacaoQuery) {
  let select = tenantDb()
    .selectFrom('minimizacao_log as m')
    .innerJoin('autoescolas as e', 'e.id', 'm.autoescola_id')
    .select([
      'm.id',
      'e.nome_fantasia as autoescola',
      'm.regra',
      'm.tabela',
      'm.operacao',
      'm.quantidade',
      isoInstant<string | null>('m.limite').as('limite'),
      isoInstant('m.executado_em').as('executado_em'),
    ])
    .where(noPeriodo<'minimizacao_log', 'm'>('m.executado_em', query));
  if (query.regra) select = select.where('m.regra', '=', query.regra);
  return paginate(select, newestFirst(query, 'executado_em'), {
    columns: { executado_em: 'm.executado_em', quantidade: 'm.quantidade', regra: 'm.regra' },
    default: 'm.executado_em',
    unique: 'm.id',
  });
}

type MinimizacaoInsert = Omit<MinimizacaoLogTable, 'id' | 'executado_em'>;

/** Records what a rule did, in the caller's transaction (a job's, as the owner). */
export async function insertMinimizacao(entries: MinimizacaoInsert[]): Promise<void> {
  if (entries.length === 0) return;
  await systemDb().insertInto('minimizacao_log').values(entries).execute();
}

/** The operator's school: platform data (sessions, reset links) is recorded under it. */
export async function operadoraId(): Promise<number | null> {
  const row = await systemDb()
    .selectFrom('autoescolas')
    .select('id')
    .where('operadora', '=', true)
    .executeTakeFirst();
  return row?.id ?? null;
}

// ---------- Scheduling ----------

const ACOES = ['agendada', 'remarcada', 'cancelada'] as const;

/**
 * Each booking, move and cancellation of a practical lesson with who did it, and the IP and user
 * agent of the audit line written in the same transaction (same school, record and instant).
 */
function agendamentos(query: Omit<AgendamentoLogQuery, 'page' | 'per_page' | 'sort' | 'schema'>) {
  let select = tenantDb()
    .selectFrom('aula_historico as h')
    .innerJoin('autoescolas as e', 'e.id', 'h.autoescola_id')
    .leftJoin('usuarios as u', 'u.id', 'h.usuario_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('audit_log as l')
          .select(['l.ip', 'l.user_agent'])
          .whereRef('l.autoescola_id', '=', 'h.autoescola_id')
          .where('l.entidade', '=', 'aula_pratica')
          .where('l.entidade_id', '=', sql<string>`h.aula_id::text`)
          .whereRef('l.created_at', '=', 'h.created_at')
          .limit(1)
          .as('a'),
      (join) => join.onTrue(),
    )
    .select([
      'h.id',
      'e.nome_fantasia as autoescola',
      'h.aula_id',
      sql<AgendamentoLogEntrada['acao']>`h.acao`.as('acao'),
      sql<Record<string, unknown> | null>`h.de`.as('de'),
      sql<Record<string, unknown> | null>`h.para`.as('para'),
      'h.motivo',
      'h.usuario_id',
      'u.nome as usuario',
      'a.ip',
      'a.user_agent',
      isoInstant('h.created_at').as('created_at'),
    ])
    .where('h.acao', 'in', query.acao ? [query.acao] : [...ACOES])
    .where(noPeriodo<'aula_historico', 'h'>('h.created_at', query));
  if (query.usuario) select = select.where(containsText('u.nome', query.usuario));
  return select;
}

const AGENDAMENTO_SORT = {
  columns: { created_at: 'h.created_at', acao: 'h.acao', aula_id: 'h.aula_id', usuario: 'u.nome' },
  default: 'h.created_at',
  unique: 'h.id',
};

export function listAgendamento(query: AgendamentoLogQuery) {
  return paginate(agendamentos(query), newestFirst(query, 'created_at'), AGENDAMENTO_SORT);
}

/** Every row of the filters, newest first, for the exports. */
export function allAgendamento(query: Omit<AgendamentoLogQuery, 'page' | 'per_page' | 'sort' | 'schema'>) {
  return agendamentos(query).orderBy('h.created_at', 'desc').orderBy('h.id', 'desc').execute();
}

// ---------- Candidate service (GETRAN) ----------

export async function insertConsultaGetran(
  entry: Omit<GetranConsultasTable, 'id' | 'servico' | 'created_at'>,
): Promise<void> {
  await tenantDb().insertInto('getran_consultas').values(entry).execute();
}

export function listConsultasGetran(query: ConsultasGetranQuery) {
  let select = tenantDb()
    .selectFrom('getran_consultas as c')
    .innerJoin('autoescolas as e', 'e.id', 'c.autoescola_id')
    .leftJoin('usuarios as u', 'u.id', 'c.usuario_id')
    .select([
      'c.id',
      'e.nome_fantasia as autoescola',
      'u.nome as usuario',
      'c.cpf',
      'c.ambiente',
      'c.servico',
      'c.duracao_ms',
      'c.http_status',
      'c.resultado',
      'c.erro',
      'c.aulas',
      isoInstant('c.created_at').as('created_at'),
    ])
    .where(noPeriodo<'getran_consultas', 'c'>('c.created_at', query));
  if (query.resultado) select = select.where('c.resultado', '=', query.resultado);
  return paginate(select, newestFirst(query, 'created_at'), {
    columns: { created_at: 'c.created_at', duracao_ms: 'c.duracao_ms', resultado: 'c.resultado' },
    default: 'c.created_at',
    unique: 'c.id',
  });
}
