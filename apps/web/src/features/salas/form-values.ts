import type { Sala } from '@cfc/contract';
import { compact } from '../../ui/form/field-errors.ts';

/** The body of POST /salas and PUT /salas/:id (contract `salaBody`). */
export type SalaBodyValues = Pick<Sala, 'nome' | 'capacidade'>;

/** What the form holds while the user types; the number input holds '' when empty. */
export interface SalaFormValues {
  readonly nome: string;
  readonly capacidade: string | number;
}

export type SalaField = keyof SalaFormValues;
export const SALA_FIELDS: readonly SalaField[] = ['nome', 'capacidade'];
export type SalaFormError = 'nomeRequired' | 'capacidadeRange';

/** The contract's bounds (`salaBody`). */
export const NOME_MAX = 80;
export const CAPACIDADE_MIN = 1;
export const CAPACIDADE_MAX = 1000;

export const EMPTY_SALA: SalaFormValues = { nome: '', capacidade: '' };

export function valuesFromSala(sala: Sala): SalaFormValues {
  return { nome: sala.nome, capacidade: sala.capacidade };
}

export function validateSala(values: SalaFormValues): Partial<Record<SalaField, SalaFormError>> {
  const capacidade = Number(values.capacidade);
  return compact({
    nome: values.nome.trim() === '' ? 'nomeRequired' : undefined,
    capacidade:
      values.capacidade === '' ||
      !Number.isInteger(capacidade) ||
      capacidade < CAPACIDADE_MIN ||
      capacidade > CAPACIDADE_MAX
        ? 'capacidadeRange'
        : undefined,
  });
}

/** Call only after validateSala. */
export function salaBodyFrom(values: SalaFormValues): SalaBodyValues {
  return { nome: values.nome.trim(), capacidade: Number(values.capacidade) };
}
