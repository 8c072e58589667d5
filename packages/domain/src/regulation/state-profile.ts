import type { Uf } from '../schools.ts';

/** The rules of a state's traffic authority that vary by state (edited by the operator). */
export interface StateProfile {
  uf: Uf | null;
  /** h/a an instructor may teach in a day (12 or 24 depending on the state). */
  instrutorLimiteDiario: 12 | 24;
  /** Students at once per instructor: only in category A, each on their own vehicle. */
  alunosSimultaneos: number;
  /** Night window 'HH:mm' (São Paulo time); a lesson that starts in it is a night lesson. */
  noite: { inicio: string; fim: string };
  limiteConceitosBasicos: number;
  limiteBaliza: number;
  /** A given lesson must last at least this many minutes. */
  tempoMinimoMinutos: number;
  /** A single lesson may not last more than this. */
  duracaoMaximaMinutos: number;
  /** A double lesson (two consecutive h/a) must last at least this. */
  aulaDuplaMinimoMinutos: number;
  /** The break required before a candidate's third lesson of the day. */
  intervaloTerceiraAulaMinutos: number;
  /** How early or late an instructor may check in. */
  toleranciaCheckinMinutos: number;
}

export const DEFAULT_STATE_PROFILE: StateProfile = {
  uf: null,
  instrutorLimiteDiario: 12,
  alunosSimultaneos: 2,
  noite: { inicio: '18:00', fim: '06:00' },
  limiteConceitosBasicos: 1,
  limiteBaliza: 5,
  tempoMinimoMinutos: 45,
  duracaoMaximaMinutos: 60,
  aulaDuplaMinimoMinutos: 90,
  intervaloTerceiraAulaMinutos: 50,
  toleranciaCheckinMinutos: 10,
};
