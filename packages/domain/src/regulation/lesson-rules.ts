import { type CnhCategory, canTeach } from '../cnh.ts';
import type { Regime } from './regimes.ts';
import { HORA_AULA_MINUTOS } from './regimes.ts';
import type { StateProfile } from './state-profile.ts';
import { type Violation, violation } from './violations.ts';

export type TipoAula = 'normal' | 'conceitos_basicos' | 'baliza' | 'simulador';

/** A lesson as planned (its slots) or as given (begin and finish times). ISO instants. */
export interface Lesson {
  inicio: string;
  fim: string;
  tipo: TipoAula;
  /** Two consecutive h/a taught as one lesson. */
  dupla: boolean;
}

/** What the rules need to know around the lesson. */
export interface LessonContext {
  processo: { categoria: CnhCategory; regime: Regime; ladvValidade: string | null } | null;
  /** The instructor's licence categories as written on the CNH ('AB', 'D'...), or null when unknown. */
  instrutorCnh: string | null;
  veiculoVinculado: boolean;
  /** The candidate's other lessons (of the process), given or planned. */
  aulasDoAluno: Lesson[];
  /** The instructor's other lessons with other candidates, with their categories. */
  aulasDoInstrutor: (Lesson & { categoria: CnhCategory })[];
  perfil: StateProfile;
  /** The lesson's calendar date in São Paulo, 'YYYY-MM-DD'. */
  data: string;
}

const minutes = (lesson: Lesson) => (Date.parse(lesson.fim) - Date.parse(lesson.inicio)) / 60_000;
const overlaps = (a: Lesson, b: Lesson) =>
  Date.parse(a.inicio) < Date.parse(b.fim) && Date.parse(b.inicio) < Date.parse(a.fim);
const horasAula = (lesson: Lesson) => (lesson.dupla ? 2 : 1);
const sameDay = (a: Lesson, b: Lesson) => a.inicio.slice(0, 10) === b.inicio.slice(0, 10);

/**
 * Every rule a planned or given practical lesson breaks, as codes and Portuguese messages (the
 * texts of the authority's rejections). An empty list means the authority has no reason of
 * these to refuse it.
 */
export function checkLesson(lesson: Lesson, ctx: LessonContext): Violation[] {
  const found: Violation[] = [];
  const { perfil } = ctx;
  const duration = minutes(lesson);

  if (!ctx.processo) found.push(violation('PROCESSO_INEXISTENTE'));
  if (!ctx.instrutorCnh) found.push(violation('INSTRUTOR_NAO_ENCONTRADO'));
  if (!ctx.veiculoVinculado) found.push(violation('VEICULO_NAO_VINCULADO'));

  if (duration > perfil.duracaoMaximaMinutos * horasAula(lesson)) found.push(violation('AULA_ACIMA_1_HORA'));
  if (lesson.dupla && duration < perfil.aulaDuplaMinimoMinutos)
    found.push(violation('AULA_DUPLA_SEM_TEMPO_MINIMO'));
  if (!lesson.dupla && duration < perfil.tempoMinimoMinutos)
    found.push(violation('TEMPO_TOTAL_INSUFICIENTE'));

  if (ctx.processo && ctx.instrutorCnh && !canTeach(ctx.instrutorCnh, ctx.processo.categoria)) {
    found.push(violation('CATEGORIA_INCOMPATIVEL'));
  }
  if (ctx.processo?.ladvValidade && ctx.processo.ladvValidade < ctx.data)
    found.push(violation('LADV_VENCIDA'));

  const doAluno = ctx.aulasDoAluno;
  if (lesson.tipo === 'conceitos_basicos') {
    const count = doAluno.filter((other) => other.tipo === 'conceitos_basicos').length;
    if (count >= perfil.limiteConceitosBasicos) found.push(violation('LIMITE_CONCEITOS_BASICOS'));
  }
  if (lesson.tipo === 'baliza') {
    const count = doAluno.filter((other) => other.tipo === 'baliza').length;
    if (count >= perfil.limiteBaliza) found.push(violation('LIMITE_BALIZA'));
  }
  if (doAluno.some((other) => overlaps(other, lesson))) found.push(violation('AULA_EXISTENTE_NO_HORARIO'));

  const sameDayAluno = doAluno.filter((other) => sameDay(other, lesson));
  const limiteAluno = ctx.processo?.regime.aulasPorDiaMaximo ?? null;
  const totalAluno = sameDayAluno.reduce((sum, other) => sum + horasAula(other), horasAula(lesson));
  if (limiteAluno !== null && totalAluno > limiteAluno) {
    found.push(violation('CANDIDATO_LIMITE_DIARIO', { limite: limiteAluno }));
  }
  if (breaksThirdLessonInterval(lesson, sameDayAluno, perfil.intervaloTerceiraAulaMinutos)) {
    found.push(violation('INTERVALO_TERCEIRA_AULA'));
  }

  const doInstrutor = ctx.aulasDoInstrutor;
  const totalInstrutor = doInstrutor
    .filter((other) => sameDay(other, lesson))
    .reduce((sum, other) => sum + horasAula(other), horasAula(lesson));
  if (totalInstrutor > perfil.instrutorLimiteDiario) {
    found.push(violation('INSTRUTOR_LIMITE_DIARIO', { limite: perfil.instrutorLimiteDiario }));
  }
  const atTheSameTime = doInstrutor.filter((other) => overlaps(other, lesson));
  if (atTheSameTime.length > 0) {
    // Two candidates at once only in category A, each on their own motorcycle.
    const allMotorcycle =
      ctx.processo?.categoria === 'A' && atTheSameTime.every((other) => other.categoria === 'A');
    if (!allMotorcycle) found.push(violation('INSTRUTOR_HORARIO_OCUPADO'));
    else if (atTheSameTime.length + 1 > perfil.alunosSimultaneos)
      found.push(violation('INSTRUTOR_LIMITE_SIMULTANEO'));
  }
  return found;
}

/**
 * After two h/a in a row, a candidate rests before the third: the break between the end of the
 * run and the third lesson must be at least `interval` minutes.
 */
function breaksThirdLessonInterval(lesson: Lesson, sameDay: Lesson[], interval: number): boolean {
  const before = sameDay
    .filter((other) => Date.parse(other.fim) <= Date.parse(lesson.inicio))
    .sort((a, b) => Date.parse(a.inicio) - Date.parse(b.inicio));
  if (before.reduce((sum, other) => sum + horasAula(other), 0) < 2) return false;
  const last = before[before.length - 1];
  if (!last) return false;
  return (Date.parse(lesson.inicio) - Date.parse(last.fim)) / 60_000 < interval;
}

/** The planned end of a lesson of `slots` consecutive h/a starting at `inicio` (SPEC §4: start + 50 min each). */
export function plannedEnd(inicio: string, slots = 1): string {
  return new Date(Date.parse(inicio) + slots * HORA_AULA_MINUTOS * 60_000).toISOString();
}
