import { TIME_ZONE } from '@cfc/domain';

const SECOND = 1_000;
const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', Number.POSITIVE_INFINITY],
];

/**
 * How long ago `value` was, in the user's language: 'há 3 minutos', 'ontem'. Null for a missing or
 * unreadable time. A time slightly ahead of the browser's clock reads as now.
 */
export function relativeTime(value: string | null, now: Date, language: string): string | null {
  if (value === null) return null;
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return null;
  let amount = Math.min(0, Math.round((time - now.getTime()) / SECOND));
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return format.format(amount, unit);
    amount = Math.round(amount / size);
  }
  return format.format(amount, 'day');
}

/** The time of day of `date` in São Paulo, as the user's language writes it: '15:04:05'. */
export function clockTime(date: Date, language: string): string {
  return new Intl.DateTimeFormat(language, { timeStyle: 'medium', timeZone: TIME_ZONE }).format(date);
}
