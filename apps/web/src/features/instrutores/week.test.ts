import { describe, expect, it } from 'vitest';
import { mondayOf, shiftWeek, weekDays, weekFromParam } from './week.ts';

describe('weeks', () => {
  it('start on Monday, whatever day is given', () => {
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(mondayOf('2026-11-21')).toBe('2026-11-16');
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
  });

  it('move by whole weeks across months and years', () => {
    expect(shiftWeek('2026-11-21', 1)).toBe('2026-11-23');
    expect(shiftWeek('2026-11-21', -1)).toBe('2026-11-09');
    expect(shiftWeek('2026-12-30', 1)).toBe('2027-01-04');
  });

  it('have seven days, Monday to Sunday', () => {
    expect(weekDays('2026-03-01')).toEqual([
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
  });

  it('come from the address bar only when it holds a real date', () => {
    expect(weekFromParam('2026-11-19')).toBe('2026-11-16');
    expect(weekFromParam(null)).toBeUndefined();
    expect(weekFromParam('2026-02-30')).toBeUndefined();
    expect(weekFromParam('ontem')).toBeUndefined();
  });
});
