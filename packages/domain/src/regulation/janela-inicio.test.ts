import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { janelaDeInicio, posicaoNaJanela } from './janela-inicio.ts';
import { DEFAULT_STATE_PROFILE } from './state-profile.ts';

const at = (iso: string) => Date.parse(iso);

describe('the start window of a practical lesson', () => {
  // A lesson planned for 14:20 in São Paulo (17:20 UTC) under the national default of 10 minutes.
  const janela = janelaDeInicio('2026-11-25T14:20:00-03:00', DEFAULT_STATE_PROFILE);

  it('opens the tolerance before the planned start and closes as long after it', () => {
    expect(janela).toEqual({ de: '2026-11-25T17:10:00.000Z', ate: '2026-11-25T17:30:00.000Z' });
    // A state with 15 minutes: 14:05 to 14:35.
    expect(janelaDeInicio(new Date('2026-11-25T17:20:00Z'), { toleranciaCheckinMinutos: 15 })).toEqual({
      de: '2026-11-25T17:05:00.000Z',
      ate: '2026-11-25T17:35:00.000Z',
    });
  });

  it('is closed at 14:09:59, open from 14:10:00 to 14:30:00, closed again at 14:30:01', () => {
    expect(posicaoNaJanela(janela, at('2026-11-25T17:09:59Z'))).toEqual({ kind: 'antes', abre: janela.de });
    expect(posicaoNaJanela(janela, at(janela.de))).toEqual({ kind: 'aberta' });
    expect(posicaoNaJanela(janela, at('2026-11-25T17:20:00Z'))).toEqual({ kind: 'aberta' });
    expect(posicaoNaJanela(janela, at(janela.ate))).toEqual({ kind: 'aberta' });
    expect(posicaoNaJanela(janela, at('2026-11-25T17:30:01Z'))).toEqual({
      kind: 'encerrada',
      fechou: janela.ate,
    });
  });

  it('is open exactly when the start is within the tolerance of the planned time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: -200 * 60_000, max: 200 * 60_000 }),
        (planned, tolerancia, offset) => {
          const window = janelaDeInicio(new Date(planned), { toleranciaCheckinMinutos: tolerancia });
          const open = posicaoNaJanela(window, planned + offset).kind === 'aberta';
          expect(open).toBe(Math.abs(offset) <= tolerancia * 60_000);
        },
      ),
    );
  });
});
