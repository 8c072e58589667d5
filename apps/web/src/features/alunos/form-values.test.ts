import type { Aluno } from '@cfc/contract';
import { describe, expect, it } from 'vitest';
import {
  ALUNO_SECTIONS,
  alunoBodyFrom,
  BASIC_FIELDS,
  EMPTY_ALUNO,
  validateAluno,
  valuesFromAluno,
} from './form-values.ts';

const ALUNO: Aluno = {
  id_aluno: 7,
  nome: 'Estela Exemplo',
  cpf: '39053344705',
  data_nascimento: '2000-03-15',
  nome_mae: null,
  email: 'estela@exemplo.com',
  telefone: '98991234567',
  cep: '65000000',
  logradouro: 'Rua Grande',
  numero: '10',
  complemento: null,
  bairro: 'Centro',
  cidade: 'São Luís',
  uf: 'MA',
  renach: 'MA123456789',
  tem_foto: false,
  situacao: 'ativo',
  gratuidade_teorica: true,
  gratuidade_pratica: false,
  created_at: '2026-01-02T10:00:00Z',
};

describe('student form values', () => {
  it('masks a stored student as the inputs show it', () => {
    expect(valuesFromAluno(ALUNO)).toMatchObject({
      cpf: '390.533.447-05',
      telefone: '(98) 99123-4567',
      cep: '65000-000',
      nome_mae: '',
      complemento: '',
      uf: 'MA',
      gratuidade_teorica: true,
    });
  });

  it('sends digits, normalized RENACH and null for what is blank', () => {
    const values = {
      ...valuesFromAluno(ALUNO),
      nome: '  Estela Exemplo ',
      renach: 'ma123456789',
      email: ' ',
      logradouro: '',
    };
    expect(alunoBodyFrom(values)).toEqual({
      nome: 'Estela Exemplo',
      cpf: '39053344705',
      data_nascimento: '2000-03-15',
      nome_mae: null,
      email: null,
      telefone: '98991234567',
      cep: '65000000',
      logradouro: null,
      numero: '10',
      complemento: null,
      bairro: 'Centro',
      cidade: 'São Luís',
      uf: 'MA',
      renach: 'MA123456789',
      gratuidade_teorica: true,
      gratuidade_pratica: false,
    });
  });

  it('round-trips a stored student unchanged', () => {
    const { id_aluno, tem_foto, situacao, created_at, ...body } = ALUNO;
    expect(alunoBodyFrom(valuesFromAluno(ALUNO))).toEqual(body);
  });

  it('asks for nome and CPF, and checks the CPF as the server does', () => {
    expect(validateAluno(EMPTY_ALUNO)).toEqual({ nome: 'required', cpf: 'required' });
    expect(validateAluno({ ...EMPTY_ALUNO, nome: 'Jo', cpf: '390.533.447' })).toEqual({
      nome: 'nomeShort',
      cpf: 'cpfLength',
    });
    expect(validateAluno({ ...EMPTY_ALUNO, nome: 'Joana', cpf: '390.533.447-06' })).toEqual({
      cpf: 'cpfInvalid',
    });
    expect(validateAluno({ ...EMPTY_ALUNO, nome: 'Joana', cpf: '390.533.447-05' })).toEqual({});
  });

  it('checks optional fields only when filled', () => {
    const base = { ...EMPTY_ALUNO, nome: 'Joana', cpf: '39053344705' };
    expect(
      validateAluno({ ...base, email: 'joana@', telefone: '(98) 9912', cep: '650', renach: 'XX123456789' }),
    ).toEqual({
      email: 'emailInvalid',
      telefone: 'phoneInvalid',
      cep: 'cepInvalid',
      renach: 'renachInvalid',
    });
    expect(validateAluno({ ...base, telefone: '(98) 3212-3456', renach: 'MA123456789' })).toEqual({});
  });

  it('checks only the fields of a step', () => {
    const values = { ...EMPTY_ALUNO, telefone: '12' };
    expect(validateAluno(values, ALUNO_SECTIONS.contato)).toEqual({ telefone: 'phoneInvalid' });
    expect(validateAluno(values, ALUNO_SECTIONS.processo)).toEqual({});
    expect(Object.keys(validateAluno(values, BASIC_FIELDS))).toEqual(['nome', 'cpf', 'telefone']);
  });

  it('makes the quick registration a subset of the full one, in the same order', () => {
    const full = [...ALUNO_SECTIONS.pessoais, ...ALUNO_SECTIONS.contato, ...ALUNO_SECTIONS.processo];
    expect(full.filter((field) => (BASIC_FIELDS as readonly string[]).includes(field))).toEqual([
      ...BASIC_FIELDS,
    ]);
    expect(BASIC_FIELDS).toContain('renach');
  });
});
