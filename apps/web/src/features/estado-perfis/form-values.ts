import type { EstadoPerfil, EstadoPerfilBody } from '@cfc/contract';
import { compact } from '../../ui/form/field-errors.ts';

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

/** The instructor's daily limit is one of two values (h/a). */
export const LIMITES_DIARIOS = ['12', '24'] as const;

export type EstadoPerfilValues = Record<NumberField, number | string> & {
  readonly instrutor_limite_diario: (typeof LIMITES_DIARIOS)[number];
  readonly alunos_simultaneos: '1' | '2';
  readonly noite_inicio: string;
  readonly noite_fim: string;
};
export type EstadoPerfilField = keyof EstadoPerfilValues;
export const ESTADO_PERFIL_FIELDS: readonly EstadoPerfilField[] = [
  'instrutor_limite_diario',
  'alunos_simultaneos',
  'noite_inicio',
  'noite_fim',
  ...NUMBER_FIELDS,
];
export type EstadoPerfilError = 'outOfRange' | 'timeRequired' | 'sameTimes' | 'minimoAfterMaximo';

export function valuesFromPerfil(perfil: EstadoPerfil): EstadoPerfilValues {
  return {
    instrutor_limite_diario: perfil.instrutor_limite_diario === 24 ? '24' : '12',
    alunos_simultaneos: perfil.alunos_simultaneos === 2 ? '2' : '1',
    noite_inicio: perfil.noite_inicio.slice(0, 5),
    noite_fim: perfil.noite_fim.slice(0, 5),
    ...Object.fromEntries(NUMBER_FIELDS.map((field) => [field, perfil[field]])),
  } as EstadoPerfilValues;
}

const inRange = (value: number | string, [min, max]: readonly [number, number]) =>
  value !== '' && Number.isInteger(Number(value)) && Number(value) >= min && Number(value) <= max;

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
  });
}

/** Call only after validateEstadoPerfil. */
export function estadoPerfilBodyFrom(values: EstadoPerfilValues): EstadoPerfilBody {
  return {
    instrutor_limite_diario: values.instrutor_limite_diario === '24' ? 24 : 12,
    alunos_simultaneos: Number(values.alunos_simultaneos),
    noite_inicio: values.noite_inicio,
    noite_fim: values.noite_fim,
    ...Object.fromEntries(NUMBER_FIELDS.map((field) => [field, Number(values[field])])),
  };
}
