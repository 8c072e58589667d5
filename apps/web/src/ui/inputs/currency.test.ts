import { describe, expect, it } from 'vitest';
import { nextCents, showCents } from './currency.ts';

describe('nextCents', () => {
  it('reads the digits as cents, so a typed digit is appended', () => {
    expect(nextCents(null, '1')).toBe(1);
    expect(nextCents(1, 'R$ 0,012')).toBe(12);
    expect(nextCents(12345, 'R$ 123,456')).toBe(123456);
    expect(nextCents(null, '123456')).toBe(123456);
  });

  it('drops the last digit on backspace', () => {
    expect(nextCents(123456, 'R$ 1.234,5')).toBe(12345);
    expect(nextCents(5, 'R$ 0,0')).toBe(0);
  });

  it('takes a zero only when a value exists', () => {
    expect(nextCents(null, '0')).toBeNull();
    expect(nextCents(0, 'R$ 0,000')).toBe(0);
    expect(nextCents(1, 'R$ 0,010')).toBe(10);
  });

  it('keeps zero when emptied at zero and clears any other value', () => {
    expect(nextCents(0, '')).toBe(0);
    expect(nextCents(0, 'R$ 0,0')).toBe(0);
    expect(nextCents(500, '')).toBeNull();
  });

  it('ignores anything but digits', () => {
    expect(nextCents(null, 'abc')).toBeNull();
    expect(nextCents(null, '1a2')).toBe(12);
  });
});

describe('showCents', () => {
  it('shows reais or nothing', () => {
    expect(showCents(123456)).toBe('R$\u00a01.234,56');
    expect(showCents(null)).toBe('');
  });
});
