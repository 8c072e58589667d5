import { describe, expect, it } from 'vitest';
import { EMPTY_SALA, salaBodyFrom, validateSala, valuesFromSala } from './form-values.ts';

describe('sala form', () => {
  it('asks for a name and a capacity from 1 to 1000', () => {
    expect(validateSala(EMPTY_SALA)).toEqual({ nome: 'nomeRequired', capacidade: 'capacidadeRange' });
    expect(validateSala({ nome: 'Sala 3', capacidade: 0 })).toEqual({ capacidade: 'capacidadeRange' });
    expect(validateSala({ nome: 'Sala 3', capacidade: 1001 })).toEqual({ capacidade: 'capacidadeRange' });
    expect(validateSala({ nome: 'Sala 3', capacidade: 1000 })).toEqual({});
  });

  it('round-trips a stored room', () => {
    const values = valuesFromSala({ id_sala: 1, nome: 'Sala 1', capacidade: 40, ativo: true, cameras: 1 });
    expect(salaBodyFrom({ ...values, nome: ' Sala 1 ' })).toEqual({ nome: 'Sala 1', capacidade: 40 });
  });
});
