import type { AutoescolaBody, AutoescolaDetalhe, NovaAutoescolaBody } from '@cfc/contract';
import { isCnpj, isUf, normalizeCnpj, OPERATOR_SLUG, schoolSlug } from '@cfc/domain';
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

/** Blank optional texts are sent as null. */
const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export function autoescolaBodyFrom(values: AutoescolaFormValues): AutoescolaBody {
  return {
    nome_fantasia: values.nome_fantasia.trim(),
    razao_social: orNull(values.razao_social),
    cnpj: values.cnpj,
    uf: values.uf ?? '',
    telefone: orNull(values.telefone),
    email: orNull(values.email),
    cep: orNull(values.cep),
    logradouro: orNull(values.logradouro),
    numero: orNull(values.numero),
    complemento: orNull(values.complemento),
    bairro: orNull(values.bairro),
    cidade: orNull(values.cidade),
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
const digits = (value: string) => value.replace(/\D/g, '');

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

function optionalError(value: string, valid: (value: string) => boolean, code: AutoescolaErrorCode) {
  return value.trim() === '' || valid(value) ? undefined : code;
}

/** The contract's rules (autoescolaBody, novaAutoescolaBody) checked before the call. */
export function validateAutoescola(values: AutoescolaFormValues, isNew: boolean): AutoescolaFormErrors {
  const errors: AutoescolaFormErrors = {
    nome_fantasia: nomeFantasiaError(values.nome_fantasia),
    cnpj: cnpjError(values.cnpj),
    uf: values.uf === null || values.uf === '' ? 'required' : isUf(values.uf) ? undefined : 'ufInvalid',
    telefone: optionalError(values.telefone, (v) => [10, 11].includes(digits(v).length), 'phoneInvalid'),
    email: optionalError(values.email, isEmail, 'emailInvalid'),
    cep: optionalError(values.cep, (v) => digits(v).length === CEP_LENGTH, 'cepLength'),
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
  return Object.fromEntries(Object.entries(errors).filter(([, code]) => code !== undefined));
}

/** The 422 keys of the server that are not the form's own names. */
const SERVER_FIELDS: Readonly<Record<string, AutoescolaField>> = {
  'administrador.nome': 'admin_nome',
  'administrador.email': 'admin_email',
};

function isField(key: string): key is AutoescolaField {
  return key in EMPTY_AUTOESCOLA;
}

/** The first message of each field of a 422 reply, by form field. */
export function serverFieldErrors(
  errors: Readonly<Record<string, readonly string[]>> | undefined,
): Partial<Record<AutoescolaField, string>> {
  const result: Partial<Record<AutoescolaField, string>> = {};
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const field = SERVER_FIELDS[key] ?? (isField(key) ? key : undefined);
    const first = messages[0];
    if (field !== undefined && first !== undefined && result[field] === undefined) result[field] = first;
  }
  return result;
}
