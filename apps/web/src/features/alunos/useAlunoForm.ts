import { type Aluno, type AlunoBody, alunoBody } from '@cfc/contract';
import type { Control, FieldPath } from 'react-hook-form';
import { useContractForm } from '../../ui/form/useContractForm.ts';
import { typeCep, typeCpf, typePhone } from '../../ui/masks.ts';

/** What a student form holds: the contract's body, masked texts as typed and '' for empty. */
export type AlunoValues = AlunoBody;
export type AlunoField = FieldPath<AlunoValues>;
export type AlunoControl = Control<AlunoValues>;

const NEW_ALUNO = {
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
} satisfies Required<AlunoValues>;

export const ALUNO_FIELDS = Object.keys(NEW_ALUNO) as AlunoField[];

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

/** A stored student as the inputs show it: masked, '' for what it lacks. */
export function alunoValuesOf(aluno: Aluno): Required<AlunoValues> {
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

/** A student form (new when `aluno` is absent), checked by the contract's `alunoBody`. */
export function useAlunoForm(aluno?: Aluno) {
  return useContractForm(alunoBody, aluno ? alunoValuesOf(aluno) : NEW_ALUNO);
}
