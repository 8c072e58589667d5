import { TIME_ZONE } from '@cfc/domain';

/** Lessons live on São Paulo's clock, whatever the browser's zone: these read and write it. */

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function wallClock(instant: Date | string): Record<string, string> {
  return Object.fromEntries(parts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
}

/** 'HH:mm' of an instant in São Paulo. */
export function timeInSaoPaulo(instant: Date | string): string {
  const p = wallClock(instant);
  return `${p.hour}:${p.minute}`;
}

/** 'YYYY-MM-DD' of an instant in São Paulo. */
export function dateInSaoPaulo(instant: Date | string): string {
  const p = wallClock(instant);
  return `${p.year}-${p.month}-${p.day}`;
}

/** Minutes since midnight of an instant in São Paulo. */
export function minutesInSaoPaulo(instant: Date | string): number {
  const p = wallClock(instant);
  return Number(p.hour) * 60 + Number(p.minute);
}

/** Minutes São Paulo is ahead of UTC at `time` (-180 since 2019). */
function offsetMinutes(time: number): number {
  const p = wallClock(new Date(time));
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
  );
  return Math.round((asUtc - Math.floor(time / 60_000) * 60_000) / 60_000);
}

/** The UTC ISO instant of a São Paulo date and 'HH:mm': instantAt('2026-03-10', '10:00') is 13:00Z. */
export function instantAt(date: string, time: string): string {
  const guess = Date.parse(`${date}T${time}:00Z`);
  const offset = offsetMinutes(guess - offsetMinutes(guess) * 60_000);
  return new Date(guess - offset * 60_000).toISOString();
}

/** 'HH:mm–HH:mm' of a lesson in São Paulo. */
export function timeRange(inicio: string, fim: string): string {
  return `${timeInSaoPaulo(inicio)}–${timeInSaoPaulo(fim)}`;
}
