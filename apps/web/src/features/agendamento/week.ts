import { addDays } from '@cfc/domain';

/** The agenda shows one day or the week (Sunday to Saturday, as the date picker). */
export type AgendaView = 'dia' | 'semana';

const WEEK_DAYS = 7;

/** Day of the week of a calendar date, 0 for Sunday. */
function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The Sunday that opens the week of `date`. */
export function weekStart(date: string): string {
  return addDays(date, -weekday(date));
}

/** The dates the agenda shows for a view around `date`. */
export function visibleDays(date: string, view: AgendaView): string[] {
  if (view === 'dia') return [date];
  const start = weekStart(date);
  return Array.from({ length: WEEK_DAYS }, (_, index) => addDays(start, index));
}

/** The date one step (a day or a week) before (-1) or after (+1). */
export function shiftDate(date: string, view: AgendaView, direction: -1 | 1): string {
  return addDays(date, direction * (view === 'dia' ? 1 : WEEK_DAYS));
}
