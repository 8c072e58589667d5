import { describe, expect, it } from 'vitest';
import { ALUNO_FIELDS } from './form-values.ts';
import { fieldErrors } from './server-errors.ts';

describe('422 messages', () => {
  it('puts the first message of each field under it and keeps the rest apart', () => {
    const errors = {
      cpf: ['Já existe um aluno com este CPF nesta autoescola.', 'CPF inválido.'],
      'telefone.0': ['Telefone deve ter DDD e 8 ou 9 dígitos.'],
      autoescola: ['Selecione a autoescola do aluno.'],
      nome: [],
    };
    expect(fieldErrors(errors, ALUNO_FIELDS)).toEqual({
      byField: {
        cpf: 'Já existe um aluno com este CPF nesta autoescola.',
        telefone: 'Telefone deve ter DDD e 8 ou 9 dígitos.',
      },
      others: ['Selecione a autoescola do aluno.'],
    });
  });

  it('copes with a reply without errors', () => {
    expect(fieldErrors(undefined, ['situacao'])).toEqual({ byField: {}, others: [] });
  });

  it('does not take a field for the prefix of another', () => {
    expect(fieldErrors({ nome_mae: ['Longo demais.'] }, ALUNO_FIELDS).byField).toEqual({
      nome_mae: 'Longo demais.',
    });
  });
});
