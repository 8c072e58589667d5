import { tzOffset } from '@date-fns/tz';

/**
 * The platform's clock is São Paulo's: lessons, links and reports speak its calendar, whatever the
 * zone of the server or the browser. The one implementation of it, for the server, the web app and
 * the simulator: every helper below reads São Paulo's offset at the instant through @date-fns/tz
 * (which keeps one Intl formatter for the zone), so summer time (until 2019) is right too.
 */
export const TIME_ZONE = 'America/Sao_Paulo';

const MINUTE_MS = 60_000;

/** Minutes São Paulo is ahead of UTC at `instant` (negative: -180 since 2019). */
export function saoPauloOffsetMinutes(instant: Date | string | number): number {
  return Math.round(tzOffset(TIME_ZONE, new Date(instant)));
}

/** São Paulo's wall clock at an instant, to the second: 'YYYY-MM-DDTHH:mm:ss'. */
function wallClock(instant: Date | string | number): string {
  const time = new Date(instant).getTime();
  return new Date(time + saoPauloOffsetMinutes(time) * MINUTE_MS).toISOString().slice(0, 19);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An instant written with São Paulo's offset ('2026-03-10T21:10:00-03:00'): its first ten
 * characters are the local date, which is what the lesson rules compare for "the same day".
 */
export function saoPauloIso(instant: Date | string | number): string {
  const offset = saoPauloOffsetMinutes(instant);
  const sign = offset < 0 ? '-' : '+';
  return `${wallClock(instant)}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** The São Paulo date of an instant, 'YYYY-MM-DD'. */
export const dateInSaoPaulo = (instant: Date | string | number): string => wallClock(instant).slice(0, 10);

/** The São Paulo month of an instant, 'YYYY-MM' (the contingency share is monthly). */
export const monthInSaoPaulo = (instant: Date | string | number): string => wallClock(instant).slice(0, 7);

/** 'HH:mm' of an instant in São Paulo. */
export const timeInSaoPaulo = (instant: Date | string | number): string => wallClock(instant).slice(11, 16);

/** Minutes since midnight of an instant in São Paulo. */
export function minutesInSaoPaulo(instant: Date | string | number): number {
  const clock = wallClock(instant);
  return Number(clock.slice(11, 13)) * 60 + Number(clock.slice(14, 16));
}

/** 'HH:mm–HH:mm' of a lesson in São Paulo. */
export const timeRangeInSaoPaulo = (inicio: Date | string, fim: Date | string): string =>
  `${timeInSaoPaulo(inicio)}–${timeInSaoPaulo(fim)}`;

/** Today's date in São Paulo, 'YYYY-MM-DD'. */
export function todayInSaoPaulo(now: Date | number = new Date()): string {
  return dateInSaoPaulo(now);
}

/** Minutes of the day of a wall-clock time: 'HH:mm' or the minutes themselves. */
const minutesOfDay = (time: number | string) =>
  typeof time === 'number' ? time : Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The instant of a São Paulo wall-clock time on a date, 'HH:mm' or minutes of the day:
 * atSaoPaulo('2026-03-10', '06:00') and atSaoPaulo('2026-03-10', 6 * 60) are 09:00 UTC.
 */
export function atSaoPaulo(date: string, time: number | string = 0): Date {
  const guess = Date.parse(`${date}T00:00:00Z`) + minutesOfDay(time) * MINUTE_MS;
  const offset = saoPauloOffsetMinutes(guess - saoPauloOffsetMinutes(guess) * MINUTE_MS);
  return new Date(guess - offset * MINUTE_MS);
}

/** An instant as the API writes it: UTC to the second ('2026-03-10T13:00:00Z'), like the lists' SQL. */
export const utcIso = (instant: Date | string | number): string =>
  `${new Date(instant).toISOString().slice(0, 19)}Z`;

/** A calendar date moved by whole days: addDays('2026-02-28', 1) is '2026-03-01'. */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** The instants a São Paulo month ('YYYY-MM') starts and the next one starts. */
export function monthBoundsInSaoPaulo(mes: string): { from: Date; to: Date } {
  const first = `${mes}-01`;
  return { from: atSaoPaulo(first), to: atSaoPaulo(`${addDays(first, 31).slice(0, 7)}-01`) };
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
