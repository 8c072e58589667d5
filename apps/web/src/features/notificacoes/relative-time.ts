import { addDays, TIME_ZONE, todayInSaoPaulo } from '@cfc/domain';

/**
 * When a notification arrived, as the list says it (SPEC §9): the same day in minutes or hours,
 * the day before as 'Ontem' with the time, otherwise the day and the month's name. Days are São
 * Paulo's calendar days.
 */
export type RelativeTime =
  | { readonly kind: 'now' }
  | { readonly kind: 'minutes'; readonly count: number }
  | { readonly kind: 'hours'; readonly count: number }
  | { readonly kind: 'yesterday'; readonly time: string }
  | { readonly kind: 'date'; readonly instant: Date; readonly withYear: boolean };

const MINUTE_MS = 60_000;
const MINUTES_PER_HOUR = 60;

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Where `value` falls against `now`; null for a missing or unreadable time. */
export function relativeTime(value: string | null | undefined, now: Date): RelativeTime | null {
  if (!value) return null;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  const today = todayInSaoPaulo(now);
  const day = todayInSaoPaulo(instant);
  // A time slightly ahead of the browser's clock reads as now.
  const minutes = Math.max(0, Math.floor((now.getTime() - instant.getTime()) / MINUTE_MS));
  if (day >= today) {
    if (minutes < 1) return { kind: 'now' };
    if (minutes < MINUTES_PER_HOUR) return { kind: 'minutes', count: minutes };
    return { kind: 'hours', count: Math.floor(minutes / MINUTES_PER_HOUR) };
  }
  if (day === addDays(today, -1)) return { kind: 'yesterday', time: clock.format(instant) };
  return { kind: 'date', instant, withYear: day.slice(0, 4) !== today.slice(0, 4) };
}

/** The words of the relative time in the user's language (the feature's `tempo` texts). */
export interface RelativeTimeTexts {
  readonly now: string;
  readonly minutes: (count: number) => string;
  readonly hours: (count: number) => string;
  readonly yesterday: (time: string) => string;
}

/** '3 de março' (pt-BR), 'March 3' (en); with the year when it is not this year's. */
export function dayAndMonth(instant: Date, language: string, withYear: boolean): string {
  return new Intl.DateTimeFormat(language, {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: withYear ? 'numeric' : undefined,
  }).format(instant);
}

/** The text of a relative time: 'há 5 min', 'há 2 h', 'Ontem 14:05', '3 de março'. */
export function formatRelativeTime(time: RelativeTime, texts: RelativeTimeTexts, language: string): string {
  switch (time.kind) {
    case 'now':
      return texts.now;
    case 'minutes':
      return texts.minutes(time.count);
    case 'hours':
      return texts.hours(time.count);
    case 'yesterday':
      return texts.yesterday(time.time);
    case 'date':
      return dayAndMonth(time.instant, language, time.withYear);
  }
}

/** The full date and time, for the tooltip and the `<time>` element's title. */
export function fullDateTime(value: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    timeZone: TIME_ZONE,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(value));
}
