import type { AutoescolaDetalhe } from '@cfc/contract';
import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from '../../ui/form/field-errors.ts';
import {
  AUTOESCOLA_ALIASES,
  AUTOESCOLA_FIELDS,
  autoescolaBodyFrom,
  EMPTY_AUTOESCOLA,
  novaAutoescolaBodyFrom,
  validateAutoescola,
  valuesFromAutoescola,
} from './form-values.ts';

const valid = {
  ...EMPTY_AUTOESCOLA,
  nome_fantasia: 'Autoescola Centro',
  cnpj: '45.723.174/0001-10',
  uf: 'MA',
  admin_nome: 'Maria Souza',
  admin_email: 'maria@centro.com.br',
};

describe('validateAutoescola', () => {
  it('accepts a complete new school', () => {
    expect(validateAutoescola(valid, true)).toEqual({});
  });

  it('asks for the required fields', () => {
    expect(validateAutoescola(EMPTY_AUTOESCOLA, true)).toEqual({
      nome_fantasia: 'required',
      cnpj: 'required',
      uf: 'required',
      admin_nome: 'required',
      admin_email: 'required',
    });
  });

  it('asks for the administrator only for a new school', () => {
    expect(validateAutoescola({ ...valid, admin_nome: '', admin_email: '' }, false)).toEqual({});
  });

  it('mirrors the contract for the CNPJ', () => {
    expect(validateAutoescola({ ...valid, cnpj: '45.723.174/0001' }, true)).toEqual({ cnpj: 'cnpjLength' });
    expect(validateAutoescola({ ...valid, cnpj: '45.723.174/0001-11' }, true)).toEqual({
      cnpj: 'cnpjInvalid',
    });
  });

  it('refuses a trade name without a usable tenant key', () => {
    expect(validateAutoescola({ ...valid, nome_fantasia: 'AB' }, true)).toEqual({
      nome_fantasia: 'nomeFantasiaShort',
    });
    expect(validateAutoescola({ ...valid, nome_fantasia: 'Public' }, true)).toEqual({
      nome_fantasia: 'slugInvalid',
    });
    expect(validateAutoescola({ ...valid, nome_fantasia: '---' }, true)).toEqual({
      nome_fantasia: 'slugInvalid',
    });
  });

  it('checks the optional contact and address fields only when filled', () => {
    const errors = validateAutoescola(
      { ...valid, telefone: '(98) 3221', email: 'x@y', cep: '6500', admin_nome: 'Al', admin_email: 'a@' },
      true,
    );
    expect(errors).toEqual({
      telefone: 'phoneInvalid',
      email: 'emailInvalid',
      cep: 'cepLength',
      admin_nome: 'nomeShort',
      admin_email: 'emailInvalid',
    });
  });
});

describe('bodies', () => {
  it('sends blank optional texts as null and the administrator of a new school', () => {
    const body = novaAutoescolaBodyFrom({ ...valid, razao_social: '  ', cidade: ' São Luís ' });
    expect(body).toMatchObject({
      nome_fantasia: 'Autoescola Centro',
      razao_social: null,
      cnpj: '45.723.174/0001-10',
      uf: 'MA',
      cidade: 'São Luís',
      telefone: null,
      ativo: true,
      administrador: { nome: 'Maria Souza', email: 'maria@centro.com.br' },
    });
    expect(autoescolaBodyFrom(valid)).not.toHaveProperty('administrador');
  });
});

describe('valuesFromAutoescola', () => {
  it('shows the stored school with its masks', () => {
    const stored: AutoescolaDetalhe = {
      id: 3,
      slug: 'autoescolacentro',
      operadora: false,
      nome_fantasia: 'Autoescola Centro',
      razao_social: null,
      cnpj: '45723174000110',
      uf: 'MA',
      telefone: '98987654321',
      email: null,
      cep: '65000000',
      logradouro: null,
      numero: null,
      complemento: null,
      bairro: null,
      cidade: 'São Luís',
      gratuidade_teorica: true,
      gratuidade_pratica: false,
      ativo: false,
    };
    expect(valuesFromAutoescola(stored)).toMatchObject({
      cnpj: '45.723.174/0001-10',
      telefone: '(98) 98765-4321',
      cep: '65000-000',
      razao_social: '',
      cidade: 'São Luís',
      gratuidade_teorica: true,
      ativo: false,
      admin_nome: '',
    });
  });
});

describe('serverFieldErrors', () => {
  it('keeps the first message of each field and maps the administrator keys', () => {
    expect(
      serverFieldErrors(
        {
          cnpj: ['CNPJ inválido.', 'outro'],
          'administrador.email': ['Este e-mail já está cadastrado.'],
          desconhecido: ['x'],
        },
        AUTOESCOLA_FIELDS,
        AUTOESCOLA_ALIASES,
      ),
    ).toEqual({ cnpj: 'CNPJ inválido.', admin_email: 'Este e-mail já está cadastrado.' });
    expect(serverFieldErrors(undefined, AUTOESCOLA_FIELDS, AUTOESCOLA_ALIASES)).toEqual({});
  });
});
