import type { EstadoPerfil, EstadoPerfilBody } from '@cfc/contract';
import { compact } from '../../ui/form/field-errors.ts';
import { isDateValue } from '../../ui/inputs/date-value.ts';

/** The numeric rules, with their bounds (contract `estadoPerfilBody`). */
export const LIMITES = {
  limite_conceitos_basicos: [0, 50],
  limite_baliza: [0, 50],
  tempo_minimo_minutos: [1, 120],
  duracao_maxima_minutos: [1, 240],
  aula_dupla_minimo_minutos: [1, 240],
  intervalo_terceira_aula_minutos: [0, 240],
  tolerancia_checkin_minutos: [0, 120],
} as const;
export type NumberField = keyof typeof LIMITES;
export const NUMBER_FIELDS = Object.keys(LIMITES) as NumberField[];

/** The monthly contingency share is a percentage; blank means the state sets no cap. */
export const CONTINGENCIA_LIMITES = [0, 100] as const;

/** The instructor's daily limit is one of two values (h/a). */
export const LIMITES_DIARIOS = ['12', '24'] as const;

/** The freedoms and the transition choice of CONTRAN 1.020/2025, each a yes or no. */
export const FLAG_FIELDS = [
  'migrar_processos_abertos',
  'instrutor_autonomo',
  'veiculo_proprio_candidato',
] as const;
export type FlagField = (typeof FLAG_FIELDS)[number];

export type EstadoPerfilValues = Record<NumberField, number | string> &
  Record<FlagField, boolean> & {
    readonly instrutor_limite_diario: (typeof LIMITES_DIARIOS)[number];
    readonly alunos_simultaneos: '1' | '2';
    readonly noite_inicio: string;
    readonly noite_fim: string;
    /** 'YYYY-MM-DD', '' or the text of a refused date (DateField). */
    readonly regime_1020_desde: string;
    /** '' when the state sets no cap. */
    readonly contingencia_percentual_maximo: number | string;
  };
export type EstadoPerfilField = keyof EstadoPerfilValues;
export const ESTADO_PERFIL_FIELDS: readonly EstadoPerfilField[] = [
  'instrutor_limite_diario',
  'alunos_simultaneos',
  'noite_inicio',
  'noite_fim',
  ...NUMBER_FIELDS,
  'regime_1020_desde',
  ...FLAG_FIELDS,
  'contingencia_percentual_maximo',
];
export type EstadoPerfilError =
  | 'outOfRange'
  | 'timeRequired'
  | 'sameTimes'
  | 'minimoAfterMaximo'
  | 'dateRequired'
  | 'dateInvalid';

export function valuesFromPerfil(perfil: EstadoPerfil): EstadoPerfilValues {
  return {
    instrutor_limite_diario: perfil.instrutor_limite_diario === 24 ? '24' : '12',
    alunos_simultaneos: perfil.alunos_simultaneos === 2 ? '2' : '1',
    noite_inicio: perfil.noite_inicio.slice(0, 5),
    noite_fim: perfil.noite_fim.slice(0, 5),
    ...Object.fromEntries(NUMBER_FIELDS.map((field) => [field, perfil[field]])),
    regime_1020_desde: perfil.regime_1020_desde,
    ...Object.fromEntries(FLAG_FIELDS.map((field) => [field, perfil[field]])),
    contingencia_percentual_maximo: perfil.contingencia_percentual_maximo ?? '',
  } as EstadoPerfilValues;
}

const inRange = (value: number | string, [min, max]: readonly [number, number]) =>
  value !== '' && Number.isInteger(Number(value)) && Number(value) >= min && Number(value) <= max;

function dateError(value: string): EstadoPerfilError | undefined {
  if (value === '') return 'dateRequired';
  return isDateValue(value) ? undefined : 'dateInvalid';
}

export function validateEstadoPerfil(
  values: EstadoPerfilValues,
): Partial<Record<EstadoPerfilField, EstadoPerfilError>> {
  const numbers = Object.fromEntries(
    NUMBER_FIELDS.map((field) => [field, inRange(values[field], LIMITES[field]) ? undefined : 'outOfRange']),
  ) as Partial<Record<NumberField, EstadoPerfilError>>;
  const minimoAfterMaximo =
    numbers.tempo_minimo_minutos === undefined &&
    numbers.duracao_maxima_minutos === undefined &&
    Number(values.tempo_minimo_minutos) > Number(values.duracao_maxima_minutos);
  const contingencia = values.contingencia_percentual_maximo;
  return compact({
    ...numbers,
    tempo_minimo_minutos:
      numbers.tempo_minimo_minutos ?? (minimoAfterMaximo ? 'minimoAfterMaximo' : undefined),
    noite_inicio: values.noite_inicio === '' ? 'timeRequired' : undefined,
    noite_fim:
      values.noite_fim === ''
        ? 'timeRequired'
        : values.noite_fim === values.noite_inicio
          ? 'sameTimes'
          : undefined,
    regime_1020_desde: dateError(values.regime_1020_desde),
    contingencia_percentual_maximo:
      contingencia === '' || inRange(contingencia, CONTINGENCIA_LIMITES) ? undefined : 'outOfRange',
  });
}

/** Call only after validateEstadoPerfil. */
export function estadoPerfilBodyFrom(values: EstadoPerfilValues): EstadoPerfilBody {
  const contingencia = values.contingencia_percentual_maximo;
  return {
    instrutor_limite_diario: values.instrutor_limite_diario === '24' ? 24 : 12,
    alunos_simultaneos: Number(values.alunos_simultaneos),
    noite_inicio: values.noite_inicio,
    noite_fim: values.noite_fim,
    ...Object.fromEntries(NUMBER_FIELDS.map((field) => [field, Number(values[field])])),
    regime_1020_desde: values.regime_1020_desde,
    ...Object.fromEntries(FLAG_FIELDS.map((field) => [field, values[field]])),
    contingencia_percentual_maximo: contingencia === '' ? null : Number(contingencia),
  };
}
