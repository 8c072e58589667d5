import { describe, expect, it } from 'vitest';
import { openingDate, parseDateBR } from './date-value.ts';

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
});

describe('openingDate', () => {
  it('opens on today within the bounds', () => {
    expect(openingDate('2025-02-04', '1900-01-01', '9999-12-31')).toBe('2025-02-04');
    expect(openingDate('2025-02-04', '2026-01-01', '9999-12-31')).toBe('2026-01-01');
    expect(openingDate('2025-02-04', '1900-01-01', '2000-12-31')).toBe('2000-12-31');
  });
});
