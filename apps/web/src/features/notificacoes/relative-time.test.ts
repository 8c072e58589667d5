import { describe, expect, it } from 'vitest';
import { notificacoesPtBR } from './i18n/pt-BR.ts';
import { formatRelativeTime, type RelativeTimeTexts, relativeTime } from './relative-time.ts';

const { tempo } = notificacoesPtBR;
/** The Portuguese words as the screen gets them from i18n. */
const texts: RelativeTimeTexts = {
  now: tempo.now,
  minutes: (count) => tempo.minutes.replace('{{count}}', String(count)),
  hours: (count) => tempo.hours.replace('{{count}}', String(count)),
  yesterday: (time) => tempo.yesterday.replace('{{time}}', time),
};

/** 10 March 2026, 15:30 in São Paulo. */
const NOW = new Date('2026-03-10T15:30:00-03:00');

function said(value: string, now = NOW): string | null {
  const time = relativeTime(value, now);
  return time === null ? null : formatRelativeTime(time, texts, 'pt-BR');
}

describe('relative time of a notification (SPEC §9)', () => {
  it('says minutes on the same day', () => {
    expect(said('2026-03-10T15:29:59-03:00')).toBe('agora');
    expect(said('2026-03-10T15:25:00-03:00')).toBe('há 5 min');
    expect(said('2026-03-10T14:31:00-03:00')).toBe('há 59 min');
  });

  it('says hours on the same day', () => {
    expect(said('2026-03-10T14:30:00-03:00')).toBe('há 1 h');
    expect(said('2026-03-10T00:05:00-03:00')).toBe('há 15 h');
  });

  it("says 'Ontem' with the time for the day before, in São Paulo's calendar", () => {
    expect(said('2026-03-09T23:50:00-03:00')).toBe('Ontem 23:50');
    // 01:00 UTC on the 10th is still the 9th in São Paulo.
    expect(said('2026-03-10T01:00:00Z')).toBe('Ontem 22:00');
    expect(said('2026-03-09T00:00:00-03:00')).toBe('Ontem 00:00');
  });

  it('says the day and the month by name before that', () => {
    expect(said('2026-03-08T23:59:00-03:00')).toBe('8 de março');
    expect(said('2026-01-01T10:00:00-03:00')).toBe('1 de janeiro');
    expect(said('2025-12-24T10:00:00-03:00')).toBe('24 de dezembro de 2025');
  });

  it('counts from midnight of São Paulo, not 24 hours', () => {
    const earlyMorning = new Date('2026-03-10T00:30:00-03:00');
    expect(said('2026-03-09T23:45:00-03:00', earlyMorning)).toBe('Ontem 23:45');
    expect(said('2026-03-10T00:10:00-03:00', earlyMorning)).toBe('há 20 min');
  });

  it('reads a time slightly ahead of the clock as now, and nothing for a bad time', () => {
    expect(said('2026-03-10T15:31:00-03:00')).toBe('agora');
    expect(relativeTime('not a date', NOW)).toBeNull();
    expect(relativeTime(null, NOW)).toBeNull();
  });
});
