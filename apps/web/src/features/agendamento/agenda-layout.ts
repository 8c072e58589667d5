import type { AulaPratica } from '@cfc/contract';
import { dateInSaoPaulo, minutesInSaoPaulo } from '@cfc/domain';

/** The hours the agenda grid shows (the scheduling day, 06:00 to 22:00 São Paulo time). */
export const AGENDA_FIRST_HOUR = 6;
export const AGENDA_LAST_HOUR = 22;

export const agendaHours = (): number[] =>
  Array.from({ length: AGENDA_LAST_HOUR - AGENDA_FIRST_HOUR }, (_, index) => AGENDA_FIRST_HOUR + index);

/** The lessons of a day that start within an hour row of the grid, in order. */
export function lessonsAt(aulas: readonly AulaPratica[], day: string, hour: number): AulaPratica[] {
  return aulas
    .filter(
      (aula) =>
        dateInSaoPaulo(aula.inicio) === day && Math.floor(minutesInSaoPaulo(aula.inicio) / 60) === hour,
    )
    .sort((a, b) => a.inicio.localeCompare(b.inicio));
}
