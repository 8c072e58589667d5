import type { AutoescolaBody, AutoescolaDetalhe, NovaAutoescolaBody } from '@cfc/contract';
import { isCnpj, isUf, normalizeCnpj, OPERATOR_SLUG, schoolSlug } from '@cfc/domain';
import { compact } from '../../ui/form/field-errors.ts';
import { blankToNull, digitsOf, optionalError } from '../../ui/form/form-values.ts';
import { isEmail, typeCep, typeCnpj, typePhone } from '../../ui/masks.ts';

/** The school form as typed (masked texts); the server normalizes them. */
export interface AutoescolaFormValues {
  readonly nome_fantasia: string;
  readonly razao_social: string;
  readonly cnpj: string;
  readonly uf: string | null;
  readonly ativo: boolean;
  readonly telefone: string;
  readonly email: string;
  readonly cep: string;
  readonly logradouro: string;
  readonly numero: string;
  readonly complemento: string;
  readonly bairro: string;
  readonly cidade: string;
  readonly gratuidade_teorica: boolean;
  readonly gratuidade_pratica: boolean;
  /** The first administrator, asked only for a new school. */
  readonly admin_nome: string;
  readonly admin_email: string;
}

export type AutoescolaField = keyof AutoescolaFormValues;

/** The client-side checks of the contract's rules; each code has its text in i18n `cfc.form.errors`. */
export type AutoescolaErrorCode =
  | 'required'
  | 'nomeFantasiaShort'
  | 'slugInvalid'
  | 'cnpjLength'
  | 'cnpjInvalid'
  | 'ufInvalid'
  | 'phoneInvalid'
  | 'emailInvalid'
  | 'cepLength'
  | 'nomeShort';

export type AutoescolaFormErrors = Partial<Record<AutoescolaField, AutoescolaErrorCode>>;

export const EMPTY_AUTOESCOLA: AutoescolaFormValues = {
  nome_fantasia: '',
  razao_social: '',
  cnpj: '',
  uf: null,
  ativo: true,
  telefone: '',
  email: '',
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  gratuidade_teorica: false,
  gratuidade_pratica: false,
  admin_nome: '',
  admin_email: '',
};

/** Fields named as the API names them, so its 422 `errors` map lands on the right input. */
export const AUTOESCOLA_FIELDS = Object.keys(EMPTY_AUTOESCOLA) as AutoescolaField[];

/** The 422 keys of the server that are not the form's own names. */
export const AUTOESCOLA_ALIASES: Readonly<Record<string, AutoescolaField>> = {
  'administrador.nome': 'admin_nome',
  'administrador.email': 'admin_email',
};

export function valuesFromAutoescola(autoescola: AutoescolaDetalhe): AutoescolaFormValues {
  return {
    ...EMPTY_AUTOESCOLA,
    nome_fantasia: autoescola.nome_fantasia,
    razao_social: autoescola.razao_social ?? '',
    cnpj: typeCnpj(autoescola.cnpj ?? ''),
    uf: autoescola.uf,
    ativo: autoescola.ativo,
    telefone: typePhone(autoescola.telefone ?? ''),
    email: autoescola.email ?? '',
    cep: typeCep(autoescola.cep ?? ''),
    logradouro: autoescola.logradouro ?? '',
    numero: autoescola.numero ?? '',
    complemento: autoescola.complemento ?? '',
    bairro: autoescola.bairro ?? '',
    cidade: autoescola.cidade ?? '',
    gratuidade_teorica: autoescola.gratuidade_teorica,
    gratuidade_pratica: autoescola.gratuidade_pratica,
  };
}

export function autoescolaBodyFrom(values: AutoescolaFormValues): AutoescolaBody {
  return {
    nome_fantasia: values.nome_fantasia.trim(),
    razao_social: blankToNull(values.razao_social),
    cnpj: values.cnpj,
    uf: values.uf ?? '',
    telefone: blankToNull(values.telefone),
    email: blankToNull(values.email),
    cep: blankToNull(values.cep),
    logradouro: blankToNull(values.logradouro),
    numero: blankToNull(values.numero),
    complemento: blankToNull(values.complemento),
    bairro: blankToNull(values.bairro),
    cidade: blankToNull(values.cidade),
    gratuidade_teorica: values.gratuidade_teorica,
    gratuidade_pratica: values.gratuidade_pratica,
    ativo: values.ativo,
  };
}

export function novaAutoescolaBodyFrom(values: AutoescolaFormValues): NovaAutoescolaBody {
  return {
    ...autoescolaBodyFrom(values),
    administrador: { nome: values.admin_nome.trim(), email: values.admin_email.trim() },
  };
}

const MIN_NAME = 3;
const CNPJ_LENGTH = 14;
const CEP_LENGTH = 8;

function nomeFantasiaError(value: string): AutoescolaErrorCode | undefined {
  if (value.trim() === '') return 'required';
  if (value.trim().length < MIN_NAME) return 'nomeFantasiaShort';
  const slug = schoolSlug(value);
  return slug === '' || slug === OPERATOR_SLUG ? 'slugInvalid' : undefined;
}

function cnpjError(value: string): AutoescolaErrorCode | undefined {
  if (value.trim() === '') return 'required';
  if (normalizeCnpj(value).length !== CNPJ_LENGTH) return 'cnpjLength';
  return isCnpj(value) ? undefined : 'cnpjInvalid';
}

/** The contract's rules (autoescolaBody, novaAutoescolaBody) checked before the call. */
export function validateAutoescola(values: AutoescolaFormValues, isNew: boolean): AutoescolaFormErrors {
  const errors: AutoescolaFormErrors = {
    nome_fantasia: nomeFantasiaError(values.nome_fantasia),
    cnpj: cnpjError(values.cnpj),
    uf: values.uf === null || values.uf === '' ? 'required' : isUf(values.uf) ? undefined : 'ufInvalid',
    telefone: optionalError(values.telefone, (v) => [10, 11].includes(digitsOf(v).length), 'phoneInvalid'),
    email: optionalError(values.email, isEmail, 'emailInvalid'),
    cep: optionalError(values.cep, (v) => digitsOf(v).length === CEP_LENGTH, 'cepLength'),
  };
  if (isNew) {
    const nome = values.admin_nome.trim();
    errors.admin_nome = nome === '' ? 'required' : nome.length < MIN_NAME ? 'nomeShort' : undefined;
    errors.admin_email =
      values.admin_email.trim() === ''
        ? 'required'
        : isEmail(values.admin_email)
          ? undefined
          : 'emailInvalid';
  }
  return compact(errors);
}
