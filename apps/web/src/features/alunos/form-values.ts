import type { Aluno, AlunoBody } from '@cfc/contract';
import { cpfDigits, isCpf, isRenach, normalizeRenach } from '@cfc/domain';
import { blankToNull, digitsOf, optionalError } from '../../ui/form/form-values.ts';
import { isEmail, typeCep, typeCpf, typePhone } from '../../ui/masks.ts';

/** What the student forms hold while the user types: masked texts, '' for empty. */
export interface AlunoFormValues {
  readonly nome: string;
  readonly cpf: string;
  /** 'YYYY-MM-DD' or ''. */
  readonly data_nascimento: string;
  readonly nome_mae: string;
  readonly email: string;
  readonly telefone: string;
  readonly cep: string;
  readonly logradouro: string;
  readonly numero: string;
  readonly complemento: string;
  readonly bairro: string;
  readonly cidade: string;
  readonly uf: string | null;
  readonly renach: string;
  readonly gratuidade_teorica: boolean;
  readonly gratuidade_pratica: boolean;
}

/** Fields named as the API names them, so its 422 `errors` map lands on the right input. */
export type AlunoField = keyof AlunoFormValues;
export type AlunoFormError =
  | 'required'
  | 'nomeShort'
  | 'cpfLength'
  | 'cpfInvalid'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'cepInvalid'
  | 'renachInvalid';
export type AlunoFormErrors = Partial<Record<AlunoField, AlunoFormError>>;

export const EMPTY_ALUNO: AlunoFormValues = {
  nome: '',
  cpf: '',
  data_nascimento: '',
  nome_mae: '',
  email: '',
  telefone: '',
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  uf: null,
  renach: '',
  gratuidade_teorica: false,
  gratuidade_pratica: false,
};

export const ALUNO_FIELDS = Object.keys(EMPTY_ALUNO) as AlunoField[];

/** The fields of each part of the registration (wizard steps and edit sections). */
export const ALUNO_SECTIONS = {
  pessoais: ['nome', 'cpf', 'data_nascimento', 'nome_mae'],
  contato: ['telefone', 'email', 'cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'uf'],
  processo: ['renach', 'gratuidade_teorica', 'gratuidade_pratica'],
} as const satisfies Record<string, readonly AlunoField[]>;

/**
 * The quick registration (alunos/basico): a subset of the full one, in its order, with the RENACH
 * that opening the student's process will ask for.
 */
export const BASIC_FIELDS = ['nome', 'cpf', 'telefone', 'renach'] as const satisfies readonly AlunoField[];

const NOME_MIN = 3;
const CPF_LENGTH = 11;
const CEP_LENGTH = 8;
const PHONE_LENGTHS = [10, 11];

function nomeError(value: string): AlunoFormError | undefined {
  const nome = value.trim();
  if (nome === '') return 'required';
  return nome.length < NOME_MIN ? 'nomeShort' : undefined;
}

function cpfError(value: string): AlunoFormError | undefined {
  const cpf = cpfDigits(value);
  if (cpf === '') return 'required';
  if (cpf.length !== CPF_LENGTH) return 'cpfLength';
  return isCpf(cpf) ? undefined : 'cpfInvalid';
}

/** The checks the browser can make before calling the server (the same rules as the contract). */
export function validateAluno(
  values: AlunoFormValues,
  fields: readonly AlunoField[] = ALUNO_FIELDS,
): AlunoFormErrors {
  const all: AlunoFormErrors = {
    nome: nomeError(values.nome),
    cpf: cpfError(values.cpf),
    email: optionalError(values.email, isEmail, 'emailInvalid'),
    telefone: optionalError(
      values.telefone,
      (v) => PHONE_LENGTHS.includes(digitsOf(v).length),
      'phoneInvalid',
    ),
    cep: optionalError(values.cep, (v) => digitsOf(v).length === CEP_LENGTH, 'cepInvalid'),
    renach: optionalError(values.renach, isRenach, 'renachInvalid'),
  };
  return Object.fromEntries(
    fields.flatMap((field) => (all[field] === undefined ? [] : [[field, all[field]]])),
  ) as AlunoFormErrors;
}

/** The body of POST /alunos and PUT /alunos/:id; call only after validateAluno. */
export function alunoBodyFrom(values: AlunoFormValues): AlunoBody {
  return {
    nome: values.nome.trim(),
    cpf: cpfDigits(values.cpf),
    data_nascimento: blankToNull(values.data_nascimento),
    nome_mae: blankToNull(values.nome_mae),
    email: blankToNull(values.email),
    telefone: blankToNull(digitsOf(values.telefone)),
    cep: blankToNull(digitsOf(values.cep)),
    logradouro: blankToNull(values.logradouro),
    numero: blankToNull(values.numero),
    complemento: blankToNull(values.complemento),
    bairro: blankToNull(values.bairro),
    cidade: blankToNull(values.cidade),
    uf: values.uf,
    renach: blankToNull(normalizeRenach(values.renach)),
    gratuidade_teorica: values.gratuidade_teorica,
    gratuidade_pratica: values.gratuidade_pratica,
  };
}

/** The form of a stored student, masked as the inputs show it. */
export function valuesFromAluno(aluno: Aluno): AlunoFormValues {
  return {
    nome: aluno.nome,
    cpf: typeCpf(aluno.cpf),
    data_nascimento: aluno.data_nascimento ?? '',
    nome_mae: aluno.nome_mae ?? '',
    email: aluno.email ?? '',
    telefone: typePhone(aluno.telefone ?? ''),
    cep: typeCep(aluno.cep ?? ''),
    logradouro: aluno.logradouro ?? '',
    numero: aluno.numero ?? '',
    complemento: aluno.complemento ?? '',
    bairro: aluno.bairro ?? '',
    cidade: aluno.cidade ?? '',
    uf: aluno.uf,
    renach: aluno.renach ?? '',
    gratuidade_teorica: aluno.gratuidade_teorica,
    gratuidade_pratica: aluno.gratuidade_pratica,
  };
}
