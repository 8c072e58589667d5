import type { Instrutor } from '@cfc/contract';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_INSTRUTOR,
  type InstrutorFormValues,
  instrutorBodyFrom,
  validateInstrutor,
  valuesFromInstrutor,
} from './form-values.ts';

const VALID: InstrutorFormValues = {
  nome: ' Bruno Almeida ',
  cpf: '111.886.419-05',
  email: '',
  telefone: '(98) 98877-6655',
  cnh_numero: '30000100105',
  cnh_categoria: 'AB',
  cnh_validade: '',
  credencial_numero: ' MA-INS-01002 ',
  credencial_validade: '2028-12-31',
};

const STORED: Instrutor = {
  id_instrutor: 2,
  nome: 'Bruno Almeida Nascimento',
  cpf: '11188641905',
  email: null,
  telefone: '98988776655',
  cnh_numero: '30000100105',
  cnh_categoria: 'AB',
  cnh_validade: '2029-06-30',
  credencial_numero: 'MA-INS-01002',
  credencial_validade: '2028-12-31',
  categorias_ensino: ['ACC', 'A', 'B'],
  tem_foto: false,
  ativo: true,
  created_at: '2026-11-21T12:16:28Z',
};

describe('validateInstrutor', () => {
  it('accepts a complete instructor', () => {
    expect(validateInstrutor(VALID)).toEqual({});
  });

  it('asks for every required field of an empty form', () => {
    expect(validateInstrutor(EMPTY_INSTRUTOR)).toEqual({
      nome: 'required',
      cpf: 'required',
      cnh_numero: 'required',
      cnh_categoria: 'required',
      credencial_numero: 'required',
      credencial_validade: 'required',
    });
  });

  it('checks the documents and contacts', () => {
    const errors = validateInstrutor({
      ...VALID,
      nome: 'Bo',
      cpf: '111.886.419',
      email: 'bruno@',
      telefone: '(98) 9887',
      cnh_numero: '30000100106',
    });
    expect(errors).toEqual({
      nome: 'nomeShort',
      cpf: 'cpfLength',
      email: 'emailInvalid',
      telefone: 'telefoneInvalid',
      cnh_numero: 'cnhInvalid',
    });
    expect(validateInstrutor({ ...VALID, cpf: '111.886.419-06' }).cpf).toBe('cpfInvalid');
  });
});

describe('instrutorBodyFrom and valuesFromInstrutor', () => {
  it('sends digits, trimmed texts and null for what is blank', () => {
    expect(instrutorBodyFrom(VALID)).toEqual({
      nome: 'Bruno Almeida',
      cpf: '11188641905',
      email: null,
      telefone: '98988776655',
      cnh_numero: '30000100105',
      cnh_categoria: 'AB',
      cnh_validade: null,
      credencial_numero: 'MA-INS-01002',
      credencial_validade: '2028-12-31',
    });
  });

  it('shows a stored instructor masked, and sends it back unchanged', () => {
    const values = valuesFromInstrutor(STORED);
    expect(values.cpf).toBe('111.886.419-05');
    expect(values.telefone).toBe('(98) 98877-6655');
    const { id_instrutor, categorias_ensino, tem_foto, ativo, created_at, ...body } = STORED;
    expect(instrutorBodyFrom(values)).toEqual(body);
  });
});
