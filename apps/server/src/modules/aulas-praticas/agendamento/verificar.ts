import {
  checkLesson,
  dateInSaoPaulo,
  isValidityCode,
  type Lesson,
  type LessonContext,
  type RuleViolation,
} from '@cfc/domain';
import { stateProfileForSchool } from '../../estado-perfis/service.ts';
import { findAula } from '../aula-repository.ts';
import {
  authorityContext,
  durationViolations,
  loadDayContext,
  ruleLesson,
  validityViolations,
} from './rules.ts';

/**
 * The rules the other parts run on a booked lesson, in their own tenant transaction: the
 * instructor's start (validityOfAula), the check before sending (checkAulaDada) and a correction of
 * the annotation's times (durationViolationsOf).
 */

/**
 * The validity of a booked lesson on `data` (the instructor's start): anyone's validity may have
 * lapsed since the booking (process, exams, LADV, credential, licensing), judged on its planned
 * times with everyone as they are now. In the caller's tenant transaction.
 */
export async function validityOfAula(aulaId: number, data: string): Promise<RuleViolation[]> {
  const aula = await findAula(aulaId);
  if (!aula) return [];
  const context = await loadDayContext({
    processoId: aula.processo_id,
    instrutorId: aula.instrutor_id,
    veiculoId: aula.veiculo_id,
    data,
    exceptId: aula.id,
    lock: false,
  });
  return validityViolations(context, ruleLesson(aula), data);
}

/** The length rules on given times of a school's lesson (a correction of the annotation's times). */
export async function durationViolationsOf(
  autoescolaId: number,
  times: { inicio: Date; fim: Date },
  horasAula: number,
): Promise<RuleViolation[]> {
  return durationViolations(await stateProfileForSchool(autoescolaId), times, horasAula);
}

export interface VerificacaoAula {
  /** The lesson as given, in São Paulo times, as the rules see it. */
  lesson: Lesson;
  context: LessonContext;
  violacoes: RuleViolation[];
}

/**
 * The authority's rules (SPEC §8/§9) on a lesson as given: its real start and finish against the
 * student's and the instructor's other lessons of that day, and everyone's validity on that day
 * (exams, credential and CNH, licensing). Run before sending; in the caller's tenant transaction.
 */
export async function checkAulaDada(
  aula: { aulaId: number; processoId: number; instrutorId: number; veiculoId: number } & Pick<
    Lesson,
    'tipo'
  > & { horasAula: number },
  times: { inicio: string; fim: string },
): Promise<VerificacaoAula> {
  const data = dateInSaoPaulo(times.inicio);
  const day = await loadDayContext({
    processoId: aula.processoId,
    instrutorId: aula.instrutorId,
    veiculoId: aula.veiculoId,
    data,
    exceptId: aula.aulaId,
    lock: false,
  });
  const lesson = ruleLesson({
    inicio: times.inicio,
    fim: times.fim,
    tipo: aula.tipo,
    horas_aula: aula.horasAula,
  });
  const context = authorityContext(day, data);
  const validade = validityViolations(day, lesson, data).filter((found) => !isValidityCode(found.code));
  return { lesson, context, violacoes: [...checkLesson(lesson, context), ...validade] };
}
