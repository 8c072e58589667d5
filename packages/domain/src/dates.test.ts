import { describe, expect, it } from 'vitest';
import { addDays, todayInSaoPaulo, weekDays, weekStart } from './dates.ts';

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
