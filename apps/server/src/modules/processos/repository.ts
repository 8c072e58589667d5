import type { Processo } from '@cfc/contract';
import { DEFAULT_STATE_PROFILE, TIME_ZONE } from '@cfc/domain';
import { type ExpressionBuilder, sql } from 'kysely';
import { containsPattern, containsText } from '../../platform/db/like.ts';
import { paginate } from '../../platform/db/paginate.ts';
import type { DB, ProcessosTable } from '../../platform/db/schema.ts';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { tenantDb } from '../../platform/db/tenant.ts';

type Status = Processo['status'];

export interface ProcessoFilter {
  filtro?: string | undefined;
  status?: Status | undefined;
  categoria?: Processo['categoria'] | undefined;
  regime?: Processo['regime'] | undefined;
  alunoId?: number | undefined;
}

export interface ProcessoValues {
  aluno_id: number;
  renach: string;
  categoria: ProcessosTable['categoria'];
  tipo: ProcessosTable['tipo'];
  regime: ProcessosTable['regime'];
  aberto_em: string;
  ladv_numero: string | null;
  ladv_validade: string | null;
  horas_requeridas: number;
  noturnas_requeridas: number;
}

/** A process as stored, with its student and hours, before the service adds what the rules say. */
export type ProcessoRow = Omit<Processo, 'regime_nome' | 'validade' | 'expirado' | 'horas_restantes'> & {
  autoescola_id: number;
};

const SORTABLE = {
  aluno: 'a.nome',
  renach: 'p.renach',
  categoria: 'p.categoria',
  aberto_em: 'p.aberto_em',
  status: 'p.status',
  horas_realizadas: 'h.realizadas',
  created_at: 'p.created_at',
};

/**
 * A lesson is a night lesson when it starts (when given, its recorded start) inside the night window
 * of the school's state, in São Paulo time; the window may cross midnight (18:00 to 06:00).
 */
const noturna = () => {
  const inicio = sql`coalesce(ep.noite_inicio, ${DEFAULT_STATE_PROFILE.noite.inicio}::time)`;
  const fim = sql`coalesce(ep.noite_fim, ${DEFAULT_STATE_PROFILE.noite.fim}::time)`;
  const hora = sql`(coalesce(an.begin_time, ap.inicio) at time zone ${TIME_ZONE})::time`;
  return sql`case when ${inicio} <= ${fim} then ${hora} >= ${inicio} and ${hora} < ${fim}
                  else ${hora} >= ${inicio} or ${hora} < ${fim} end`;
};

/** Processes with their student and, in the same query, the h/a of their lessons by status. */
function resumo() {
  return tenantDb()
    .selectFrom('processos as p')
    .innerJoin('alunos as a', (join) =>
      join.onRef('a.autoescola_id', '=', 'p.autoescola_id').onRef('a.id', '=', 'p.aluno_id'),
    )
    .innerJoin('autoescolas as e', 'e.id', 'p.autoescola_id')
    .leftJoin('estado_perfis as ep', 'ep.uf', 'e.uf')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('aulas_praticas as ap')
          .leftJoin('anotacoes_praticas as an', (join) =>
            join.onRef('an.autoescola_id', '=', 'ap.autoescola_id').onRef('an.aula_id', '=', 'ap.id'),
          )
          .select([
            sql<number>`coalesce(sum(ap.horas_aula) filter (where ap.status = 'realizada'), 0)::int`.as(
              'realizadas',
            ),
            sql<number>`coalesce(sum(ap.horas_aula) filter (where ap.status in ('agendada', 'em_andamento')), 0)::int`.as(
              'agendadas',
            ),
            sql<number>`coalesce(sum(ap.horas_aula) filter (where ap.status = 'realizada' and ${noturna()}), 0)::int`.as(
              'noturnas',
            ),
          ])
          .whereRef('ap.autoescola_id', '=', 'p.autoescola_id')
          .whereRef('ap.processo_id', '=', 'p.id')
          .as('h'),
      (join) => join.onTrue(),
    )
    .select([
      'p.id as id_processo',
      'p.autoescola_id',
      'p.aluno_id',
      'a.nome as aluno_nome',
      'a.cpf as aluno_cpf',
      'p.renach',
      'p.categoria',
      'p.tipo',
      'p.regime',
      'p.aberto_em',
      'p.ladv_numero',
      'p.ladv_validade',
      'p.status',
      'p.horas_requeridas',
      'p.noturnas_requeridas',
      sql<number>`h.realizadas`.as('horas_realizadas'),
      sql<number>`h.agendadas`.as('horas_agendadas'),
      sql<number>`h.noturnas`.as('noturnas_realizadas'),
      isoInstant('p.created_at').as('created_at'),
    ]);
}

/** Text search over the student's name and CPF digits and the process's RENACH. */
function matches(filtro: string) {
  const digits = /[a-z]/i.test(filtro) ? '' : filtro.replace(/\D/g, '');
  return (eb: ExpressionBuilder<DB & { a: DB['alunos']; p: DB['processos'] }, 'a' | 'p'>) =>
    eb.or([
      containsText('a.nome', filtro),
      eb('p.renach', 'ilike', containsPattern(filtro.trim())),
      ...(digits.length >= 3 ? [eb('a.cpf', 'like', `%${digits}%`)] : []),
    ]);
}

function filtered(filter: ProcessoFilter) {
  let query = resumo();
  if (filter.filtro) query = query.where(matches(filter.filtro));
  if (filter.status) query = query.where('p.status', '=', filter.status);
  if (filter.categoria) query = query.where('p.categoria', '=', filter.categoria);
  if (filter.regime) query = query.where('p.regime', '=', filter.regime);
  if (filter.alunoId !== undefined) query = query.where('p.aluno_id', '=', filter.alunoId);
  return query;
}

/** One page of the processes in scope (row-level security keeps other schools out). */
export function list(filter: ProcessoFilter & { page: number; per_page: number; sort?: string | undefined }) {
  return paginate(filtered(filter), filter, { columns: SORTABLE, default: 'a.nome', unique: 'p.id' });
}

/** Every matching process, by student's name (exports, a student's processes). */
export function listAll(filter: ProcessoFilter): Promise<ProcessoRow[]> {
  return filtered(filter).orderBy('a.nome').orderBy('p.aberto_em', 'desc').orderBy('p.id').execute();
}

export function find(id: number): Promise<ProcessoRow | undefined> {
  return resumo().where('p.id', '=', id).executeTakeFirst();
}

/** h/a of the plans sold for a process. */
export async function contratadas(id: number): Promise<number> {
  const row = await tenantDb()
    .selectFrom('processo_planos')
    .select(sql<number>`coalesce(sum(horas_aula), 0)::int`.as('horas'))
    .where('processo_id', '=', id)
    .executeTakeFirstOrThrow();
  return row.horas;
}

/**
 * Whether the student belongs to the school (and is in scope); `lock` holds the student's row so
 * two processes cannot be opened for them at once.
 */
export async function alunoDaEscola(
  autoescolaId: number,
  alunoId: number,
  options: { lock?: boolean } = {},
): Promise<boolean> {
  const query = tenantDb()
    .selectFrom('alunos')
    .select('id')
    .where('autoescola_id', '=', autoescolaId)
    .where('id', '=', alunoId);
  return (await (options.lock ? query.forUpdate() : query).executeTakeFirst()) !== undefined;
}

/** Whether a student in scope exists. */
export async function alunoExists(alunoId: number): Promise<boolean> {
  const row = await tenantDb().selectFrom('alunos').select('id').where('id', '=', alunoId).executeTakeFirst();
  return row !== undefined;
}

/** Whether the student has another open process of the category. */
export async function openProcessExists(
  autoescolaId: number,
  alunoId: number,
  categoria: ProcessosTable['categoria'],
  exceptId: number | null,
): Promise<boolean> {
  let query = tenantDb()
    .selectFrom('processos')
    .select('id')
    .where('autoescola_id', '=', autoescolaId)
    .where('aluno_id', '=', alunoId)
    .where('categoria', '=', categoria)
    .where('status', '=', 'aberto');
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insert(autoescolaId: number, values: ProcessoValues): Promise<number> {
  const { id } = await tenantDb()
    .insertInto('processos')
    .values({ ...values, autoescola_id: autoescolaId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function update(
  id: number,
  values: { ladv_numero: string | null; ladv_validade: string | null; status: Status },
): Promise<boolean> {
  const result = await tenantDb()
    .updateTable('processos')
    .set(values)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
