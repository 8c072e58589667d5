import { describe, expect, it } from 'vitest';
import {
  addDays,
  atSaoPaulo,
  dateInSaoPaulo,
  minutesInSaoPaulo,
  monthBoundsInSaoPaulo,
  saoPauloIso,
  timeInSaoPaulo,
  timeRangeInSaoPaulo,
  todayInSaoPaulo,
  utcIso,
  weekDays,
  weekStart,
} from './dates.ts';

describe('calendar dates in São Paulo', () => {
  it('knows the date in São Paulo, three hours behind UTC', () => {
    expect(todayInSaoPaulo(new Date('2026-11-21T02:30:00Z'))).toBe('2026-11-20');
    expect(todayInSaoPaulo(new Date('2026-11-21T03:30:00Z'))).toBe('2026-11-21');
  });

  it('moves dates across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('starts weeks on Sunday, whatever day is given', () => {
    expect(weekStart('2026-11-22')).toBe('2026-11-22');
    expect(weekStart('2026-11-23')).toBe('2026-11-22');
    expect(weekStart('2026-11-28')).toBe('2026-11-22');
    expect(weekStart('2027-01-01')).toBe('2026-12-27');
    expect(weekDays('2026-03-04')).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
  });
});

// The server's and the web's São Paulo helpers, one implementation since issue 16: their tests, here.
describe('São Paulo calendar', () => {
  it('writes an instant with São Paulo offset, so its date is the local one', () => {
    expect(saoPauloIso('2026-03-11T00:10:00Z')).toBe('2026-03-10T21:10:00-03:00');
    expect(dateInSaoPaulo('2026-03-11T00:10:00Z')).toBe('2026-03-10');
    expect(dateInSaoPaulo('2026-03-11T03:00:00Z')).toBe('2026-03-11');
  });

  it('finds the instant of a local wall-clock time, also in the years with summer time', () => {
    expect(utcIso(atSaoPaulo('2026-03-10', 6 * 60))).toBe('2026-03-10T09:00:00Z');
    expect(utcIso(atSaoPaulo('2026-03-10'))).toBe('2026-03-10T03:00:00Z');
    // Summer time (until 2019): -02:00.
    expect(utcIso(atSaoPaulo('2018-01-15', 6 * 60))).toBe('2018-01-15T08:00:00Z');
    expect(saoPauloIso('2018-01-15T08:00:00Z')).toBe('2018-01-15T06:00:00-02:00');
  });

  it('bounds a São Paulo month by the instants it starts and the next one starts', () => {
    const { from, to } = monthBoundsInSaoPaulo('2026-12');
    expect(utcIso(from)).toBe('2026-12-01T03:00:00Z');
    expect(utcIso(to)).toBe('2027-01-01T03:00:00Z');
  });
});

describe('São Paulo time', () => {
  it('shows a UTC instant on São Paulo clock (UTC-3)', () => {
    expect(timeInSaoPaulo('2026-12-21T12:20:00Z')).toBe('09:20');
    expect(minutesInSaoPaulo('2026-12-21T12:20:00Z')).toBe(9 * 60 + 20);
    expect(timeRangeInSaoPaulo('2026-12-21T12:20:00Z', '2026-12-21T13:10:00Z')).toBe('09:20–10:10');
  });

  it('keeps the São Paulo date of a late evening lesson, already the next day in UTC', () => {
    expect(dateInSaoPaulo('2026-12-22T01:30:00Z')).toBe('2026-12-21');
  });

  it('turns a São Paulo date and time into the instant', () => {
    expect(atSaoPaulo('2026-03-10', '10:00').toISOString()).toBe('2026-03-10T13:00:00.000Z');
    expect(atSaoPaulo('2026-12-21', '22:30').toISOString()).toBe('2026-12-22T01:30:00.000Z');
  });
});
