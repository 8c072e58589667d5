import { POSICOES_MAX_LOTE } from '@cfc/contract';
import { describe, expect, it } from 'vitest';
import {
  confirmarLote,
  descartaAposFalha,
  descartarLote,
  enqueue,
  enviadas,
  esquecerConcluidas,
  FILA_VAZIA,
  type Fila,
  nextLote,
  type PosicaoPendente,
  parseFila,
  pendentes,
  serializeFila,
} from './posicoes-queue.ts';

const START = Date.parse('2026-11-21T11:00:00.000Z');

function posicao(aulaId: number, n: number): PosicaoPendente {
  return {
    aulaId,
    registrado_em: new Date(START + n * 15_000).toISOString(),
    latitude: -2.53 + n / 10_000,
    longitude: -44.3,
    precisao_metros: 8,
  };
}

const semAula = ({ aulaId: _aulaId, ...rest }: PosicaoPendente) => rest;
const fill = (items: PosicaoPendente[], start: Fila = FILA_VAZIA) =>
  items.reduce((fila, item) => enqueue(fila, item), start);

describe('the queue of GPS positions', () => {
  it('keeps positions in the order they were recorded, once per lesson and instant', () => {
    const fila = fill([posicao(7, 0), posicao(7, 1), posicao(7, 1), posicao(8, 1)]);
    expect(pendentes(fila)).toBe(3);
    expect(pendentes(fila, 7)).toBe(2);
    expect(pendentes(fila, 8)).toBe(1);
    expect(fila.posicoes.map((item) => item.registrado_em)).toEqual([
      posicao(7, 0).registrado_em,
      posicao(7, 1).registrado_em,
      posicao(8, 1).registrado_em,
    ]);
  });

  it('gives way to new positions past its cap, dropping the oldest', () => {
    const fila = fill([posicao(7, 0), posicao(7, 1), posicao(7, 2), posicao(7, 3)]).posicoes.reduce(
      (acc, item) => enqueue(acc, item, 3),
      FILA_VAZIA,
    );
    expect(fila.posicoes.map((item) => item.registrado_em)).toEqual(
      [1, 2, 3].map((n) => posicao(7, n).registrado_em),
    );
  });

  it('sends the oldest lesson first, one lesson per batch, without the lesson id in the positions', () => {
    const fila = fill([posicao(8, 0), posicao(7, 1), posicao(8, 2)]);
    const lote = nextLote(fila);
    expect(lote?.aulaId).toBe(8);
    expect(lote?.posicoes).toEqual([semAula(posicao(8, 0)), semAula(posicao(8, 2))]);
    expect(nextLote(FILA_VAZIA)).toBeNull();
  });

  it('never puts more than the contract allows in one batch', () => {
    const many = Array.from({ length: POSICOES_MAX_LOTE + 20 }, (_, n) => posicao(7, n));
    const fila = fill(many);
    const first = nextLote(fila);
    expect(first?.posicoes).toHaveLength(POSICOES_MAX_LOTE);
    if (!first) throw new Error('a batch was expected');
    const rest = confirmarLote(fila, first);
    expect(pendentes(rest)).toBe(20);
    expect(nextLote(rest)?.posicoes[0]?.registrado_em).toBe(posicao(7, POSICOES_MAX_LOTE).registrado_em);
  });

  it('takes a confirmed batch out and counts it as sent; a dropped one is not counted', () => {
    let fila = fill([posicao(7, 0), posicao(7, 1), posicao(8, 2)]);
    const lote7 = nextLote(fila);
    if (!lote7) throw new Error('a batch was expected');
    // A position recorded while the batch was on its way stays in the queue.
    fila = enqueue(fila, posicao(7, 3));
    fila = confirmarLote(fila, lote7);
    expect(enviadas(fila, 7)).toBe(2);
    expect(fila.posicoes.map((item) => [item.aulaId, item.registrado_em])).toEqual([
      [8, posicao(8, 2).registrado_em],
      [7, posicao(7, 3).registrado_em],
    ]);

    const lote8 = nextLote(fila);
    if (!lote8) throw new Error('a batch was expected');
    fila = descartarLote(fila, lote8);
    expect(enviadas(fila, 8)).toBe(0);
    expect(pendentes(fila)).toBe(1);
  });

  it('drops a batch only when the server refuses the lesson itself', () => {
    expect([0, 401, 408, 429, 500, 502, 503].filter(descartaAposFalha)).toEqual([]);
    expect([403, 404, 422].every(descartaAposFalha)).toBe(true);
  });

  it('survives a reload through its stored text, and ignores what it cannot read', () => {
    const fila = confirmarLote(fill([posicao(7, 0), posicao(7, 1)]), {
      aulaId: 9,
      posicoes: [posicao(9, 0)],
    });
    expect(parseFila(serializeFila(fila))).toEqual(fila);
    expect(parseFila(null)).toEqual(FILA_VAZIA);
    expect(parseFila('not json')).toEqual(FILA_VAZIA);
    expect(parseFila('[1, 2]')).toEqual(FILA_VAZIA);
    const mixed = JSON.stringify({
      posicoes: [posicao(7, 0), { aulaId: 7, latitude: 200 }, 'x'],
      enviadas: { 7: -1 },
    });
    expect(parseFila(mixed)).toEqual({ posicoes: [posicao(7, 0)], enviadas: {} });
  });

  it('forgets the sent count of lessons no longer under way once nothing of theirs waits', () => {
    let fila = confirmarLote(FILA_VAZIA, { aulaId: 7, posicoes: [posicao(7, 0)] });
    fila = confirmarLote(fila, { aulaId: 8, posicoes: [posicao(8, 0)] });
    fila = enqueue(fila, posicao(8, 1));
    const kept = esquecerConcluidas(fila, []);
    expect(kept.enviadas).toEqual({ 8: 1 });
    expect(esquecerConcluidas(kept, [])).toBe(kept);
    expect(esquecerConcluidas(fila, [7])).toBe(fila);
  });
});
