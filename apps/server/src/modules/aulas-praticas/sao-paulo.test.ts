import { describe, expect, it } from 'vitest';
import { atSaoPaulo, saoPauloDate, saoPauloIso, utcIso } from './sao-paulo.ts';

describe('São Paulo calendar', () => {
  it('writes an instant with São Paulo offset, so its date is the local one', () => {
    expect(saoPauloIso('2026-03-11T00:10:00Z')).toBe('2026-03-10T21:10:00-03:00');
    expect(saoPauloDate('2026-03-11T00:10:00Z')).toBe('2026-03-10');
    expect(saoPauloDate('2026-03-11T03:00:00Z')).toBe('2026-03-11');
  });

  it('finds the instant of a local wall-clock time, also in the years with summer time', () => {
    expect(utcIso(atSaoPaulo('2026-03-10', 6 * 60))).toBe('2026-03-10T09:00:00Z');
    expect(utcIso(atSaoPaulo('2026-03-10'))).toBe('2026-03-10T03:00:00Z');
    // Summer time (until 2019): -02:00.
    expect(utcIso(atSaoPaulo('2018-01-15', 6 * 60))).toBe('2018-01-15T08:00:00Z');
    expect(saoPauloIso('2018-01-15T08:00:00Z')).toBe('2018-01-15T06:00:00-02:00');
  });
});
