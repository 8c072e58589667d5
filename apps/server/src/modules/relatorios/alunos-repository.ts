import type {
  AlunoPorPeriodo,
  AulasPorAluno,
  EtapaAluno,
  Processo,
  TotaisAulasPorAluno,
} from '@cfc/contract';
import { TIME_ZONE } from '@cfc/domain';
import { type ExpressionBuilder, sql } from 'kysely';
import { containsText } from '../../platform/db/like.ts';
import { paginate } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';
import { tenantDb } from '../../platform/db/tenant.ts';

/** SQL of the reports on students: their practical lessons in a period, and the processes opened in one. */

export interface Periodo {
  /** São Paulo days, both included. */
  de: string;
  ate: string;
}

export interface AulasPorAlunoFilter extends Periodo {
  instrutor_id: number | null;
  categoria: Processo['categoria'] | null;
  filtro: string | null;
}

export interface AlunosPorPeriodoFilter extends Periodo {
  categoria: Processo['categoria'] | null;
  etapa: EtapaAluno | null;
  filtro: string | null;
}

type Paged = { page: number; per_page: number; sort?: string | undefined };

const startOf = (date: string) => sql<Date>`(${date}::date)::timestamp at time zone ${TIME_ZONE}`;
const afterEnd = (date: string) => sql<Date>`(${date}::date + 1)::timestamp at time zone ${TIME_ZONE}`;

type WithStudent = DB & { p: DB['processos']; al: DB['alunos'] };

/** The student's name, CPF digits (at least three, no letters) or the process's RENACH. */
function matches(filtro: string) {
  const digits = /[a-z]/i.test(filtro) ? '' : filtro.replace(/\D/g, '');
  return (eb: ExpressionBuilder<WithStudent, 'p' | 'al'>) =>
    eb.or([
      containsText('al.nome', filtro),
      containsText('p.renach', filtro),
      ...(digits.length >= 3 ? [eb('al.cpf', 'like', `%${digits}%`)] : []),
    ]);
}

// ---------- Aulas por aluno ----------

/** Scheduled and its end passed without it being started: the student missed it. */
const FALTA = sql`a.status = 'agendada' and a.fim < now()`;
const PENDENTE = sql`(a.status = 'em_andamento' or (a.status = 'agendada' and a.fim >= now()))`;

/** One row per process with a lesson planned in the period, its lessons counted by outcome. */
function aulasPorAluno(filter: AulasPorAlunoFilter) {
  let query = tenantDb()
    .selectFrom('aulas_praticas as a')
    .innerJoin('processos as p', (join) =>
      join.onRef('p.autoescola_id', '=', 'a.autoescola_id').onRef('p.id', '=', 'a.processo_id'),
    )
    .innerJoin('alunos as al', (join) =>
      join.onRef('al.autoescola_id', '=', 'a.autoescola_id').onRef('al.id', '=', 'a.aluno_id'),
    )
    .where('a.inicio', '>=', startOf(filter.de))
    .where('a.inicio', '<', afterEnd(filter.ate));
  if (filter.instrutor_id) query = query.where('a.instrutor_id', '=', filter.instrutor_id);
  if (filter.categoria) query = query.where('p.categoria', '=', filter.categoria);
  if (filter.filtro) query = query.where(matches(filter.filtro));
  const grouped = query
    .groupBy(['p.id', 'al.id', 'al.nome', 'al.cpf', 'p.renach', 'p.categoria'])
    .select([
      'p.id as id_processo',
      'al.id as id_aluno',
      'al.nome as aluno_nome',
      'al.cpf as aluno_cpf',
      'p.renach',
      'p.categoria',
      sql<number>`(count(*) filter (where a.status = 'realizada'))::int`.as('realizadas'),
      sql<number>`(count(*) filter (where ${PENDENTE}))::int`.as('agendadas'),
      sql<number>`(count(*) filter (where a.status = 'cancelada'))::int`.as('canceladas'),
      sql<number>`(count(*) filter (where ${FALTA}))::int`.as('faltas'),
      sql<number>`coalesce(sum(a.horas_aula) filter (where a.status = 'realizada'), 0)::int`.as(
        'horas_realizadas',
      ),
      sql<number>`coalesce(sum(a.horas_aula) filter (where ${PENDENTE}), 0)::int`.as('horas_agendadas'),
    ]);
  return tenantDb().selectFrom(grouped.as('r')).selectAll('r');
}

const AULAS_SORTABLE = {
  aluno: 'r.aluno_nome',
  categoria: 'r.categoria',
  realizadas: 'r.realizadas',
  agendadas: 'r.agendadas',
  canceladas: 'r.canceladas',
  faltas: 'r.faltas',
  horas: 'r.horas_realizadas',
};

export function listAulasPorAluno(filter: AulasPorAlunoFilter & Paged) {
  return paginate(aulasPorAluno(filter), filter, {
    columns: AULAS_SORTABLE,
    default: 'r.aluno_nome',
    unique: 'r.id_processo',
  });
}

export function allAulasPorAluno(filter: AulasPorAlunoFilter): Promise<AulasPorAluno[]> {
  return aulasPorAluno(filter).orderBy('r.aluno_nome').orderBy('r.id_processo').execute();
}

export function totaisAulasPorAluno(filter: AulasPorAlunoFilter): Promise<TotaisAulasPorAluno> {
  const sum = (column: string) => sql<number>`coalesce(sum(${sql.ref(column)}), 0)::int`;
  return tenantDb()
    .selectFrom(aulasPorAluno(filter).as('t'))
    .select([
      sql<number>`count(*)::int`.as('alunos'),
      sum('t.realizadas').as('realizadas'),
      sum('t.agendadas').as('agendadas'),
      sum('t.canceladas').as('canceladas'),
      sum('t.faltas').as('faltas'),
      sum('t.horas_realizadas').as('horas_realizadas'),
      sum('t.horas_agendadas').as('horas_agendadas'),
    ])
    .executeTakeFirstOrThrow();
}

// ---------- Lista de alunos por período ----------

/**
 * The stage of a process: closed ones by their status; an open one is apto once the aptitude was
 * recorded, in training once a lesson was given, and without lessons before that.
 */
const ETAPA = sql<EtapaAluno>`case
  when p.status <> 'aberto' then p.status
  when p.apto_desde is not null then 'apto'
  when coalesce(h.horas_realizadas, 0) > 0 then 'em_formacao'
  else 'sem_aulas' end`;

/** The processes opened in the period, with their student, given h/a and stage. */
function alunosPorPeriodo(filter: AlunosPorPeriodoFilter) {
  const horas = tenantDb()
    .selectFrom('aulas_praticas')
    .where('status', '=', 'realizada')
    .groupBy('processo_id')
    .select(['processo_id', sql<number>`sum(horas_aula)::int`.as('horas_realizadas')]);
  let query = tenantDb()
    .selectFrom('processos as p')
    .innerJoin('alunos as al', (join) =>
      join.onRef('al.autoescola_id', '=', 'p.autoescola_id').onRef('al.id', '=', 'p.aluno_id'),
    )
    .leftJoin(horas.as('h'), 'h.processo_id', 'p.id')
    .where('p.aberto_em', '>=', filter.de)
    .where('p.aberto_em', '<=', filter.ate);
  if (filter.categoria) query = query.where('p.categoria', '=', filter.categoria);
  if (filter.filtro) query = query.where(matches(filter.filtro));
  const rows = query.select([
    'p.id as id_processo',
    'al.id as id_aluno',
    'al.nome as aluno_nome',
    'al.cpf as aluno_cpf',
    'al.telefone',
    'p.renach',
    'p.categoria',
    'p.tipo',
    sql<string>`to_char(p.aberto_em, 'YYYY-MM-DD')`.as('aberto_em'),
    sql<string>`to_char(al.created_at at time zone ${TIME_ZONE}, 'YYYY-MM-DD')`.as('cadastrado_em'),
    'p.status',
    ETAPA.as('etapa'),
    'p.horas_requeridas',
    sql<number>`coalesce(h.horas_realizadas, 0)::int`.as('horas_realizadas'),
  ]);
  const all = tenantDb().selectFrom(rows.as('r')).selectAll('r');
  return filter.etapa ? all.where('r.etapa', '=', filter.etapa) : all;
}

const ALUNOS_SORTABLE = {
  aluno: 'r.aluno_nome',
  aberto_em: 'r.aberto_em',
  categoria: 'r.categoria',
  etapa: 'r.etapa',
  realizadas: 'r.horas_realizadas',
};

export function listAlunosPorPeriodo(filter: AlunosPorPeriodoFilter & Paged) {
  return paginate(alunosPorPeriodo(filter), filter, {
    columns: ALUNOS_SORTABLE,
    default: 'r.aberto_em',
    unique: 'r.id_processo',
  });
}

export function allAlunosPorPeriodo(filter: AlunosPorPeriodoFilter): Promise<AlunoPorPeriodo[]> {
  return alunosPorPeriodo(filter).orderBy('r.aberto_em').orderBy('r.id_processo').execute();
}

/** The number of matching processes at each stage. */
export async function etapasAlunosPorPeriodo(
  filter: AlunosPorPeriodoFilter,
): Promise<{ etapa: EtapaAluno; processos: number }[]> {
  return tenantDb()
    .selectFrom(alunosPorPeriodo(filter).as('t'))
    .groupBy('t.etapa')
    .select(['t.etapa', sql<number>`count(*)::int`.as('processos')])
    .execute();
}
