import type { Perimetro, PerimetroBody } from '@cfc/contract';
import { compact } from '../../ui/form/field-errors.ts';
import { type LatLng, swapAxes } from './coords.ts';

/** The editor holds the polygon in Leaflet's order; the API gets it swapped. */
export interface PerimetroFormValues {
  readonly nome: string;
  readonly pontos: readonly LatLng[];
}

export type PerimetroField = keyof PerimetroFormValues;
export const PERIMETRO_FIELDS: readonly PerimetroField[] = ['nome', 'pontos'];
export type PerimetroFormError = 'nomeRequired' | 'pontosMin';

export const NOME_MAX = 80;
/** A polygon needs three corners (contract `pontosField`). */
export const PONTOS_MIN = 3;

export const EMPTY_PERIMETRO: PerimetroFormValues = { nome: '', pontos: [] };

export function valuesFromPerimetro(perimetro: Perimetro): PerimetroFormValues {
  return { nome: perimetro.nome, pontos: swapAxes(perimetro.pontos) };
}

export function validatePerimetro(
  values: PerimetroFormValues,
): Partial<Record<PerimetroField, PerimetroFormError>> {
  return compact({
    nome: values.nome.trim() === '' ? 'nomeRequired' : undefined,
    pontos: values.pontos.length < PONTOS_MIN ? 'pontosMin' : undefined,
  });
}

export function perimetroBodyFrom(values: PerimetroFormValues): PerimetroBody {
  return { nome: values.nome.trim(), pontos: swapAxes(values.pontos) };
}
