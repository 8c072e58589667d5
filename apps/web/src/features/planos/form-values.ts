import type { Plano, PlanoBody } from '@cfc/contract';
import { CNH_CATEGORIES, type CnhCategory } from '@cfc/domain';
import { compact } from '../../ui/form/field-errors.ts';

/** What the form holds while the user types; the number input holds '' when empty, the price cents or null. */
export interface PlanoFormValues {
  readonly nome: string;
  /** '' : a plan for every category. */
  readonly categoria: CnhCategory | '';
  readonly horas_aula: string | number;
  readonly preco_centavos: number | null;
}

export type PlanoField = keyof PlanoFormValues;
export const PLANO_FIELDS: readonly PlanoField[] = ['nome', 'categoria', 'horas_aula', 'preco_centavos'];
export type PlanoFormError = 'nomeRequired' | 'horasRange' | 'precoRequired';
export { CNH_CATEGORIES };

/** The contract's bounds (`planoBody`). */
export const NOME_MAX = 80;
export const HORAS_MIN = 1;
export const HORAS_MAX = 200;

export const EMPTY_PLANO: PlanoFormValues = { nome: '', categoria: '', horas_aula: '', preco_centavos: null };

export function valuesFromPlano(plano: Plano): PlanoFormValues {
  return {
    nome: plano.nome,
    categoria: plano.categoria ?? '',
    horas_aula: plano.horas_aula,
    preco_centavos: plano.preco_centavos,
  };
}

export function validatePlano(values: PlanoFormValues): Partial<Record<PlanoField, PlanoFormError>> {
  const horas = Number(values.horas_aula);
  return compact({
    nome: values.nome.trim() === '' ? 'nomeRequired' : undefined,
    horas_aula:
      values.horas_aula === '' || !Number.isInteger(horas) || horas < HORAS_MIN || horas > HORAS_MAX
        ? 'horasRange'
        : undefined,
    preco_centavos: values.preco_centavos === null ? 'precoRequired' : undefined,
  });
}

/** Call only after validatePlano. */
export function planoBodyFrom(values: PlanoFormValues): PlanoBody {
  return {
    nome: values.nome.trim(),
    categoria: values.categoria === '' ? null : values.categoria,
    horas_aula: Number(values.horas_aula),
    preco_centavos: values.preco_centavos ?? 0,
  };
}
