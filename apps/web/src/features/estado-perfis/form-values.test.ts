import type { EstadoPerfil } from '@cfc/contract';
import { estadoPerfilBody } from '@cfc/contract';
import { describe, expect, it } from 'vitest';
import { estadoPerfilBodyFrom, validateEstadoPerfil, valuesFromPerfil } from './form-values.ts';

const DF: EstadoPerfil = {
  uf: 'DF',
  instrutor_limite_diario: 12,
  alunos_simultaneos: 2,
  noite_inicio: '18:00:00',
  noite_fim: '06:00:00',
  limite_conceitos_basicos: 1,
  limite_baliza: 5,
  tempo_minimo_minutos: 45,
  duracao_maxima_minutos: 60,
  aula_dupla_minimo_minutos: 90,
  intervalo_terceira_aula_minutos: 50,
  tolerancia_checkin_minutos: 10,
  regime_1020_desde: '2025-12-09',
  migrar_processos_abertos: false,
  instrutor_autonomo: true,
  veiculo_proprio_candidato: false,
  contingencia_percentual_maximo: 6,
  personalizado: true,
  updated_at: '2026-11-20T12:00:00Z',
};

describe('the state profile form', () => {
  it('shows the transition, the 1.020 freedoms and the contingency cap as stored', () => {
    expect(valuesFromPerfil(DF)).toMatchObject({
      regime_1020_desde: '2025-12-09',
      migrar_processos_abertos: false,
      instrutor_autonomo: true,
      veiculo_proprio_candidato: false,
      contingencia_percentual_maximo: 6,
    });
    expect(
      valuesFromPerfil({ ...DF, contingencia_percentual_maximo: null }).contingencia_percentual_maximo,
    ).toBe('');
  });

  it('sends them all back, a blank cap as none, in a body the contract takes', () => {
    const values = {
      ...valuesFromPerfil(DF),
      regime_1020_desde: '2026-03-01',
      migrar_processos_abertos: true,
      contingencia_percentual_maximo: '',
    };
    expect(validateEstadoPerfil(values)).toEqual({});
    const body = estadoPerfilBodyFrom(values);
    expect(body).toMatchObject({
      regime_1020_desde: '2026-03-01',
      migrar_processos_abertos: true,
      instrutor_autonomo: true,
      veiculo_proprio_candidato: false,
      contingencia_percentual_maximo: null,
    });
    expect(estadoPerfilBody.safeParse(body).success).toBe(true);
    expect(
      estadoPerfilBodyFrom({ ...values, contingencia_percentual_maximo: 0 }).contingencia_percentual_maximo,
    ).toBe(0);
  });

  it('refuses a missing or refused date and a cap outside 0 to 100', () => {
    const values = valuesFromPerfil(DF);
    expect(validateEstadoPerfil({ ...values, regime_1020_desde: '' })).toEqual({
      regime_1020_desde: 'dateRequired',
    });
    expect(validateEstadoPerfil({ ...values, regime_1020_desde: '31/02/2026' })).toEqual({
      regime_1020_desde: 'dateInvalid',
    });
    for (const wrong of [101, -1, 2.5]) {
      expect(validateEstadoPerfil({ ...values, contingencia_percentual_maximo: wrong })).toEqual({
        contingencia_percentual_maximo: 'outOfRange',
      });
    }
    expect(validateEstadoPerfil({ ...values, contingencia_percentual_maximo: 100 })).toEqual({});
  });
});
