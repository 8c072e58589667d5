import type { HorarioLivre } from '@cfc/contract';
import { HORA_AULA_MINUTOS, minutesInSaoPaulo } from '@cfc/domain';

/** The parts of the day the slot grid is split into, by São Paulo start time. */
export const PERIODOS = ['manha', 'tarde', 'noite'] as const;
export type Periodo = (typeof PERIODOS)[number];

const TARDE_MINUTOS = 12 * 60;
const NOITE_MINUTOS = 18 * 60;

export function periodoOf(inicio: string): Periodo {
  const minutes = minutesInSaoPaulo(inicio);
  if (minutes < TARDE_MINUTOS) return 'manha';
  return minutes < NOITE_MINUTOS ? 'tarde' : 'noite';
}

export interface SlotGroup {
  readonly periodo: Periodo;
  readonly slots: readonly HorarioLivre[];
}

/** The day's slots by morning, afternoon and evening, in order; empty parts are left out. */
export function groupSlots(slots: readonly HorarioLivre[]): SlotGroup[] {
  return PERIODOS.map((periodo) => ({
    periodo,
    slots: slots.filter((slot) => periodoOf(slot.inicio) === periodo),
  })).filter((group) => group.slots.length > 0);
}

/** The planned end of a lesson (SPEC §4): its start plus 50 minutes per h/a. */
export function plannedEndOf(inicio: string, horasAula: number): string {
  return new Date(Date.parse(inicio) + horasAula * HORA_AULA_MINUTOS * 60_000).toISOString();
}
