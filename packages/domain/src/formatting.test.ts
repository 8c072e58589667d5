import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CPF_LENGTH_MESSAGE, formatCents, formatCpf, formatDateBR, maskCpf } from './formatting.ts';

describe('formats of SPEC §5', () => {
  it('formats a CPF of exactly 11 digits, shows - for empty, refuses other lengths', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(formatCpf('')).toBe('-');
    expect(formatCpf(null)).toBe('-');
    expect(() => formatCpf('1234')).toThrow(CPF_LENGTH_MESSAGE);
  });

  it('masks a CPF after its ninth digit', () => {
    expect(maskCpf('52998224725')).toBe('529.982.247-**');
    expect(maskCpf('')).toBe('-');
  });

  it('writes dates the Brazilian way, in São Paulo time', () => {
    expect(formatDateBR('2026-03-05T15:04:05.678Z')).toBe('05/03/2026 12:04:05');
    expect(formatDateBR('2026-03-05T15:04:05Z', { dateOnly: true })).toBe('05/03/2026');
    expect(formatDateBR('não é data')).toBe('-');
    expect(formatDateBR('2026-03-05')).toBe('05/03/2026');
    // Midnight is 00, not 24; before 2019 São Paulo had summer time.
    expect(formatDateBR('2026-03-05T03:00:00Z')).toBe('05/03/2026 00:00:00');
    expect(formatDateBR(new Date('2018-01-10T12:00:00Z'))).toBe('10/01/2018 10:00:00');
  });

  it('writes integer cents as reais', () => {
    // Intl puts a no-break space between R$ and the amount.
    const NBSP = '\u00a0';
    expect(formatCents(123456)).toBe(`R$${NBSP}1.234,56`);
    expect(formatCents(5)).toBe(`R$${NBSP}0,05`);
    expect(formatCents(0)).toBe(`R$${NBSP}0,00`);
    expect(formatCents(-100000000)).toBe(`-R$${NBSP}1.000.000,00`);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (cents) => {
        const digits = formatCents(cents).replace(/\D/g, '');
        expect(Number(digits)).toBe(cents);
      }),
    );
  });
});
