import { describe, expect, it } from 'vitest';
import { isCompleteCpf, maskCpf } from './masks.ts';

describe('maskCpf', () => {
  it('formats a CPF progressively while it is typed', () => {
    expect(maskCpf('')).toBe('');
    expect(maskCpf('123')).toBe('123');
    expect(maskCpf('1234')).toBe('123.4');
    expect(maskCpf('1234567')).toBe('123.456.7');
    expect(maskCpf('1234567890')).toBe('123.456.789-0');
    expect(maskCpf('12345678901')).toBe('123.456.789-01');
  });

  it('ignores non-digits and drops digits beyond eleven', () => {
    expect(maskCpf('123.456.789-01')).toBe('123.456.789-01');
    expect(maskCpf('a1b2c3 456789019999')).toBe('123.456.789-01');
  });

  it('tells when all eleven digits are present', () => {
    expect(isCompleteCpf('123.456.789-01')).toBe(true);
    expect(isCompleteCpf('123.456.789-0')).toBe(false);
  });
});
