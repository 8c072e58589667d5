import { sql } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { tenantDb } from '../../platform/db/tenant.ts';
import { alunosNaListaSql, matriculas } from './shared-repository.ts';

/** The SQL of enrolling a process in a class and of ending an enrolment. */

type CursoTurma = DB['turmas']['curso'];

export function matriculasDaTurma(turmaId: number) {
  return matriculas()
    .where('m.turma_id', '=', turmaId)
    .orderBy(sql`m.status = 'ativa'`, 'desc')
    .orderBy('al.nome')
    .orderBy('m.id')
    .execute();
}

/** The process to enrol: its student, kind, regime and status. */
export function processo(id: number) {
  return tenantDb()
    .selectFrom('processos')
    .select(['id', 'autoescola_id', 'aluno_id', 'tipo', 'regime', 'status', 'categoria', 'renach'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Another class of the same course the process is enrolled in now. */
export function outraMatriculaNoCurso(processoId: number, curso: CursoTurma, turmaId: number) {
  return tenantDb()
    .selectFrom('matriculas as m')
    .innerJoin('turmas as t', (join) =>
      join.onRef('t.autoescola_id', '=', 'm.autoescola_id').onRef('t.id', '=', 'm.turma_id'),
    )
    .select(['m.id', 't.nome'])
    .where('m.processo_id', '=', processoId)
    .where('m.status', '=', 'ativa')
    .where('t.curso', '=', curso)
    .where('m.turma_id', '<>', turmaId)
    .executeTakeFirst();
}

/** The fullest session of the class not yet closed (places are checked against the room's). */
export function aulaMaisCheia(turmaId: number) {
  return tenantDb()
    .selectFrom('aulas_teoricas as a')
    .select([isoInstant('a.inicio').as('inicio'), alunosNaListaSql.as('alunos')])
    .where('a.turma_id', '=', turmaId)
    .where('a.status', '<>', 'encerrada')
    .orderBy(sql`2`, 'desc')
    .orderBy('a.inicio')
    .limit(1)
    .executeTakeFirst();
}

export async function insertMatricula(
  autoescolaId: number,
  values: { turma_id: number; aluno_id: number; processo_id: number; usuario_id: number },
): Promise<number> {
  const { id } = await tenantDb()
    .insertInto('matriculas')
    .values({ autoescola_id: autoescolaId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Ends an enrolment: the student leaves the lists of sessions not closed where nothing was marked. */
export async function cancelarMatricula(id: number): Promise<boolean> {
  const result = await tenantDb()
    .updateTable('matriculas')
    .set({ status: 'cancelada', cancelada_em: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'ativa')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await tenantDb()
    .deleteFrom('presencas')
    .where('matricula_id', '=', id)
    .where('entrada', 'is', null)
    .where('aula_id', 'in', (eb) =>
      eb.selectFrom('aulas_teoricas').select('id').where('status', '<>', 'encerrada'),
    )
    .execute();
  return true;
}
