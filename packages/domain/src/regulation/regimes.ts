import type { CnhCategory } from '../cnh.ts';

/** One hora-aula (h/a) of practice lasts 50 minutes. */
export const HORA_AULA_MINUTOS = 50;

export type TipoProcesso = 'primeira_habilitacao' | 'adicao' | 'mudanca';
export type RegimeId = 'CONTRAN_789_2020' | 'CONTRAN_1020_2025';

/** The regulation a licensing process was opened under; it keeps it to the end. */
export interface Regime {
  id: RegimeId;
  nome: string;
  /** Minimum practical load in h/a for a category and kind of process. */
  cargaMinima(categoria: CnhCategory, tipo: TipoProcesso): number;
  /** Night h/a among them. */
  noturnasMinimas(categoria: CnhCategory): number;
  /** Simulator h/a that may count toward the minimum; more are given but do not count. */
  simuladorMaximo: number;
  /** Whether simulator lessons must come before the lessons on the street. */
  simuladorAntesDaRua: boolean;
  /** Practical h/a a candidate may take in one day; null: no limit of its own. */
  aulasPorDiaMaximo: number | null;
  /** Months a process stays valid; null: it does not expire. */
  validadeMeses: number | null;
  /** Simulator h/a the candidate must take before the practical exam (0: the simulator is optional). */
  simuladorMinimo: number;
  /**
   * Whether the theory exam comes before the practical one. The LADV is issued only after it (CTB
   * art. 155, parágrafo único), so a LADV recorded on the process is the platform's proof of it.
   */
  exameTeoricoAntesDoPratico: boolean;
  /** The norm and article of the minimum practical load. */
  fundamentoCarga: { norma: string; artigo: string };
}

const TWO_WHEELS: CnhCategory[] = ['ACC', 'A'];

export const CONTRAN_789_2020: Regime = {
  id: 'CONTRAN_789_2020',
  nome: 'Resolução CONTRAN nº 789/2020',
  cargaMinima(categoria, tipo) {
    if (categoria === 'ACC') return 5;
    if (categoria === 'A' || categoria === 'B') return tipo === 'adicao' ? 15 : 20;
    return 20; // C, D and E: change of category
  },
  noturnasMinimas: (categoria) => (categoria === 'ACC' || categoria === 'A' || categoria === 'B' ? 1 : 0),
  // Up to 5 h/a in a simulator, taken before the street lessons (wording of Res. 778/2019, kept by 789).
  simuladorMaximo: 5,
  simuladorAntesDaRua: true,
  aulasPorDiaMaximo: 3,
  validadeMeses: 12,
  // Res. 778/2019 made the simulator optional; 789 kept it so.
  simuladorMinimo: 0,
  exameTeoricoAntesDoPratico: true,
  fundamentoCarga: {
    norma: 'Resolução CONTRAN nº 789/2020',
    artigo: 'Anexo II, Curso de Prática de Direção Veicular',
  },
};

export const CONTRAN_1020_2025: Regime = {
  id: 'CONTRAN_1020_2025',
  nome: 'Resolução CONTRAN nº 1.020/2025',
  cargaMinima: (categoria) => (TWO_WHEELS.includes(categoria) || categoria === 'B' ? 2 : 10),
  noturnasMinimas: () => 0,
  simuladorMaximo: 0,
  simuladorAntesDaRua: false,
  aulasPorDiaMaximo: null,
  validadeMeses: null,
  simuladorMinimo: 0,
  exameTeoricoAntesDoPratico: true,
  fundamentoCarga: { norma: 'Resolução CONTRAN nº 1.020/2025', artigo: 'carga mínima de prática de direção' },
};

/**
 * Resolution 1.020/2025 was published on 09/12/2025; processes opened from that day follow it. A
 * state whose courts suspended it sets its own date in the state profile (`regime1020Desde`).
 */
export const CONTRAN_1020_FROM = '2025-12-09';

/** The regime of a process opened on `openedOn`, given the day 1.020/2025 applies in its state. */
export function regimeForOpening(openedOn: string, desde: string = CONTRAN_1020_FROM): Regime {
  return openedOn >= desde ? CONTRAN_1020_2025 : CONTRAN_789_2020;
}

/**
 * The regime whose rules a lesson of `data` follows: the process's own, except that an open 789
 * process moves to 1.020 from the day 1.020 applies when the state profile says open processes
 * migrate.
 */
export function regimeForLesson(
  stored: RegimeId,
  transicao: { regime1020Desde: string; migrarProcessosAbertos: boolean },
  data: string,
): Regime {
  if (stored === 'CONTRAN_789_2020' && transicao.migrarProcessosAbertos && data >= transicao.regime1020Desde)
    return CONTRAN_1020_2025;
  return REGIMES[stored];
}

export const REGIMES: Record<RegimeId, Regime> = { CONTRAN_789_2020, CONTRAN_1020_2025 };
