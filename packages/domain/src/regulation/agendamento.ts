import type { Lesson } from './lesson-rules.ts';
import type { Regime } from './regimes.ts';
import type { StateProfile } from './state-profile.ts';
import { type RuleViolation, violation } from './violations.ts';

/** The platform's rules about a process's lessons as a whole: simulator order and cap, contingency share. */

const horasAula = (lesson: Lesson) => (lesson.dupla ? 2 : 1);
const startOf = (lesson: Lesson) => Date.parse(lesson.inicio);

/**
 * Where the regime has simulator lessons come before the street (789/2020), no street lesson of the
 * process may come before one of its simulator lessons: a street lesson booked before a simulator
 * one, or a simulator lesson booked after a street one, is refused.
 */
export function checkSimulatorOrder(
  lesson: Lesson,
  doProcesso: readonly Lesson[],
  regime: Regime,
): RuleViolation[] {
  if (!regime.simuladorAntesDaRua) return [];
  const outOfOrder =
    lesson.tipo === 'simulador'
      ? doProcesso.some((other) => other.tipo !== 'simulador' && startOf(other) < startOf(lesson))
      : doProcesso.some((other) => other.tipo === 'simulador' && startOf(other) > startOf(lesson));
  return outOfOrder ? [violation('SIMULADOR_ANTES_DA_RUA')] : [];
}

/**
 * A warning, not a refusal: the process's simulator h/a (booked or given) with this lesson pass the
 * regime's cap, so the ones above it will not count toward the minimum.
 */
export function simulatorCapWarning(
  lesson: Lesson,
  doProcesso: readonly Lesson[],
  regime: Regime,
): RuleViolation | null {
  if (lesson.tipo !== 'simulador') return null;
  const booked = doProcesso
    .filter((other) => other.tipo === 'simulador')
    .reduce((sum, other) => sum + horasAula(other), horasAula(lesson));
  return booked > regime.simuladorMaximo
    ? violation('SIMULADOR_ACIMA_DO_LIMITE', { limite: regime.simuladorMaximo })
    : null;
}

/** A school's live lessons of a month: all of them and the contingency ones. */
export interface LessonsInMonth {
  total: number;
  contingencia: number;
}

/** The share (%) of contingency lessons among a month's lessons; 0 in a month without lessons. */
export function contingenciaPercentual(mes: LessonsInMonth): number {
  return mes.total === 0 ? 0 : (mes.contingencia * 100) / mes.total;
}

/**
 * A contingency lesson (given while the evidence system failed) is allowed while the school's
 * contingency lessons of the month, with it, stay within the state's share of all its lessons of
 * the month. No share set: no limit; a share of 0: none allowed.
 *
 * `noMes` counts the month without the lesson as a contingency one. The lesson is among its `total`
 * when it is already booked in that month and is being marked (`jaNoMes`); it is not when it is being
 * booked, or moved in from another month.
 */
export function checkContingencia(
  noMes: LessonsInMonth,
  perfil: StateProfile,
  jaNoMes = false,
): RuleViolation[] {
  const maximo = perfil.contingenciaPercentualMaximo;
  if (maximo === null) return [];
  if (maximo === 0) return [violation('CONTINGENCIA_NAO_PERMITIDA')];
  const comAula = { total: noMes.total + (jaNoMes ? 0 : 1), contingencia: noMes.contingencia + 1 };
  return contingenciaPercentual(comAula) > maximo
    ? [violation('CONTINGENCIA_ACIMA_DO_LIMITE', { percentual: maximo })]
    : [];
}
