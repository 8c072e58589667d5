import type { CandidatoAula } from '@cfc/contract';

/** A student's lessons in two lists: those still to come (soonest first) and the rest (latest first). */
export interface AulasEmOrdem {
  readonly proximas: readonly CandidatoAula[];
  readonly anteriores: readonly CandidatoAula[];
}

const aindaVem = (aula: CandidatoAula, now: number) =>
  (aula.status === 'agendada' || aula.status === 'em_andamento') && Date.parse(aula.fim) > now;

export function ordenarAulas(aulas: readonly CandidatoAula[], now = Date.now()): AulasEmOrdem {
  const byStart = (a: CandidatoAula, b: CandidatoAula) => Date.parse(a.inicio) - Date.parse(b.inicio);
  return {
    proximas: aulas.filter((aula) => aindaVem(aula, now)).sort(byStart),
    anteriores: aulas.filter((aula) => !aindaVem(aula, now)).sort((a, b) => byStart(b, a)),
  };
}

/** Share of the required hours done (0 to 100) and of those booked on top, never past the whole. */
export function progresso(horas: {
  readonly horas_requeridas: number;
  readonly horas_realizadas: number;
  readonly horas_agendadas: number;
}): { readonly realizadas: number; readonly agendadas: number } {
  if (horas.horas_requeridas <= 0) return { realizadas: 100, agendadas: 0 };
  const pct = (value: number) => (Math.max(0, value) / horas.horas_requeridas) * 100;
  const realizadas = Math.min(100, pct(horas.horas_realizadas));
  return { realizadas, agendadas: Math.min(100 - realizadas, pct(horas.horas_agendadas)) };
}
