import { tenantDb } from '../../platform/db/tenant.ts';
import { listas } from './shared-repository.ts';

/** The SQL of a class's attendance sheet: the school's header, every presence and every student. */

export function escola(autoescolaId: number) {
  return tenantDb()
    .selectFrom('autoescolas')
    .select(['nome_fantasia', 'cnpj', 'uf'])
    .where('id', '=', autoescolaId)
    .executeTakeFirst();
}

/** Every presence of the class's sessions, for the sheet. */
export function folhaDaTurma(turmaId: number) {
  return listas()
    .select(['p.aula_id', 'p.aluno_id', 'p.entrada', 'p.horas_aula', 'p.origem', 'a.status'])
    .where('a.turma_id', '=', turmaId)
    .execute();
}

/** The students on any list of the class (its enrolled and its make-ups), by name. */
export function alunosDaFolha(turmaId: number) {
  return tenantDb()
    .selectFrom('alunos as al')
    .select(['al.id', 'al.nome', 'al.cpf'])
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('matriculas as m')
            .select('m.id')
            .whereRef('m.autoescola_id', '=', 'al.autoescola_id')
            .whereRef('m.aluno_id', '=', 'al.id')
            .where('m.turma_id', '=', turmaId),
        ),
        eb.exists(
          eb
            .selectFrom('presencas as p')
            .innerJoin('aulas_teoricas as a', (join) =>
              join.onRef('a.autoescola_id', '=', 'p.autoescola_id').onRef('a.id', '=', 'p.aula_id'),
            )
            .select('p.aluno_id')
            .whereRef('p.autoescola_id', '=', 'al.autoescola_id')
            .whereRef('p.aluno_id', '=', 'al.id')
            .where('a.turma_id', '=', turmaId),
        ),
      ]),
    )
    .orderBy('al.nome')
    .orderBy('al.id')
    .execute();
}
