/**
 * Booking practical lessons (agendamento, as the web's screens call it), the part's entry: what its
 * routes and the other parts call. Each use case has its file:
 *
 * - agendar.ts: book a lesson (`bookAula`);
 * - horarios-livres.ts: the day's free slots and why the others are not free;
 * - remarcar.ts: move a scheduled lesson to another start;
 * - cancelar.ts: cancel a lesson, removing a given lesson's record once confirmed;
 * - remover-anotacao.ts: remove a given lesson's record (SPEC §7 'removerAnotacao');
 * - contingencia.ts: mark or unmark a lesson as a contingency one, within the month's share;
 * - modificar.ts: the staff's 'Modificar Aula Prática' (instructor, vehicle and times together);
 * - verificar.ts: the rules the other parts run, at the instructor's start (validityOfAula), before
 *   sending (checkAulaDada) and on a correction of times (durationViolationsOf).
 *
 * Every change runs the rules of packages/domain again (rules.ts) in one tenant transaction, under
 * the instructor's, the student's and the lesson's locks (shared.ts); repository.ts writes the SQL.
 */

export { bookAula } from './agendar.ts';
export { cancelAula } from './cancelar.ts';
export { setContingencia } from './contingencia.ts';
export { listHorariosLivres } from './horarios-livres.ts';
export { updateAula } from './modificar.ts';
export { rescheduleAula } from './remarcar.ts';
export { ANOTACAO_REMOVIDA, CONFIRM_ANNOTATION_REMOVAL, removeAnotacao } from './remover-anotacao.ts';
export { checkAulaDada, durationViolationsOf, type VerificacaoAula, validityOfAula } from './verificar.ts';
