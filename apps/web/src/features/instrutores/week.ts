import { addDays, weekStart } from '@cfc/domain';

export { weekDays, weekStart } from '@cfc/domain';

const DAYS_IN_WEEK = 7;

/** The first day of the week `weeks` weeks away from the week of `date`. */
export function shiftWeek(date: string, weeks: number): string {
  return addDays(weekStart(date), weeks * DAYS_IN_WEEK);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The week asked for in the address bar, as its first day; undefined (today's week) for anything odd. */
export function weekFromParam(value: string | null): string | undefined {
  if (value === null || !ISO_DATE.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || !date.toISOString().startsWith(value)) return undefined;
  return weekStart(value);
}
