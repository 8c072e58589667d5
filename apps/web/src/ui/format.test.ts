import { describe, expect, it } from 'vitest';
import { displayCents, displayCpf, displayDate, displayPhone } from './format.ts';

describe('displayCpf', () => {
  it('formats eleven digits and shows a dash otherwise', () => {
    expect(displayCpf('52998224725')).toBe('529.982.247-25');
    expect(displayCpf('')).toBe('-');
    expect(displayCpf(null)).toBe('-');
    expect(displayCpf('123')).toBe('-');
  });
});

describe('displayDate', () => {
  it('shows a calendar day as it is', () => {
    expect(displayDate('2025-02-04')).toBe('04/02/2025');
    expect(displayDate('2025-02-04', true)).toBe('04/02/2025');
  });

  it('shows an instant in São Paulo time, with or without the time', () => {
    expect(displayDate('2025-02-04T15:30:05.123Z')).toBe('04/02/2025 12:30:05');
    expect(displayDate('2025-02-04T01:00:00Z', true)).toBe('03/02/2025');
  });

  it('shows a dash without a value', () => {
    expect(displayDate(null)).toBe('-');
    expect(displayDate('')).toBe('-');
    expect(displayDate('not a date')).toBe('-');
  });
});

describe('displayPhone', () => {
  it('formats landlines and mobiles', () => {
    expect(displayPhone('9832214567')).toBe('(98) 3221-4567');
    expect(displayPhone('98987654321')).toBe('(98) 98765-4321');
  });

  it('keeps other values and shows a dash when empty', () => {
    expect(displayPhone('0800 123')).toBe('0800 123');
    expect(displayPhone(null)).toBe('-');
  });
});

describe('displayCents', () => {
  it('formats cents as reais', () => {
    expect(displayCents(123456)).toBe('R$ 1.234,56');
    expect(displayCents(0)).toBe('R$ 0,00');
    expect(displayCents(null)).toBe('-');
  });
});
