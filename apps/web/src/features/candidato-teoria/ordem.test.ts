import type { CandidatoAulaTeorica } from '@cfc/contract';
import { describe, expect, it } from 'vitest';
import { ordenarAulas } from './ordem.ts';

const aula = (id: number, inicio: string, situacao: CandidatoAulaTeorica['situacao']) =>
  ({ id_aula_teorica: id, inicio, situacao }) as CandidatoAulaTeorica;

describe('ordenarAulas', () => {
  it('puts the sessions to come first, soonest first, then the past ones, latest first', () => {
    const ordem = ordenarAulas([
      aula(1, '2026-03-01T22:00:00Z', 'realizada'),
      aula(2, '2026-03-02T22:00:00Z', 'falta'),
      aula(3, '2026-03-05T22:00:00Z', 'proxima'),
      aula(4, '2026-03-04T22:00:00Z', 'proxima'),
    ]);
    expect(ordem.map((item) => item.id_aula_teorica)).toEqual([4, 3, 2, 1]);
  });
});
