import { addDays, saoPauloIso, saoPauloOffsetMinutes } from '@cfc/domain';

export { saoPauloIso };

/** Lessons live on São Paulo's calendar: these turn instants into its dates and back. */

/** The São Paulo calendar date of an instant, 'YYYY-MM-DD'. */
export const saoPauloDate = (instant: Date | string | number) => saoPauloIso(instant).slice(0, 10);

/** The instant of a São Paulo wall-clock time on a date: atSaoPaulo('2026-03-10', 6 * 60) is 06:00 there. */
export function atSaoPaulo(date: string, minutesOfDay = 0): Date {
  const guess = Date.parse(`${date}T00:00:00Z`) + minutesOfDay * 60_000;
  return new Date(guess - saoPauloOffsetMinutes(guess - saoPauloOffsetMinutes(guess) * 60_000) * 60_000);
}

/** An instant as the replies write it, UTC to the second ('2026-03-10T13:00:00Z'), like the lists' SQL. */
export const utcIso = (instant: Date | string | number) => `${new Date(instant).toISOString().slice(0, 19)}Z`;

/** The São Paulo month of an instant, 'YYYY-MM' (the contingency share is monthly). */
export const saoPauloMonth = (instant: Date | string | number) => saoPauloDate(instant).slice(0, 7);

/** The instants a São Paulo month ('YYYY-MM') starts and the next one starts. */
export function monthBounds(mes: string): { from: Date; to: Date } {
  const first = `${mes}-01`;
  return { from: atSaoPaulo(first), to: atSaoPaulo(`${addDays(first, 31).slice(0, 7)}-01`) };
}
