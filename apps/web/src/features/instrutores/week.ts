import { addDays } from '@cfc/domain';

const DAYS_IN_WEEK = 7;

/** The Monday of the week of `date` ('YYYY-MM-DD'); weeks run Monday to Sunday. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + DAYS_IN_WEEK - 1) % DAYS_IN_WEEK));
}

/** The Monday `weeks` weeks away from the week of `date`. */
export function shiftWeek(date: string, weeks: number): string {
  return addDays(mondayOf(date), weeks * DAYS_IN_WEEK);
}

/** The seven days of the week of `date`, Monday first. */
export function weekDays(date: string): string[] {
  const monday = mondayOf(date);
  return Array.from({ length: DAYS_IN_WEEK }, (_, index) => addDays(monday, index));
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The week asked for in the address bar, as its Monday; undefined (today's week) for anything odd. */
export function weekFromParam(value: string | null): string | undefined {
  if (value === null || !ISO_DATE.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || !date.toISOString().startsWith(value)) return undefined;
  return mondayOf(value);
}
