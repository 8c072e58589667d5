import { describe, expect, it } from 'vitest';
import { shiftWeek, weekDays, weekFromParam, weekStart } from './week.ts';

describe('weeks', () => {
  it('start on Sunday, whatever day is given', () => {
    expect(weekStart('2026-11-15')).toBe('2026-11-15');
    expect(weekStart('2026-11-16')).toBe('2026-11-15');
    expect(weekStart('2026-11-21')).toBe('2026-11-15');
  });

  it('move by whole weeks across months and years', () => {
    expect(shiftWeek('2026-11-21', 1)).toBe('2026-11-22');
    expect(shiftWeek('2026-11-21', -1)).toBe('2026-11-08');
    expect(shiftWeek('2026-12-30', 1)).toBe('2027-01-03');
  });

  it('have seven days, Sunday to Saturday', () => {
    expect(weekDays('2026-03-01')).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
  });

  it('come from the address bar only when it holds a real date', () => {
    expect(weekFromParam('2026-11-19')).toBe('2026-11-15');
    expect(weekFromParam(null)).toBeUndefined();
    expect(weekFromParam('2026-02-30')).toBeUndefined();
    expect(weekFromParam('ontem')).toBeUndefined();
  });
});
