import { describe, expect, it } from 'vitest';
import { EMPTY_PLANO, planoBodyFrom, validatePlano, valuesFromPlano } from './form-values.ts';

describe('plano form', () => {
  it('asks for a name, 1 to 200 lessons and a price', () => {
    expect(validatePlano(EMPTY_PLANO)).toEqual({
      nome: 'nomeRequired',
      horas_aula: 'horasRange',
      preco_centavos: 'precoRequired',
    });
    const valid = { nome: '10 aulas', categoria: '' as const, horas_aula: 10, preco_centavos: 0 };
    expect(validatePlano(valid)).toEqual({});
    expect(validatePlano({ ...valid, horas_aula: 201 })).toEqual({ horas_aula: 'horasRange' });
    expect(validatePlano({ ...valid, horas_aula: 2.5 })).toEqual({ horas_aula: 'horasRange' });
  });

  it('sends no category as null and the price in cents', () => {
    const values = valuesFromPlano({
      id_plano: 1,
      nome: 'Pacote 5',
      categoria: null,
      horas_aula: 5,
      preco_centavos: 45_000,
      ativo: true,
      created_at: '2025-01-01T00:00:00Z',
    });
    expect(planoBodyFrom({ ...values, nome: ' Pacote 5 ' })).toEqual({
      nome: 'Pacote 5',
      categoria: null,
      horas_aula: 5,
      preco_centavos: 45_000,
    });
    expect(planoBodyFrom({ ...values, categoria: 'B' }).categoria).toBe('B');
  });
});
