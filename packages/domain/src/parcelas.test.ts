import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, planoDeParcelas } from './parcelas.ts';

describe('planoDeParcelas', () => {
  it('splits the amount exactly, the first instalments carrying the leftover cents, due monthly', () => {
    expect(planoDeParcelas(10_000, 3, '2026-01-31')).toEqual([
      { numero: 1, vencimento: '2026-01-31', valorCentavos: 3334 },
      { numero: 2, vencimento: '2026-02-28', valorCentavos: 3333 },
      { numero: 3, vencimento: '2026-03-31', valorCentavos: 3333 },
    ]);
  });

  it('crosses years and leap Februaries', () => {
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2026-12-10', 1)).toBe('2027-01-10');
    expect(addMonths('2026-05-15', 0)).toBe('2026-05-15');
  });

  it('always adds up to the total, with instalments a cent apart at most', () => {
    fc.assert(
      fc.property(fc.integer({ min: 36, max: 10_000_000 }), fc.integer({ min: 1, max: 36 }), (total, n) => {
        const plano = planoDeParcelas(total, n, '2026-03-10');
        const valores = plano.map((p) => p.valorCentavos);
        expect(valores.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...valores) - Math.min(...valores)).toBeLessThanOrEqual(1);
        expect(new Set(plano.map((p) => p.vencimento.slice(0, 7))).size).toBe(n);
      }),
    );
  });
});
