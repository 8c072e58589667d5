import { addDays, weekDays } from '@cfc/domain';

/** The agenda shows one day or the week (Sunday to Saturday, FIRST_DAY_OF_WEEK of the domain). */
export type AgendaView = 'dia' | 'semana';

const WEEK_DAYS = 7;

export { weekStart } from '@cfc/domain';

/** The dates the agenda shows for a view around `date`. */
export function visibleDays(date: string, view: AgendaView): string[] {
  return view === 'dia' ? [date] : weekDays(date);
}

/** The date one step (a day or a week) before (-1) or after (+1). */
export function shiftDate(date: string, view: AgendaView, direction: -1 | 1): string {
  return addDays(date, direction * (view === 'dia' ? 1 : WEEK_DAYS));
}
