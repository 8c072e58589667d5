import { describe, expect, it } from 'vitest';
import { describeErrors, serverFieldErrors } from './field-errors.ts';
import { exportsInactive, situacaoFrom } from './situacao.ts';

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
});

describe('describeErrors', () => {
  it('turns codes into messages in the order of the fields', () => {
    const described = describeErrors(
      { nome: 'required', cpf: 'cpfLength' },
      ['nome', 'cpf', 'email'],
      (code, field) => `${field}:${code}`,
    );
    expect(described).toEqual({ nome: 'nome:required', cpf: 'cpf:cpfLength' });
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
