import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CPF_LENGTH_MESSAGE,
  formatCents,
  formatCpf,
  formatCpfCnpj,
  formatDateBR,
  maskCpf,
} from './formatting.ts';

describe('formats of SPEC §5', () => {
  it('formats a CPF of exactly 11 digits, shows - for empty, refuses other lengths', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(formatCpf('')).toBe('-');
    expect(formatCpf(null)).toBe('-');
    expect(() => formatCpf('1234')).toThrow(CPF_LENGTH_MESSAGE);
  });

  it('shows CPF or CNPJ by person type, padding with zeros', () => {
    expect(formatCpfCnpj('11222333000181', 'J')).toBe('11.222.333/0001-81');
    expect(formatCpfCnpj('1222333000181', 'J')).toBe('01.222.333/0001-81');
    expect(formatCpfCnpj(2998224725, 'F')).toBe('029.982.247-25');
    expect(formatCpfCnpj('52998224725', null)).toBe('529.982.247-25');
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
  });

  it('writes integer cents as reais', () => {
    expect(formatCents(123456)).toBe('R$ 1.234,56');
    expect(formatCents(5)).toBe('R$ 0,05');
    expect(formatCents(0)).toBe('R$ 0,00');
    expect(formatCents(-100000000)).toBe('-R$ 1.000.000,00');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (cents) => {
        const digits = formatCents(cents).replace(/\D/g, '');
        expect(Number(digits)).toBe(cents);
      }),
    );
  });
});
