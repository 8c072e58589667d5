import { describe, expect, it } from 'vitest';
import { limiteDaRegra, REGRAS_RETENCAO, RETENCAO } from './retencao.ts';

describe('retention rules', () => {
  it('every rule names its norm and keeps personal evidence for the 5 years the privacy page promises', () => {
    for (const regra of REGRAS_RETENCAO) {
      expect(RETENCAO[regra].fundamentos.length).toBeGreaterThan(0);
    }
    expect(RETENCAO.fotos_aula_pratica.dias).toBeGreaterThanOrEqual(5 * 365);
    expect(RETENCAO.posicoes_gps_aula.dias).toBeGreaterThanOrEqual(5 * 365);
  });

  it('works out the limit of a run', () => {
    const agora = new Date('2026-11-27T12:00:00Z');
    expect(limiteDaRegra('sessoes_encerradas', agora).toISOString()).toBe('2026-10-28T12:00:00.000Z');
    expect(limiteDaRegra('links_redefinicao_senha', agora)).toEqual(agora);
  });
});
