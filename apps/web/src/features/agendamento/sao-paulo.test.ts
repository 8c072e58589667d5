import { describe, expect, it } from 'vitest';
import { dateInSaoPaulo, instantAt, minutesInSaoPaulo, timeInSaoPaulo, timeRange } from './sao-paulo.ts';

describe('São Paulo time', () => {
  it('shows a UTC instant on São Paulo clock (UTC-3)', () => {
    expect(timeInSaoPaulo('2026-12-21T12:20:00Z')).toBe('09:20');
    expect(minutesInSaoPaulo('2026-12-21T12:20:00Z')).toBe(9 * 60 + 20);
    expect(timeRange('2026-12-21T12:20:00Z', '2026-12-21T13:10:00Z')).toBe('09:20–10:10');
  });

  it('keeps the São Paulo date of a late evening lesson, already the next day in UTC', () => {
    expect(dateInSaoPaulo('2026-12-22T01:30:00Z')).toBe('2026-12-21');
  });

  it('turns a São Paulo date and time into the instant', () => {
    expect(instantAt('2026-03-10', '10:00')).toBe('2026-03-10T13:00:00.000Z');
    expect(instantAt('2026-12-21', '22:30')).toBe('2026-12-22T01:30:00.000Z');
  });
});
