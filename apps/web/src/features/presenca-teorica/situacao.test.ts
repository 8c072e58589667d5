import { describe, expect, it } from 'vitest';
import { situacaoDe } from './situacao.ts';

const aula = {
  inicio: '2026-03-10T22:00:00.000Z',
  fim: '2026-03-10T23:40:00.000Z',
  status: 'aberta' as const,
  tolerancia_minutos: 15,
};

describe('situacaoDe', () => {
  it('waits for a student not yet marked, and counts them absent once the session is closed', () => {
    expect(situacaoDe(aula, { entrada: null, saida: null }).estado).toBe('aguardando');
    expect(situacaoDe({ ...aula, status: 'encerrada' }, { entrada: null, saida: null }).estado).toBe(
      'ausente',
    );
  });

  it('is late only beyond the tolerance', () => {
    expect(situacaoDe(aula, { entrada: '2026-03-10T22:15:00.000Z', saida: null })).toEqual({
      estado: 'presente',
      atrasado: false,
      saiuCedo: false,
    });
    expect(situacaoDe(aula, { entrada: '2026-03-10T22:15:01.000Z', saida: null }).atrasado).toBe(true);
  });

  it('left early only before the end minus the tolerance; a closed session lists them present', () => {
    const marcado = { entrada: '2026-03-10T22:00:00.000Z', saida: '2026-03-10T23:20:00.000Z' };
    expect(situacaoDe(aula, marcado)).toEqual({ estado: 'saiu', atrasado: false, saiuCedo: true });
    expect(situacaoDe(aula, { ...marcado, saida: '2026-03-10T23:25:00.000Z' }).saiuCedo).toBe(false);
    expect(situacaoDe({ ...aula, status: 'encerrada' }, marcado).estado).toBe('presente');
  });
});
