/** The platform's clock is São Paulo's: lessons, links and reports speak its calendar. */
export const TIME_ZONE = 'America/Sao_Paulo';

/** Today's date in São Paulo, 'YYYY-MM-DD'. */
export function todayInSaoPaulo(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
}

/** A calendar date moved by whole days: addDays('2026-02-28', 1) is '2026-03-01'. */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** Weeks start on Sunday, as Brazilian calendars do (0 = Sunday), in every calendar and week view. */
export const FIRST_DAY_OF_WEEK = 0;
const DAYS_IN_WEEK = 7;

/** The first day (a Sunday) of the week that holds `date`. */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday - FIRST_DAY_OF_WEEK + DAYS_IN_WEEK) % DAYS_IN_WEEK));
}

/** The seven days of the week that holds `date`, from its first day. */
export function weekDays(date: string): string[] {
  const start = weekStart(date);
  return Array.from({ length: DAYS_IN_WEEK }, (_, index) => addDays(start, index));
}

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Minutes São Paulo is ahead of UTC at `instant` (negative: -180 since 2019). */
export function saoPauloOffsetMinutes(instant: number): number {
  const p = Object.fromEntries(parts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An instant written with São Paulo's offset ('2026-03-10T21:10:00-03:00'): its first ten
 * characters are the local date, which is what the lesson rules compare for "the same day".
 */
export function saoPauloIso(instant: Date | string | number): string {
  const time = new Date(instant).getTime();
  const offset = saoPauloOffsetMinutes(time);
  const local = new Date(time + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  return `${local}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}
