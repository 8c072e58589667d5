import type { Veiculo, VeiculoBody } from '@cfc/contract';
import { isPlate, isRenavam, normalizePlate } from '@cfc/domain';
import { compact } from '../../ui/form/field-errors.ts';
import { digitsOf } from '../../ui/form/form-values.ts';
import { isDateValue } from '../../ui/inputs/date-value.ts';
import { overlapping, type Periodo } from './vinculos.ts';

export const CATEGORIAS_VEICULO = ['A', 'B', 'C', 'D', 'E'] as const;
type CategoriaVeiculo = (typeof CATEGORIAS_VEICULO)[number];

function isCategoriaVeiculo(value: string | null): value is CategoriaVeiculo {
  return CATEGORIAS_VEICULO.some((categoria) => categoria === value);
}

/** One row of the periods editor; `key` keeps React's rows apart while dates are typed. */
export interface VinculoRow {
  readonly key: number;
  readonly inicio: string;
  /** '' while the vehicle is still linked. */
  readonly fim: string;
}

export interface VeiculoFormValues {
  readonly placa: string;
  readonly renavam: string;
  readonly marca: string;
  readonly modelo: string;
  /** Number inputs hold '' when empty. */
  readonly ano_fabricacao: string | number;
  readonly ano_modelo: string | number;
  readonly categoria: string | null;
  readonly hodometro: string | number;
  /** The last day of the yearly licensing: 'YYYY-MM-DD', '' when not recorded, or a refused text. */
  readonly licenciamento_validade: string;
  readonly vinculos: readonly VinculoRow[];
}

export type VeiculoField = keyof VeiculoFormValues;
export const VEICULO_FIELDS: readonly VeiculoField[] = [
  'placa',
  'renavam',
  'marca',
  'modelo',
  'ano_fabricacao',
  'ano_modelo',
  'categoria',
  'hodometro',
  'licenciamento_validade',
  'vinculos',
];
export type VeiculoFormError =
  | 'placaInvalid'
  | 'renavamInvalid'
  | 'marcaRequired'
  | 'modeloRequired'
  | 'anoInvalid'
  | 'categoriaRequired'
  | 'hodometroInvalid'
  | 'dateInvalid'
  | 'vinculosEmpty'
  | 'vinculosOverlap'
  | 'vinculosRows';
export type VinculoRowError = 'inicioRequired' | 'fimBeforeInicio';

/** The contract's bounds (`veiculoBody`). */
export const ANO_MIN = 1900;
export const ANO_MAX = 9999;
export const TEXT_MAX = 60;

let nextKey = 0;
/** A new row of the periods editor. */
export function vinculoRow(inicio = '', fim = ''): VinculoRow {
  nextKey += 1;
  return { key: nextKey, inicio, fim };
}

export function emptyVeiculo(): VeiculoFormValues {
  return {
    placa: '',
    renavam: '',
    marca: '',
    modelo: '',
    ano_fabricacao: '',
    ano_modelo: '',
    categoria: null,
    hodometro: 0,
    licenciamento_validade: '',
    vinculos: [vinculoRow()],
  };
}

export function valuesFromVeiculo(veiculo: Veiculo): VeiculoFormValues {
  return {
    placa: veiculo.placa,
    renavam: veiculo.renavam,
    marca: veiculo.marca,
    modelo: veiculo.modelo,
    ano_fabricacao: veiculo.ano_fabricacao,
    ano_modelo: veiculo.ano_modelo ?? '',
    categoria: veiculo.categoria,
    hodometro: veiculo.hodometro,
    licenciamento_validade: veiculo.licenciamento_validade ?? '',
    vinculos: veiculo.vinculos.map((vinculo) => vinculoRow(vinculo.inicio, vinculo.fim ?? '')),
  };
}

function validYear(value: string | number, required: boolean): boolean {
  if (value === '') return !required;
  const year = Number(value);
  return Number.isInteger(year) && year >= ANO_MIN && year <= ANO_MAX;
}

export function vinculoRowError(row: VinculoRow): VinculoRowError | undefined {
  if (row.inicio === '') return 'inicioRequired';
  return row.fim !== '' && row.fim < row.inicio ? 'fimBeforeInicio' : undefined;
}

const periodoOf = (row: VinculoRow): Periodo => ({
  inicio: row.inicio,
  fim: row.fim === '' ? null : row.fim,
});

function vinculosError(rows: readonly VinculoRow[]): VeiculoFormError | undefined {
  if (rows.length === 0) return 'vinculosEmpty';
  if (rows.some((row) => vinculoRowError(row) !== undefined)) return 'vinculosRows';
  return overlapping(rows.map(periodoOf)) ? 'vinculosOverlap' : undefined;
}

export function validateVeiculo(values: VeiculoFormValues): Partial<Record<VeiculoField, VeiculoFormError>> {
  const hodometro = Number(values.hodometro);
  return compact({
    placa: isPlate(values.placa) ? undefined : 'placaInvalid',
    renavam: isRenavam(values.renavam) ? undefined : 'renavamInvalid',
    marca: values.marca.trim() === '' ? 'marcaRequired' : undefined,
    modelo: values.modelo.trim() === '' ? 'modeloRequired' : undefined,
    ano_fabricacao: validYear(values.ano_fabricacao, true) ? undefined : 'anoInvalid',
    ano_modelo: validYear(values.ano_modelo, false) ? undefined : 'anoInvalid',
    categoria: isCategoriaVeiculo(values.categoria) ? undefined : 'categoriaRequired',
    hodometro:
      values.hodometro === '' || (Number.isInteger(hodometro) && hodometro >= 0)
        ? undefined
        : 'hodometroInvalid',
    licenciamento_validade:
      values.licenciamento_validade === '' || isDateValue(values.licenciamento_validade)
        ? undefined
        : 'dateInvalid',
    vinculos: vinculosError(values.vinculos),
  });
}

/** Call only after validateVeiculo. */
export function veiculoBodyFrom(values: VeiculoFormValues): VeiculoBody {
  const { categoria } = values;
  if (!isCategoriaVeiculo(categoria)) throw new Error('veiculoBodyFrom called before validateVeiculo');
  return {
    placa: normalizePlate(values.placa),
    renavam: digitsOf(values.renavam),
    marca: values.marca.trim(),
    modelo: values.modelo.trim(),
    ano_fabricacao: Number(values.ano_fabricacao),
    ano_modelo: values.ano_modelo === '' ? null : Number(values.ano_modelo),
    categoria,
    hodometro: values.hodometro === '' ? 0 : Number(values.hodometro),
    licenciamento_validade: values.licenciamento_validade === '' ? null : values.licenciamento_validade,
    vinculos: values.vinculos.map(periodoOf),
  };
}
