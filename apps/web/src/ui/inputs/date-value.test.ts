import { describe, expect, it } from 'vitest';
import { checkDateText, isDateValue, isFilterDate, openingDate, parseDateBR } from './date-value.ts';

describe('parseDateBR', () => {
  it('reads a complete DD/MM/YYYY date', () => {
    expect(parseDateBR('04/02/2025')).toBe('2025-02-04');
    expect(parseDateBR('29/02/2024')).toBe('2024-02-29');
    expect(parseDateBR('01/01/1900')).toBe('1900-01-01');
    expect(parseDateBR('31/12/9999')).toBe('9999-12-31');
  });

  it('refuses incomplete dates, days that do not exist and years out of 1900-9999', () => {
    expect(parseDateBR('4/2/2025')).toBeNull();
    expect(parseDateBR('04/02/25')).toBeNull();
    expect(parseDateBR('29/02/2023')).toBeNull();
    expect(parseDateBR('31/04/2025')).toBeNull();
    expect(parseDateBR('31/12/1899')).toBeNull();
    expect(parseDateBR('')).toBeNull();
  });

  it('reads digits typed without slashes, as on a phone keypad', () => {
    expect(parseDateBR('15031990')).toBe('1990-03-15');
    expect(parseDateBR(' 29022024 ')).toBe('2024-02-29');
    expect(parseDateBR('31022001')).toBeNull();
    expect(parseDateBR('1503199')).toBeNull();
    expect(parseDateBR('150319900')).toBeNull();
  });
});

describe('checkDateText', () => {
  const today = '2026-11-25';

  it('takes a blank text or a real date within the bounds', () => {
    expect(checkDateText('  ', '1900-01-01', today)).toEqual({ kind: 'blank' });
    expect(checkDateText('15031990', '1900-01-01', today)).toEqual({ kind: 'date', value: '1990-03-15' });
    expect(checkDateText('25/11/2026', '1900-01-01', today)).toEqual({ kind: 'date', value: today });
  });

  it('says why it refuses a text, so nothing typed is saved as empty', () => {
    expect(checkDateText('31/02/2001', '1900-01-01', today)).toEqual({ kind: 'problem', problem: 'invalid' });
    expect(checkDateText('15/03/19', '1900-01-01', today)).toEqual({ kind: 'problem', problem: 'invalid' });
    // A birth date in the future.
    expect(checkDateText('26/11/2026', '1900-01-01', today)).toEqual({
      kind: 'problem',
      problem: 'afterMax',
    });
    expect(checkDateText('24/11/2026', today, '9999-12-31')).toEqual({
      kind: 'problem',
      problem: 'beforeMin',
    });
  });

  it('tells a date value from a refused text', () => {
    expect(isDateValue('1990-03-15')).toBe(true);
    expect(isDateValue('31/02/2001')).toBe(false);
    expect(isFilterDate('')).toBe(true);
    expect(isFilterDate('1990-03-15')).toBe(true);
    expect(isFilterDate('1503')).toBe(false);
  });
});

describe('openingDate', () => {
  it('opens on today within the bounds', () => {
    expect(openingDate('2025-02-04', '1900-01-01', '9999-12-31')).toBe('2025-02-04');
    expect(openingDate('2025-02-04', '2026-01-01', '9999-12-31')).toBe('2026-01-01');
    expect(openingDate('2025-02-04', '1900-01-01', '2000-12-31')).toBe('2000-12-31');
  });
});
