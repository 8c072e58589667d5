import { describe, expect, it } from 'vitest';
import { shiftDate, visibleDays, weekStart } from './week.ts';

describe('agenda weeks', () => {
  it('opens the week on Sunday', () => {
    expect(weekStart('2026-12-23')).toBe('2026-12-20'); // a Wednesday
    expect(weekStart('2026-12-20')).toBe('2026-12-20');
  });

  it('shows seven days across a month and a year end', () => {
    const days = visibleDays('2026-12-31', 'semana');
    expect(days).toHaveLength(7);
    expect(days[0]).toBe('2026-12-27');
    expect(days[6]).toBe('2027-01-02');
    expect(visibleDays('2026-12-31', 'dia')).toEqual(['2026-12-31']);
  });

  it('steps a day or a week', () => {
    expect(shiftDate('2026-12-31', 'dia', 1)).toBe('2027-01-01');
    expect(shiftDate('2026-12-31', 'semana', -1)).toBe('2026-12-24');
  });
});
