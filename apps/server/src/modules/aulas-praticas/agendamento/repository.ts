import type { AulaPratica } from '@cfc/contract';
import type { CnhCategory, RegimeId, ResultadoExame } from '@cfc/domain';
import { sql } from 'kysely';
import { tenantDb } from '../../../platform/db/tenant.ts';

/**
 * The SQL of booking: a lesson's rule context (who and what it involves, and their other lessons,
 * with the locks that keep concurrent bookings apart) and the booking's own writes.
 */

export interface Processo {
  id: number;
  autoescola_id: number;
  aluno_id: number;
  categoria: CnhCategory;
  regime: RegimeId;
  aberto_em: string;
  ladv_validade: string | null;
  status: 'aberto' | 'concluido' | 'cancelado' | 'expirado';
}

export interface Instrutor {
  id: number;
  autoescola_id: number;
  cnh_categoria: string;
  cnh_validade: string | null;
  credencial_validade: string;
  ativo: boolean;
}

export interface Veiculo {
  id: number;
  autoescola_id: number;
  categoria: 'A' | 'B' | 'C' | 'D' | 'E';
  ativo: boolean;
  licenciamento_validade: string | null;
}

const INSTRUTOR_COLUMNS = [
  'id',
  'autoescola_id',
  'cnh_categoria',
  'cnh_validade',
  'credencial_validade',
  'ativo',
] as const;

/** A live (not cancelled) lesson with the category of its process. */
export interface LiveLesson {
  id: number;
  processo_id: number;
  aluno_id: number;
  inicio: Date | string;
  fim: Date | string;
  horas_aula: number;
  tipo: AulaPratica['tipo'];
  categoria: CnhCategory;
}

/**
 * The instructor's row, locked until the transaction ends: bookings of one instructor run one
 * after the other, so the capacity check (two motorcycle students at once, daily limit) sees
 * every lesson committed before it. Always taken before the student's lock.
 */
export function lockInstrutor(id: number): Promise<Instrutor | undefined> {
  return tenantDb()
    .selectFrom('instrutores')
    .select(INSTRUTOR_COLUMNS)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function findInstrutor(id: number): Promise<Instrutor | undefined> {
  return tenantDb()
    .selectFrom('instrutores')
    .select(INSTRUTOR_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The student's row, locked: their daily limit and lesson-kind counts hold under concurrent bookings. */
export async function lockAluno(id: number): Promise<void> {
  await tenantDb().selectFrom('alunos').select('id').where('id', '=', id).forUpdate().execute();
}

export function findProcesso(id: number): Promise<Processo | undefined> {
  return tenantDb()
    .selectFrom('processos')
    .select([
      'id',
      'autoescola_id',
      'aluno_id',
      'categoria',
      'regime',
      'aberto_em',
      'ladv_validade',
      'status',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findVeiculo(id: number): Promise<Veiculo | undefined> {
  return tenantDb()
    .selectFrom('veiculos')
    .select(['id', 'autoescola_id', 'categoria', 'ativo', 'licenciamento_validade'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The latest result of each of the student's exams (medical, psychological), null when none. */
export async function latestExames(
  alunoId: number,
): Promise<{ medico: ResultadoExame | null; psicologico: ResultadoExame | null }> {
  const rows = await tenantDb()
    .selectFrom('aluno_exames')
    .select(['tipo', 'resultado'])
    .distinctOn('tipo')
    .where('aluno_id', '=', alunoId)
    .orderBy('tipo')
    .orderBy('data_exame', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const of = (tipo: string) => rows.find((row) => row.tipo === tipo)?.resultado ?? null;
  return { medico: of('medico'), psicologico: of('psicologico') };
}

/** A school's live lessons starting in [from, to), all of them and the contingency ones. */
export async function lessonsInPeriod(
  autoescolaId: number,
  from: Date,
  to: Date,
): Promise<{ total: number; contingencia: number }> {
  const row = await tenantDb()
    .selectFrom('aulas_praticas')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(*) filter (where contingencia)::int`.as('contingencia'),
    ])
    .where('autoescola_id', '=', autoescolaId)
    .where('status', '<>', 'cancelada')
    .where('inicio', '>=', from)
    .where('inicio', '<', to)
    .executeTakeFirstOrThrow();
  return row;
}

/**
 * Serialises the changes to a school's contingency share of a month (a booking, a mark, a move into
 * the month) until the transaction ends, so two of them cannot both pass the cap.
 */
export async function lockContingenciaDoMes(autoescolaId: number, mes: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${autoescolaId}::int, ${Number(mes.replace('-', ''))}::int)`.execute(
    tenantDb(),
  );
}

export async function schoolUf(autoescolaId: number): Promise<string | null> {
  const row = await tenantDb()
    .selectFrom('autoescolas')
    .select('uf')
    .where('id', '=', autoescolaId)
    .executeTakeFirst();
  return row?.uf ?? null;
}

export interface LiveLessonFilter {
  autoescolaId: number;
  processoId?: number;
  alunoId?: number;
  instrutorId?: number;
  veiculoId?: number;
  /** Only lessons overlapping [from, to). */
  from?: Date;
  to?: Date;
  /** Leave this lesson out (the one being rescheduled). */
  exceptId?: number | null;
}

/** A theory session (module turmas) as the practical rules see it: a time the person is taken. */
export interface TheorySession {
  inicio: Date | string;
  fim: Date | string;
}

/**
 * The theory sessions overlapping [from, to) that the instructor gives, or that the student is
 * expected at (their class's sessions and the make-ups they were placed in: the session's list).
 */
export function theorySessions(filter: {
  autoescolaId: number;
  from: Date;
  to: Date;
  instrutorId?: number;
  alunoId?: number;
}): Promise<TheorySession[]> {
  let query = tenantDb()
    .selectFrom('aulas_teoricas as t')
    .select(['t.inicio', 't.fim'])
    .where('t.autoescola_id', '=', filter.autoescolaId)
    .where('t.fim', '>', filter.from)
    .where('t.inicio', '<', filter.to);
  if (filter.instrutorId !== undefined) query = query.where('t.instrutor_id', '=', filter.instrutorId);
  if (filter.alunoId !== undefined) {
    const alunoId = filter.alunoId;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('presencas as p')
          .select('p.aula_id')
          .whereRef('p.autoescola_id', '=', 't.autoescola_id')
          .whereRef('p.aula_id', '=', 't.id')
          .where('p.aluno_id', '=', alunoId),
      ),
    );
  }
  return query.orderBy('t.inicio').execute();
}

/** Live lessons matching every condition given, by start. */
export function liveLessons(filter: LiveLessonFilter): Promise<LiveLesson[]> {
  let query = tenantDb()
    .selectFrom('aulas_praticas as a')
    .innerJoin('processos as p', (join) =>
      join.onRef('p.autoescola_id', '=', 'a.autoescola_id').onRef('p.id', '=', 'a.processo_id'),
    )
    .select([
      'a.id',
      'a.processo_id',
      'a.aluno_id',
      'a.inicio',
      'a.fim',
      'a.horas_aula',
      'a.tipo',
      'p.categoria',
    ])
    .where('a.autoescola_id', '=', filter.autoescolaId)
    .where('a.status', '<>', 'cancelada');
  if (filter.processoId !== undefined) query = query.where('a.processo_id', '=', filter.processoId);
  if (filter.alunoId !== undefined) query = query.where('a.aluno_id', '=', filter.alunoId);
  if (filter.instrutorId !== undefined) query = query.where('a.instrutor_id', '=', filter.instrutorId);
  if (filter.veiculoId !== undefined) query = query.where('a.veiculo_id', '=', filter.veiculoId);
  if (filter.from) query = query.where('a.fim', '>', filter.from);
  if (filter.to) query = query.where('a.inicio', '<', filter.to);
  if (filter.exceptId) query = query.where('a.id', '<>', filter.exceptId);
  return query.orderBy('a.inicio').orderBy('a.id').execute();
}

export interface AulaValues {
  processo_id: number;
  aluno_id: number;
  instrutor_id: number;
  veiculo_id: number;
  inicio: Date;
  fim: Date;
  horas_aula: number;
  tipo: AulaPratica['tipo'];
  contingencia?: boolean;
}

export async function insert(autoescolaId: number, values: AulaValues): Promise<number> {
  const { id } = await tenantDb()
    .insertInto('aulas_praticas')
    .values({ autoescola_id: autoescolaId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Instructor, vehicle and, without an annotation, the planned times ('Modificar Aula Prática'). */
export async function update(
  id: number,
  values: { instrutor_id?: number; veiculo_id?: number; inicio?: Date; fim?: Date },
): Promise<void> {
  await tenantDb().updateTable('aulas_praticas').set(values).where('id', '=', id).execute();
}

export async function setContingencia(id: number, contingencia: boolean): Promise<void> {
  await tenantDb().updateTable('aulas_praticas').set({ contingencia }).where('id', '=', id).execute();
}

export async function cancel(id: number, motivo: string): Promise<void> {
  await tenantDb()
    .updateTable('aulas_praticas')
    .set({ status: 'cancelada', motivo_cancelamento: motivo })
    .where('id', '=', id)
    .execute();
}

export async function deleteAnotacao(id: number): Promise<void> {
  await tenantDb().deleteFrom('anotacoes_praticas').where('id', '=', id).execute();
}
