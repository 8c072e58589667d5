import { CATEGORIAS_CNH_INSTRUTOR, type Instrutor, type InstrutorBody } from '@cfc/contract';
import { cpfDigits, isCnh, isCpf } from '@cfc/domain';
import { compact } from '../../ui/form/field-errors.ts';
import { blankToNull, digitsOf } from '../../ui/form/form-values.ts';
import { isEmail, typeCpf, typePhone } from '../../ui/masks.ts';

type CategoriaCnh = (typeof CATEGORIAS_CNH_INSTRUTOR)[number];

export interface InstrutorFormValues {
  readonly nome: string;
  /** Masked as typed: 000.000.000-00, (00) 00000-0000. */
  readonly cpf: string;
  readonly email: string;
  readonly telefone: string;
  readonly cnh_numero: string;
  readonly cnh_categoria: string | null;
  /** 'YYYY-MM-DD', or '' when empty. */
  readonly cnh_validade: string;
  readonly credencial_numero: string;
  readonly credencial_validade: string;
}

export type InstrutorField = keyof InstrutorFormValues;
export const INSTRUTOR_FIELDS: readonly InstrutorField[] = [
  'nome',
  'cpf',
  'email',
  'telefone',
  'cnh_numero',
  'cnh_categoria',
  'cnh_validade',
  'credencial_numero',
  'credencial_validade',
];
export type InstrutorFormError =
  | 'required'
  | 'nomeShort'
  | 'cpfLength'
  | 'cpfInvalid'
  | 'emailInvalid'
  | 'telefoneInvalid'
  | 'cnhInvalid'
  | 'categoriaInvalid';

/** The contract's bounds (`instrutorBody`). */
export const LIMITS = { nome: 150, credencial: 30, cnh: 11 } as const;
const NOME_MIN = 3;
const CPF_LENGTH = 11;
const PHONE_LENGTHS = [10, 11];

export const EMPTY_INSTRUTOR: InstrutorFormValues = {
  nome: '',
  cpf: '',
  email: '',
  telefone: '',
  cnh_numero: '',
  cnh_categoria: null,
  cnh_validade: '',
  credencial_numero: '',
  credencial_validade: '',
};

export function isCategoriaCnh(value: string | null): value is CategoriaCnh {
  return CATEGORIAS_CNH_INSTRUTOR.some((categoria) => categoria === value);
}

export function valuesFromInstrutor(instrutor: Instrutor): InstrutorFormValues {
  return {
    nome: instrutor.nome,
    cpf: typeCpf(instrutor.cpf),
    email: instrutor.email ?? '',
    telefone: typePhone(instrutor.telefone ?? ''),
    cnh_numero: instrutor.cnh_numero,
    cnh_categoria: instrutor.cnh_categoria,
    cnh_validade: instrutor.cnh_validade ?? '',
    credencial_numero: instrutor.credencial_numero,
    credencial_validade: instrutor.credencial_validade,
  };
}

function cpfError(value: string): InstrutorFormError | undefined {
  const digits = cpfDigits(value);
  if (digits === '') return 'required';
  if (digits.length !== CPF_LENGTH) return 'cpfLength';
  return isCpf(digits) ? undefined : 'cpfInvalid';
}

function nomeError(value: string): InstrutorFormError | undefined {
  const nome = value.trim();
  if (nome === '') return 'required';
  return nome.length < NOME_MIN ? 'nomeShort' : undefined;
}

/** The checks the browser can make before calling the server; the server repeats them. */
export function validateInstrutor(
  values: InstrutorFormValues,
): Partial<Record<InstrutorField, InstrutorFormError>> {
  const email = values.email.trim();
  const telefone = digitsOf(values.telefone);
  const cnh = digitsOf(values.cnh_numero);
  return compact({
    nome: nomeError(values.nome),
    cpf: cpfError(values.cpf),
    email: email === '' || isEmail(email) ? undefined : 'emailInvalid',
    telefone: telefone === '' || PHONE_LENGTHS.includes(telefone.length) ? undefined : 'telefoneInvalid',
    cnh_numero: cnh === '' ? 'required' : isCnh(cnh) ? undefined : 'cnhInvalid',
    cnh_categoria:
      values.cnh_categoria === null
        ? 'required'
        : isCategoriaCnh(values.cnh_categoria)
          ? undefined
          : 'categoriaInvalid',
    credencial_numero: values.credencial_numero.trim() === '' ? 'required' : undefined,
    credencial_validade: values.credencial_validade === '' ? 'required' : undefined,
  });
}

/** The body of POST /instrutores and PUT /instrutores/:id; call only after validateInstrutor. */
export function instrutorBodyFrom(values: InstrutorFormValues): InstrutorBody {
  const categoria = values.cnh_categoria;
  if (!isCategoriaCnh(categoria)) throw new Error('instrutorBodyFrom called before validateInstrutor');
  return {
    nome: values.nome.trim(),
    cpf: cpfDigits(values.cpf),
    email: blankToNull(values.email),
    telefone: blankToNull(digitsOf(values.telefone)),
    cnh_numero: digitsOf(values.cnh_numero),
    cnh_categoria: categoria,
    cnh_validade: values.cnh_validade === '' ? null : values.cnh_validade,
    credencial_numero: values.credencial_numero.trim(),
    credencial_validade: values.credencial_validade,
  };
}
