import { TIME_ZONE } from '@cfc/domain';

/** Lessons live on São Paulo's calendar: these turn instants into its dates and back. */

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
function offsetMinutes(instant: number): number {
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
  const offset = offsetMinutes(time);
  const local = new Date(time + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  return `${local}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** The São Paulo calendar date of an instant, 'YYYY-MM-DD'. */
export const saoPauloDate = (instant: Date | string | number) => saoPauloIso(instant).slice(0, 10);

/** The instant of a São Paulo wall-clock time on a date: atSaoPaulo('2026-03-10', 6 * 60) is 06:00 there. */
export function atSaoPaulo(date: string, minutesOfDay = 0): Date {
  const guess = Date.parse(`${date}T00:00:00Z`) + minutesOfDay * 60_000;
  return new Date(guess - offsetMinutes(guess - offsetMinutes(guess) * 60_000) * 60_000);
}

/** An instant as the replies write it, UTC to the second ('2026-03-10T13:00:00Z'), like the lists' SQL. */
export const utcIso = (instant: Date | string | number) => `${new Date(instant).toISOString().slice(0, 19)}Z`;
