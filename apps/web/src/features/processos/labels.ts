import type { Processo, STATUS_PROCESSO } from '@cfc/contract';
import type { MantineColor } from '@mantine/core';

export type StatusProcesso = (typeof STATUS_PROCESSO)[number];

/** The regime as people write it (SPEC: the two CONTRAN resolutions). */
export const REGIME_LABELS = {
  CONTRAN_789_2020: 'CONTRAN 789/2020',
  CONTRAN_1020_2025: 'CONTRAN 1.020/2025',
} as const satisfies Record<Processo['regime'], string>;

/** The status a user acts on: an open process past its validity counts as expired. */
export function statusOf(processo: Pick<Processo, 'status' | 'expirado'>): StatusProcesso {
  return processo.expirado && processo.status === 'aberto' ? 'expirado' : processo.status;
}

/** Status badge colours, the same on every screen (SPEC §9 palette). */
export const STATUS_COLORS: Record<StatusProcesso, MantineColor> = {
  aberto: 'info',
  concluido: 'brand',
  cancelado: 'gray',
  expirado: 'danger',
};

/** Hours given against the regime's minimum: short of it, met, or past it (the extra lessons still count as given). */
export type HorasSituacao = 'faltam' | 'cumpridas' | 'acima';

export function horasSituacao(realizadas: number, requeridas: number): HorasSituacao {
  if (realizadas > requeridas) return 'acima';
  return realizadas === requeridas ? 'cumpridas' : 'faltam';
}

/** Share of the required hours already given, 0 to 100. */
export function progressOf(realizadas: number, requeridas: number): number {
  if (requeridas <= 0) return 100;
  return Math.min(100, Math.round((realizadas / requeridas) * 100));
}
