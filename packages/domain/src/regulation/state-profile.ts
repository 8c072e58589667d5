import type { Uf } from '../schools.ts';
import { CONTRAN_1020_FROM } from './regimes.ts';

/** The rules of a state's traffic authority that vary by state (edited by the operator). */
export interface StateProfile {
  uf: Uf | null;
  /** h/a an instructor may teach in a day (12 or 24 depending on the state). */
  instrutorLimiteDiario: 12 | 24;
  /** Students at once per instructor: only in category A, each on their own vehicle. */
  alunosSimultaneos: number;
  /**
   * Night window 'HH:mm' (São Paulo time), which may cross midnight. A lesson's night h/a come from
   * its minutes inside the window (nightHorasAula), not from its start alone.
   */
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
  /** The day CONTRAN 1.020/2025 applies in the state (its publication, unless courts suspended it). */
  regime1020Desde: string;
  /** Whether processes opened under 789/2020 and still open follow 1.020/2025 from that day. */
  migrarProcessosAbertos: boolean;
  /** 1.020/2025: a credentialed instructor may teach on their own, outside a school. */
  instrutorAutonomo: boolean;
  /** 1.020/2025: the candidate may take lessons in their own vehicle (its documents checked). */
  veiculoProprioCandidato: boolean;
  /**
   * Share (%) of a school's lessons in a month that may be contingency lessons (given while the
   * evidence system failed); null when the state sets none, 0 when it allows none.
   */
  contingenciaPercentualMaximo: number | null;
  /** Theory h/a a class may have in one day (the state's limit). */
  teoricaLimiteDiario: number;
  /**
   * Minutes a student may arrive late to, or leave early from, a theory session and still have the
   * whole time counted; beyond them only the time in the room counts (minutosPresentes).
   */
  teoricaToleranciaMinutos: number;
  /** Remote theory (ead.ts): minutes after the start a student may still join (PR: 20). */
  eadToleranciaEntradaMinutos: number;
  /**
   * Share (%) of a remote lesson's time a student must be connected for it to count, disconnections
   * included (PB: 90); null: the in-person rule (the theory tolerance, then the minutes connected).
   */
  eadPresencaMinimaPercentual: number | null;
  /** Share (%) of the students whose faces are checked at random moments of a remote lesson (BA: 20). */
  eadVerificacoesAleatoriasPercentual: number;
  /** Least similarity (%) of a face with the reference photo for a check to pass. */
  eadSimilaridadeMinima: number;
  /** Least liveness score (%) of a check's photo (a live person, not a picture of one). */
  eadVivacidadeMinima: number;
  /** Whether recorded theory lessons count (1.020/2025 allows them; MT allows only live ones). */
  eadGravadaPermitida: boolean;
  /** Monitoring alerts (alertas-regras.ts; each threshold's norm in LIMIARES_ALERTA): a GPS gap longer than this (s). */
  alertaGpsLacunaSegundos: number;
  /** A speed between two GPS positions above this (km/h) is impossible for a lesson. */
  alertaVelocidadeMaximaKmh: number;
  /** Largest difference (%) between the odometer's distance and the GPS track's. */
  alertaHodometroToleranciaPercentual: number;
  /** Least similarity (%) of a practical lesson's photo with the student's reference photo. */
  alertaSimilaridadeMinima: number;
  /** This many rejections by the authority within `alertaRejeicoesDias` days make an alert. */
  alertaRejeicoesQuantidade: number;
  alertaRejeicoesDias: number;
  /** Minutes a room camera may be offline during a theory session before an alert. */
  alertaCameraOfflineMinutos: number;
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
  regime1020Desde: CONTRAN_1020_FROM,
  migrarProcessosAbertos: false,
  instrutorAutonomo: false,
  veiculoProprioCandidato: false,
  contingenciaPercentualMaximo: null,
  teoricaLimiteDiario: 5,
  teoricaToleranciaMinutos: 15,
  eadToleranciaEntradaMinutos: 15,
  eadPresencaMinimaPercentual: null,
  eadVerificacoesAleatoriasPercentual: 0,
  eadSimilaridadeMinima: 55,
  eadVivacidadeMinima: 50,
  eadGravadaPermitida: true,
  alertaGpsLacunaSegundos: 120,
  alertaVelocidadeMaximaKmh: 150,
  alertaHodometroToleranciaPercentual: 30,
  alertaSimilaridadeMinima: 55,
  alertaRejeicoesQuantidade: 3,
  alertaRejeicoesDias: 7,
  alertaCameraOfflineMinutos: 5,
};
