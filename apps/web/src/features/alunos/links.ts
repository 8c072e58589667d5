import { buildPath, type RouteName } from '../../routing/routes.ts';

/** The screens that work on one student take it from `?aluno=`, so a link can preselect it. */
export const ALUNO_PARAM = 'aluno';

export function withAluno(route: RouteName, idAluno: number): string {
  return `${buildPath(route)}?${new URLSearchParams({ [ALUNO_PARAM]: String(idAluno) })}`;
}

/** The exam the edit screen opens (`?exame=`); the route's own id is the student's (the patient). */
export const EXAME_PARAM = 'exame';

/** alunos/editar/paciente/:idPaciente, where idPaciente is the student: exams are reached through it. */
export function editExamePath(idAluno: number, idExame: number): string {
  return `${buildPath('editar-paciente', { idPaciente: idAluno })}?${new URLSearchParams({ [EXAME_PARAM]: String(idExame) })}`;
}
