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
  /** Simulator h/a that may count (and must come before street lessons). */
  simuladorMaximo: number;
  /** Practical h/a a candidate may take in one day; null: no limit of its own. */
  aulasPorDiaMaximo: number | null;
  /** Months a process stays valid; null: it does not expire. */
  validadeMeses: number | null;
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
  simuladorMaximo: 5,
  aulasPorDiaMaximo: 3,
  validadeMeses: 12,
};

export const CONTRAN_1020_2025: Regime = {
  id: 'CONTRAN_1020_2025',
  nome: 'Resolução CONTRAN nº 1.020/2025',
  cargaMinima: (categoria) => (TWO_WHEELS.includes(categoria) || categoria === 'B' ? 2 : 10),
  noturnasMinimas: () => 0,
  simuladorMaximo: 0,
  aulasPorDiaMaximo: null,
  validadeMeses: null,
};

/** Resolution 1.020/2025 was published on 09/12/2025; processes opened from that day follow it. */
export const CONTRAN_1020_FROM = '2025-12-09';

export function regimeForOpening(openedOn: string): Regime {
  return openedOn >= CONTRAN_1020_FROM ? CONTRAN_1020_2025 : CONTRAN_789_2020;
}

export const REGIMES: Record<RegimeId, Regime> = { CONTRAN_789_2020, CONTRAN_1020_2025 };
