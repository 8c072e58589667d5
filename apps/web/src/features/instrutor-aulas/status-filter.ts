import type { STATUS_AULA_PRATICA } from '@cfc/contract';

export type StatusAula = (typeof STATUS_AULA_PRATICA)[number];

/**
 * The `:status?` of /instrutor-cfc/aulas and /candidato/aulas-praticas: Portuguese plural words of
 * the address for the lesson statuses; no status shows every lesson.
 */
export const STATUS_FILTROS = {
  agendadas: 'agendada',
  'em-andamento': 'em_andamento',
  realizadas: 'realizada',
  canceladas: 'cancelada',
} as const satisfies Record<string, StatusAula>;

export type StatusFiltro = keyof typeof STATUS_FILTROS;

export const FILTROS: readonly StatusFiltro[] = ['agendadas', 'em-andamento', 'realizadas', 'canceladas'];

export function isStatusFiltro(value: string): value is StatusFiltro {
  return Object.hasOwn(STATUS_FILTROS, value);
}

/**
 * The status an address asks for: `todas` without one, undefined for a word that is not a filter
 * (the screen then goes back to every lesson).
 */
export function statusDoFiltro(param: string | undefined): StatusAula | 'todas' | undefined {
  if (param === undefined || param === '') return 'todas';
  return isStatusFiltro(param) ? STATUS_FILTROS[param] : undefined;
}
