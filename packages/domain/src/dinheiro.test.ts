import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aplicarPontosBase, ratearCentavos, situacaoDaFatura } from './dinheiro.ts';

describe('money rules', () => {
  it('applies a rate in basis points, rounding half away from zero', () => {
    expect(aplicarPontosBase(10_000, 500)).toBe(500); // 5 % of R$ 100,00
    expect(aplicarPontosBase(15_990, 250)).toBe(400); // 2,5 % of R$ 159,90 = 399,75 → 400
    expect(aplicarPontosBase(10, 5000)).toBe(5);
    expect(aplicarPontosBase(1, 5000)).toBe(1); // 0,5 cent → 1
    expect(aplicarPontosBase(-1, 5000)).toBe(-1);
    expect(aplicarPontosBase(12_345, 0)).toBe(0);
  });

  it('splits into instalments that add up exactly', () => {
    expect(ratearCentavos(10_000, 3)).toEqual([3334, 3333, 3333]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 24 }),
        (total, partes) => {
          const parcelas = ratearCentavos(total, partes);
          expect(parcelas.reduce((a, b) => a + b, 0)).toBe(total);
          expect(Math.max(...parcelas) - Math.min(...parcelas)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('calls an open invoice past its due date overdue', () => {
    expect(situacaoDaFatura('aberta', '2026-11-10', '2026-11-27')).toBe('vencida');
    expect(situacaoDaFatura('aberta', '2026-11-27', '2026-11-27')).toBe('aberta');
    expect(situacaoDaFatura('paga', '2026-11-10', '2026-11-27')).toBe('paga');
  });
});
