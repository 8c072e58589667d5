import type { DisciplinaTeorica } from '@cfc/domain';
import { sql } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { tenantDb } from '../../platform/db/tenant.ts';
import { aulasComLista, faltouSql, listas } from './shared-repository.ts';

/** The SQL of make-ups: what a student missed, where to make it up, and their seat there. */

type CursoTurma = DB['turmas']['curso'];

/**
 * The enrolment locked until the transaction ends, with its status: two make-ups of one student
 * (or a make-up and the enrolment's end) take turns, so the day's limit counts both.
 */
export function lockMatricula(id: number) {
  return tenantDb()
    .selectFrom('matriculas')
    .select(['id', 'status'])
    .where('id', '=', id)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/** The closed sessions a student missed in part or whole, on the lists of an enrolment. */
export function faltasDaMatricula(matriculaId: number) {
  return aulasComLista()
    .innerJoin('presencas as p', (join) =>
      join.onRef('p.autoescola_id', '=', 'a.autoescola_id').onRef('p.aula_id', '=', 'a.id'),
    )
    .where('p.matricula_id', '=', matriculaId)
    .where('a.status', '=', 'encerrada')
    .where(faltouSql)
    .orderBy('a.inicio')
    .execute();
}

/** Sessions of other classes of a course, not closed, of the subjects given, with places left. */
export function aulasParaReposicao(
  curso: CursoTurma,
  disciplinas: readonly DisciplinaTeorica[],
  exceptTurma: number,
  from: Date,
) {
  if (disciplinas.length === 0) return Promise.resolve([]);
  return aulasComLista()
    .where('t.curso', '=', curso)
    .where('a.disciplina', 'in', [...disciplinas])
    .where('a.turma_id', '<>', exceptTurma)
    .where('a.status', '<>', 'encerrada')
    .where('a.fim', '>', from)
    .where('t.status', 'not in', ['concluida', 'cancelada'])
    .orderBy('a.inicio')
    .orderBy('a.id')
    .limit(100)
    .execute();
}

/** The sessions whose lists the student is on. */
export async function aulasDaLista(alunoId: number): Promise<Set<number>> {
  const rows = await tenantDb()
    .selectFrom('presencas')
    .select('aula_id')
    .where('aluno_id', '=', alunoId)
    .execute();
  return new Set(rows.map((row) => row.aula_id));
}

export async function alunosNaAula(aulaId: number): Promise<number> {
  const row = await tenantDb()
    .selectFrom('presencas')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('aula_id', '=', aulaId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Whether the student is on a list of another session overlapping [inicio, fim). */
export async function alunoOcupado(
  alunoId: number,
  inicio: Date | string,
  fim: Date | string,
  exceto: number,
) {
  const row = await listas()
    .select('a.id')
    .where('p.aluno_id', '=', alunoId)
    .where('a.id', '<>', exceto)
    .where('a.inicio', '<', new Date(fim))
    .where('a.fim', '>', new Date(inicio))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertReposicao(
  autoescolaId: number,
  aulaId: number,
  alunoId: number,
  matriculaId: number,
): Promise<void> {
  await tenantDb()
    .insertInto('presencas')
    .values({
      autoescola_id: autoescolaId,
      aula_id: aulaId,
      aluno_id: alunoId,
      matricula_id: matriculaId,
      origem: 'reposicao',
    })
    .execute();
}

/** The student's seat on a session's list: how they came to it, and whether they arrived. */
export function reposicao(aulaId: number, alunoId: number) {
  return tenantDb()
    .selectFrom('presencas')
    .select(['origem', 'entrada'])
    .where('aula_id', '=', aulaId)
    .where('aluno_id', '=', alunoId)
    .executeTakeFirst();
}

export async function deletePresenca(aulaId: number, alunoId: number): Promise<void> {
  await tenantDb()
    .deleteFrom('presencas')
    .where('aula_id', '=', aulaId)
    .where('aluno_id', '=', alunoId)
    .execute();
}
