import { describe, expect, it } from 'vitest';
import { exportsInactive, situacaoFrom } from '../data-table/situacao.ts';
import { serverFieldErrors, splitServerErrors } from './field-errors.ts';

/** Some of the student form's fields: `nome` is the prefix of `nome_mae`. */
const ALUNO_FIELDS = ['nome', 'cpf', 'data_nascimento', 'nome_mae', 'email', 'telefone'] as const;

describe('serverFieldErrors', () => {
  it('keeps the first message of each field, nested keys on their field', () => {
    const errors = {
      'vinculos.1.fim': ['O fim do vínculo deve ser depois do início.'],
      vinculos: ['Os períodos de vínculo não podem se sobrepor.'],
      placa: ['Placa inválida (use ABC1234 ou ABC1D23).', 'outra'],
      autoescola: ['Selecione a autoescola do veículo.'],
    };
    expect(serverFieldErrors(errors, ['placa', 'vinculos'])).toEqual({
      placa: 'Placa inválida (use ABC1234 ou ABC1D23).',
      vinculos: 'O fim do vínculo deve ser depois do início.',
    });
    expect(serverFieldErrors(undefined, ['placa'])).toEqual({});
  });

  it('puts the keys the server spells otherwise on their field', () => {
    const errors = { 'administrador.email': ['E-mail inválido.'], nome_fantasia: ['Curto demais.'] };
    expect(
      serverFieldErrors(errors, ['nome_fantasia', 'admin_email'], { 'administrador.email': 'admin_email' }),
    ).toEqual({ nome_fantasia: 'Curto demais.', admin_email: 'E-mail inválido.' });
    expect(serverFieldErrors({ constructor: ['x'] }, ['nome'], {})).toEqual({});
  });
});

describe('422 messages', () => {
  it('puts the first message of each field under it and keeps the rest apart', () => {
    const errors = {
      cpf: ['Já existe um aluno com este CPF nesta autoescola.', 'CPF inválido.'],
      'telefone.0': ['Telefone deve ter DDD e 8 ou 9 dígitos.'],
      autoescola: ['Selecione a autoescola do aluno.'],
      nome: [],
    };
    expect(splitServerErrors(errors, ALUNO_FIELDS)).toEqual({
      byField: {
        cpf: 'Já existe um aluno com este CPF nesta autoescola.',
        telefone: 'Telefone deve ter DDD e 8 ou 9 dígitos.',
      },
      others: ['Selecione a autoescola do aluno.'],
    });
  });

  it('copes with a reply without errors', () => {
    expect(splitServerErrors(undefined, ['situacao'])).toEqual({ byField: {}, others: [] });
  });

  it('does not take a field for the prefix of another', () => {
    expect(splitServerErrors({ nome_mae: ['Longo demais.'] }, ALUNO_FIELDS).byField).toEqual({
      nome_mae: 'Longo demais.',
    });
  });
});

describe('situacao', () => {
  it('lists everybody unless asked otherwise; exports include inactive records unless only actives are listed', () => {
    expect(situacaoFrom(undefined)).toBe('todos');
    expect(situacaoFrom('inativos')).toBe('inativos');
    expect(situacaoFrom('x')).toBe('todos');
    expect(exportsInactive('ativos')).toBe(false);
    expect(exportsInactive('todos')).toBe(true);
  });
});
