/**
 * Theory classes, the module's entry: what its routes and the other files call. Each use case has
 * its file, with its SQL beside it (`<use case>-repository.ts`):
 *
 * - turmas.ts: the courses, a class and its instructors per subject (list, create, change, delete);
 * - aulas.ts: scheduling a class's sessions and the calendar, with the session's rules;
 * - presenca.ts: running a session (open, mark and undo presences, close and count);
 * - evidencias.ts: the camera's snapshots and the students' photos of a session;
 * - matriculas.ts: enrolling a process in a class, and ending an enrolment;
 * - reposicao.ts: a student's missed sessions and their make-ups in other classes;
 * - consultas.ts, horas.ts, folha.ts: the student's area, the hours and their report, the sheet.
 *
 * What they share (who asks, the class and the session as the caller may see or change them, the
 * locks, the reply shapes) is in shared.ts; the one query each record is read with, in
 * shared-repository.ts. Every change runs in one tenant transaction, the class's lock first.
 */

export { createAula, deleteAula, getAula, listAulasDaTurma, listCalendario, updateAula } from './aulas.ts';
export { evidenciaKey, getEvidencia, listEvidencias, saveFotoAluno } from './evidencias.ts';
export { enrol, listMatriculas, unenrol } from './matriculas.ts';
export {
  type AulaAberta,
  abrirAulaRemota,
  clearPresenca,
  closeAula,
  markPresenca,
  openAula,
  registrarPresencaPorGravacao,
  registrarPresencasRemotas,
} from './presenca.ts';
export { createReposicao, getReposicao, removeReposicao } from './reposicao.ts';
export { createTurma, deleteTurma, getTurma, listCursos, listTurmas, updateTurma } from './turmas.ts';
