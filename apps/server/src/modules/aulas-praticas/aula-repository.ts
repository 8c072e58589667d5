import type { AulaHistorico, AulaPratica, MomentoFoto } from '@cfc/contract';
import { sql } from 'kysely';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { tenantDb } from '../../platform/db/tenant.ts';

/**
 * The lesson record every part of the module reads and changes: the one query a lesson is read
 * with, the one lock a change of it takes, and its history. Every time is a UTC ISO instant
 * ('2026-03-10T13:00:00Z'). In the caller's tenant transaction.
 */

export type StatusAula = AulaPratica['status'];

/**
 * Lessons with their process, student, instructor, vehicle and annotation (if given): the one query
 * every lesson read of the module starts from, filtered and ordered by the part that reads.
 */
export function aulas() {
  return tenantDb()
    .selectFrom('aulas_praticas as a')
    .innerJoin('processos as p', (join) =>
      join.onRef('p.autoescola_id', '=', 'a.autoescola_id').onRef('p.id', '=', 'a.processo_id'),
    )
    .innerJoin('alunos as al', (join) =>
      join.onRef('al.autoescola_id', '=', 'a.autoescola_id').onRef('al.id', '=', 'a.aluno_id'),
    )
    .innerJoin('instrutores as i', (join) =>
      join.onRef('i.autoescola_id', '=', 'a.autoescola_id').onRef('i.id', '=', 'a.instrutor_id'),
    )
    .innerJoin('veiculos as v', (join) =>
      join.onRef('v.autoescola_id', '=', 'a.autoescola_id').onRef('v.id', '=', 'a.veiculo_id'),
    )
    .leftJoin('anotacoes_praticas as n', (join) =>
      join.onRef('n.autoescola_id', '=', 'a.autoescola_id').onRef('n.aula_id', '=', 'a.id'),
    )
    .select([
      'a.id',
      'a.autoescola_id',
      'a.processo_id',
      'p.renach',
      'p.categoria',
      'a.aluno_id',
      'al.nome as aluno_nome',
      'al.cpf as aluno_cpf',
      'a.instrutor_id',
      'i.nome as instrutor_nome',
      'i.cpf as instrutor_cpf',
      'a.veiculo_id',
      'v.placa',
      isoInstant('a.inicio').as('inicio'),
      isoInstant('a.fim').as('fim'),
      'a.horas_aula',
      'a.tipo',
      'a.status',
      'a.getran_status',
      'a.motivo_cancelamento',
      'a.contingencia',
      'n.id as anotacao_id',
      isoInstant<string | null>('n.begin_time').as('begin_time'),
      isoInstant<string | null>('n.finish_time').as('finish_time'),
      'n.hodo_start',
      'n.hodo_end',
    ]);
}

/** A lesson as `aulas()` reads it. */
export type Aula = NonNullable<Awaited<ReturnType<typeof findAula>>>;

/** The same lessons with the moments that already have a photo (the instructor's and the student's lists). */
export function aulasComFotos() {
  return aulas().select(
    sql<MomentoFoto[]>`array(select f.momento from aula_fotos f
        where f.autoescola_id = a.autoescola_id and f.aula_id = a.id order by f.momento desc)`.as('fotos'),
  );
}

export type AulaComFotos = Awaited<ReturnType<ReturnType<typeof aulasComFotos>['execute']>>[number];

export function findAula(id: number) {
  return aulas().where('a.id', '=', id).executeTakeFirst();
}

/**
 * The lesson locked until the transaction ends, with its annotation: the one lock every change of a
 * lesson (or of its annotation) takes, so two changes of one lesson run one after the other. A
 * booking change takes the instructor's and the student's locks first (agendamento).
 */
export function lockAula(id: number) {
  return aulas().where('a.id', '=', id).forUpdate('a').executeTakeFirst();
}

/** The lesson an annotation records, read without a lock: whose lock to take (`lockAula`). */
export async function aulaIdOfAnotacao(anotacaoId: number): Promise<number | undefined> {
  const row = await tenantDb()
    .selectFrom('anotacoes_praticas')
    .select('aula_id')
    .where('id', '=', anotacaoId)
    .executeTakeFirst();
  return row?.aula_id;
}

export async function setStatus(id: number, status: StatusAula): Promise<void> {
  await tenantDb().updateTable('aulas_praticas').set({ status }).where('id', '=', id).execute();
}

/** The given times of an annotation; its odometer is never edited after the lesson (SPEC §5). */
export async function setAnotacaoTimes(id: number, times: { begin_time: Date; finish_time: Date }) {
  await tenantDb().updateTable('anotacoes_praticas').set(times).where('id', '=', id).execute();
}

/** The lesson's history, oldest first, with the name of who did each thing when it is visible. */
export function historico(id: number): Promise<AulaHistorico[]> {
  return tenantDb()
    .selectFrom('aula_historico as h')
    .leftJoin('usuarios as u', 'u.id', 'h.usuario_id')
    .select([
      'h.acao',
      sql<Record<string, unknown> | null>`h.de`.as('de'),
      sql<Record<string, unknown> | null>`h.para`.as('para'),
      'h.motivo',
      'u.nome as usuario',
      isoInstant('h.created_at').as('created_at'),
    ])
    .where('h.aula_id', '=', id)
    .orderBy('h.created_at')
    .orderBy('h.id')
    .execute();
}

export async function addHistorico(
  autoescolaId: number,
  entry: {
    aula_id: number;
    acao: AulaHistorico['acao'];
    de?: Record<string, unknown> | null;
    para?: Record<string, unknown> | null;
    motivo?: string | null;
    usuario_id: number;
  },
): Promise<void> {
  await tenantDb()
    .insertInto('aula_historico')
    .values({
      autoescola_id: autoescolaId,
      aula_id: entry.aula_id,
      acao: entry.acao,
      de: entry.de ? JSON.stringify(entry.de) : null,
      para: entry.para ? JSON.stringify(entry.para) : null,
      motivo: entry.motivo ?? null,
      usuario_id: entry.usuario_id,
    })
    .execute();
}
