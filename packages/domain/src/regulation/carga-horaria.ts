import type { Lesson } from './lesson-rules.ts';
import type { Regime } from './regimes.ts';
import type { StateProfile } from './state-profile.ts';
import { type Violation, violation } from './violations.ts';

/**
 * How given lessons count toward a process's minimum load. Lessons are in São Paulo wall-clock
 * times written as ISO instants (as the rules compare them), so a window of '18:00' is 18:00 there.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const minutesOf = (lesson: Pick<Lesson, 'inicio' | 'fim'>) =>
  (Date.parse(lesson.fim) - Date.parse(lesson.inicio)) / MINUTE;

/**
 * The h/a a given lesson counts: a double lesson 2 when it lasted the double minimum, 1 when it
 * lasted only the single minimum; any lesson under the single minimum (45 minutes, SPEC §8 'total
 * time under 45 minutes') counts none, however it was booked.
 */
export function countedHorasAula(lesson: Lesson, perfil: StateProfile): number {
  const duration = minutesOf(lesson);
  if (lesson.dupla && duration >= perfil.aulaDuplaMinimoMinutos) return 2;
  return duration >= perfil.tempoMinimoMinutos ? 1 : 0;
}

/** Why a given lesson counts less than it was booked for, or null when it counts in full. */
export function shortLessonReason(lesson: Lesson, perfil: StateProfile): Violation | null {
  const counted = countedHorasAula(lesson, perfil);
  if (counted === (lesson.dupla ? 2 : 1)) return null;
  return counted === 0 ? violation('TEMPO_TOTAL_INSUFICIENTE') : violation('AULA_DUPLA_SEM_TEMPO_MINIMO');
}

const clock = (day: string, hhmm: string) => Date.parse(`${day}T${hhmm}:00.000Z`);

/**
 * Minutes of the lesson inside the night window. The window may cross midnight (18:00 to 06:00);
 * a lesson lasts less than a day, so the windows opening the day before, that day and the day after
 * its start are all it can meet, and they never overlap each other.
 */
export function nightMinutes(lesson: Pick<Lesson, 'inicio' | 'fim'>, noite: StateProfile['noite']): number {
  const start = Date.parse(lesson.inicio);
  const end = Date.parse(lesson.fim);
  const firstDay = Date.parse(`${lesson.inicio.slice(0, 10)}T00:00:00.000Z`) - DAY;
  const crossesMidnight = noite.fim <= noite.inicio;
  let total = 0;
  for (let offset = 0; offset < 3; offset++) {
    const day = new Date(firstDay + offset * DAY).toISOString().slice(0, 10);
    const opens = clock(day, noite.inicio);
    const closes = clock(day, noite.fim) + (crossesMidnight ? DAY : 0);
    total += Math.max(0, Math.min(end, closes) - Math.max(start, opens));
  }
  return total / MINUTE;
}

/**
 * The night h/a of a given street lesson: one for each full minimum lesson time (45 minutes) spent
 * inside the night window, never more than the lesson counts. A lesson starting at 17:30 and ending
 * at 18:20 has 20 night minutes and no night h/a; one from 05:50 to 06:40 has none either.
 */
export function nightHorasAula(lesson: Lesson, perfil: StateProfile): number {
  if (lesson.tipo === 'simulador') return 0;
  const inWindow = Math.floor(nightMinutes(lesson, perfil.noite) / perfil.tempoMinimoMinutos);
  return Math.min(countedHorasAula(lesson, perfil), inWindow);
}

export interface CargaContada {
  /** h/a that count toward the minimum (simulator ones up to the regime's cap). */
  realizadas: number;
  noturnas: number;
  /** Simulator h/a given, and those above the cap that do not count. */
  simulador: number;
  simuladorExcedente: number;
  /** Given lessons that count less than they were booked for, each with the rule's reason. */
  abaixoDoMinimo: number;
}

/** The hours of a process's given lessons, as its regime and state count them. */
export function countCarga(given: readonly Lesson[], regime: Regime, perfil: StateProfile): CargaContada {
  let rua = 0;
  let simulador = 0;
  let noturnas = 0;
  let abaixoDoMinimo = 0;
  for (const lesson of given) {
    const counted = countedHorasAula(lesson, perfil);
    if (lesson.tipo === 'simulador') simulador += counted;
    else rua += counted;
    noturnas += nightHorasAula(lesson, perfil);
    if (shortLessonReason(lesson, perfil)) abaixoDoMinimo += 1;
  }
  const simuladorContado = Math.min(simulador, regime.simuladorMaximo);
  return {
    realizadas: rua + simuladorContado,
    noturnas,
    simulador,
    simuladorExcedente: simulador - simuladorContado,
    abaixoDoMinimo,
  };
}
