import { describe, expect, it } from 'vitest';
import { partidaDe, proximaMudanca } from './janela.ts';

const janela = { de: '2026-11-25T17:10:00.000Z', ate: '2026-11-25T17:30:00.000Z' };
const at = (iso: string) => Date.parse(iso);

describe('the start window of a lesson on the phone', () => {
  it('is closed before it opens and says when it will', () => {
    expect(partidaDe({ inicio_permitido: janela }, at('2026-11-25T17:09:59Z'))).toEqual({
      kind: 'antes',
      abre: janela.de,
    });
  });

  it('is open from its first to its last instant', () => {
    expect(partidaDe({ inicio_permitido: janela }, at(janela.de))).toEqual({ kind: 'aberta' });
    expect(partidaDe({ inicio_permitido: janela }, at(janela.ate))).toEqual({ kind: 'aberta' });
  });

  it('has closed after its end', () => {
    expect(partidaDe({ inicio_permitido: janela }, at('2026-11-25T17:30:01Z'))).toEqual({
      kind: 'encerrada',
      fechou: janela.ate,
    });
  });

  it('leaves the decision to the server when no window came', () => {
    expect(partidaDe({}, 0)).toEqual({ kind: 'aberta' });
  });

  it('wakes the screen at the next opening or closing of a scheduled lesson', () => {
    const agendada = { status: 'agendada' as const, inicio_permitido: janela };
    const dada = { status: 'realizada' as const, inicio_permitido: { de: '2026-11-25T17:00:00Z', ate: 'x' } };
    expect(proximaMudanca([agendada, dada], at('2026-11-25T16:00:00Z'))).toBe(at(janela.de));
    expect(proximaMudanca([agendada], at('2026-11-25T17:20:00Z'))).toBe(at(janela.ate) + 1);
    expect(proximaMudanca([agendada], at('2026-11-25T18:00:00Z'))).toBeUndefined();
  });
});
