import { checkLesson, type Lesson, type LessonContext } from './lesson-rules.ts';
import type { ViolationCode } from './violations.ts';

/**
 * The rejections a change of the lesson's times can fix ('Aplicar Correção', SPEC §2.6): the
 * duration limits and the break before a third lesson. The others (who, what, where) cannot be
 * corrected by moving the clock.
 */
export const CORRECTABLE_VIOLATIONS = [
  'AULA_ACIMA_1_HORA',
  'TEMPO_TOTAL_INSUFICIENTE',
  'AULA_DUPLA_SEM_TEMPO_MINIMO',
  'INTERVALO_TERCEIRA_AULA',
] as const satisfies readonly ViolationCode[];
export type CorrectableViolation = (typeof CORRECTABLE_VIOLATIONS)[number];

export function isCorrectable(code: string | null | undefined): code is CorrectableViolation {
  return (CORRECTABLE_VIOLATIONS as readonly string[]).includes(code ?? '');
}

const MINUTE = 60_000;
const at = (time: number) => new Date(time).toISOString();
const minutesOf = (lesson: Lesson) =>
  Math.round((Date.parse(lesson.fim) - Date.parse(lesson.inicio)) / MINUTE);

/** The end of the run of lessons before `lesson` that day, when two h/a or more come before it. */
function endOfRunBefore(lesson: Lesson, ctx: LessonContext): number | null {
  const day = lesson.inicio.slice(0, 10);
  const before = ctx.aulasDoAluno.filter(
    (other) => other.inicio.slice(0, 10) === day && Date.parse(other.fim) <= Date.parse(lesson.inicio),
  );
  const horas = before.reduce((sum, other) => sum + (other.dupla ? 2 : 1), 0);
  if (horas < 2) return null;
  return Math.max(...before.map((other) => Date.parse(other.fim)));
}

/**
 * What a correction of `code` needs to know, as the authority's reply carries it in `dados`
 * (docs/getran.md): the duration and its limit, or the earliest start after the break.
 */
export function correctionData(
  code: CorrectableViolation,
  lesson: Lesson,
  ctx: LessonContext,
): Record<string, unknown> {
  const { perfil } = ctx;
  switch (code) {
    case 'AULA_ACIMA_1_HORA':
      return {
        duracao_minutos: minutesOf(lesson),
        maximo_minutos: perfil.duracaoMaximaMinutos * (lesson.dupla ? 2 : 1),
      };
    case 'TEMPO_TOTAL_INSUFICIENTE':
      return { duracao_minutos: minutesOf(lesson), minimo_minutos: perfil.tempoMinimoMinutos };
    case 'AULA_DUPLA_SEM_TEMPO_MINIMO':
      return { duracao_minutos: minutesOf(lesson), minimo_minutos: perfil.aulaDuplaMinimoMinutos };
    case 'INTERVALO_TERCEIRA_AULA': {
      const end = endOfRunBefore(lesson, ctx);
      return end === null ? {} : { inicio_minimo: at(end + perfil.intervaloTerceiraAulaMinutos * MINUTE) };
    }
  }
}

/**
 * The smallest change of the lesson's times that satisfies the rule `code` breaks: the end moved
 * to the duration limit (start kept), or the whole lesson moved to the end of the break (duration
 * kept). Null when the lesson does not break that rule, or when the change would break another rule
 * the lesson did not break before (an overlap, a daily limit).
 */
export function proposeCorrection(
  lesson: Lesson,
  code: CorrectableViolation,
  ctx: LessonContext,
): Lesson | null {
  const before = checkLesson(lesson, ctx).map((found) => found.code);
  if (!before.includes(code)) return null;
  const { perfil } = ctx;
  const start = Date.parse(lesson.inicio);
  let corrected: Lesson;
  switch (code) {
    case 'AULA_ACIMA_1_HORA':
      corrected = {
        ...lesson,
        fim: at(start + perfil.duracaoMaximaMinutos * (lesson.dupla ? 2 : 1) * MINUTE),
      };
      break;
    case 'TEMPO_TOTAL_INSUFICIENTE':
      corrected = { ...lesson, fim: at(start + perfil.tempoMinimoMinutos * MINUTE) };
      break;
    case 'AULA_DUPLA_SEM_TEMPO_MINIMO':
      corrected = { ...lesson, fim: at(start + perfil.aulaDuplaMinimoMinutos * MINUTE) };
      break;
    case 'INTERVALO_TERCEIRA_AULA': {
      const end = endOfRunBefore(lesson, ctx);
      if (end === null) return null;
      const shift = end + perfil.intervaloTerceiraAulaMinutos * MINUTE - start;
      corrected = { ...lesson, inicio: at(start + shift), fim: at(Date.parse(lesson.fim) + shift) };
      break;
    }
  }
  const after = checkLesson(corrected, ctx).map((found) => found.code);
  if (after.includes(code) || after.some((found) => !before.includes(found))) return null;
  return corrected;
}
