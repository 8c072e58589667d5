import type { AulaPratica } from '@cfc/contract';
import {
  addDays,
  atSaoPaulo,
  type CnhCategory,
  checkContingencia,
  checkLesson,
  checkSimulatorOrder,
  checkValidity,
  dateInSaoPaulo,
  isValidityCode,
  type Lesson,
  type LessonContext,
  type PlatformRuleCode,
  plannedEnd,
  type Regime,
  type RuleViolation,
  regimeForLesson,
  type StateProfile,
  saoPauloIso,
  simulatorCapWarning,
  type ValidityContext,
  violation,
} from '@cfc/domain';
import { stateProfileFor } from '../../estado-perfis/service.ts';
import { validadeOf } from '../../processos/service.ts';
import { isVeiculoVinculado } from '../../veiculos/service.ts';
import * as rules from './repository.ts';

/**
 * Everything the rules need to judge lessons of one process, instructor and vehicle on one São
 * Paulo day: loaded once, then checked for one planned lesson (booking) or for each slot (free
 * slots). Runs in the caller's tenant transaction.
 */
export interface DayContext {
  processo: rules.Processo | undefined;
  instrutor: rules.Instrutor | undefined;
  veiculo: rules.Veiculo | undefined;
  vinculado: boolean;
  perfil: StateProfile;
  /** The latest result of the student's medical and psychological exams. */
  exames: ValidityContext['exames'];
  /** Every live lesson of the process (lesson-kind limits), and the student's other ones that day. */
  aulasDoAluno: rules.LiveLesson[];
  aulasDoInstrutor: rules.LiveLesson[];
  aulasDoVeiculo: rules.LiveLesson[];
  /** The theory sessions of the day the instructor gives and the student is expected at (when asked). */
  teoricasDoInstrutor: rules.TheorySession[];
  teoricasDoAluno: rules.TheorySession[];
}

export interface Planned {
  inicio: Date;
  horasAula: number;
  tipo: AulaPratica['tipo'];
  /** Given while the evidence system failed (the state caps their monthly share). */
  contingencia?: boolean;
}

/** One of the platform's own rules (packages/domain PLATFORM_RULES), with its norm and article. */
const extra = (code: PlatformRuleCode): RuleViolation => violation(code);

/** Lessons may cross midnight (a double lesson ends up to 100 minutes later): look a little around the day. */
const MARGIN_MS = 2 * 60 * 60_000;

export interface ContextRequest {
  processoId: number;
  instrutorId: number;
  veiculoId: number;
  data: string;
  /** The lesson being rescheduled, left out of the others. */
  exceptId?: number | null;
  /**
   * Lock the instructor, then the student, until the transaction ends (booking, rescheduling):
   * bookings that share either wait for each other, so their checks see each other's lessons.
   */
  lock: boolean;
  /**
   * Load the instructor's and the student's theory sessions of the day (booking, rescheduling, free
   * slots: a practical lesson cannot overlap them); the checks of a lesson already booked skip them.
   */
  withTheory?: boolean;
}

export async function loadDayContext(request: ContextRequest): Promise<DayContext> {
  const instrutorRow = request.lock
    ? await rules.lockInstrutor(request.instrutorId)
    : await rules.findInstrutor(request.instrutorId);
  const processo = await rules.findProcesso(request.processoId);
  if (processo && request.lock) await rules.lockAluno(processo.aluno_id);
  const school = processo?.autoescola_id ?? instrutorRow?.autoescola_id;
  // The lesson belongs to the process's school: an instructor or vehicle of another one does not exist for it.
  const instrutor = instrutorRow?.autoescola_id === school ? instrutorRow : undefined;
  const veiculoRow = await rules.findVeiculo(request.veiculoId);
  const veiculo = veiculoRow && veiculoRow.autoescola_id === school ? veiculoRow : undefined;
  const vinculado = veiculo ? await isVeiculoVinculado({ veiculoId: veiculo.id, data: request.data }) : false;
  const perfil = await stateProfileFor(school === undefined ? null : await rules.schoolUf(school));
  const exames = processo ? await rules.latestExames(processo.aluno_id) : { medico: null, psicologico: null };
  if (school === undefined) {
    return { processo, instrutor, veiculo, vinculado, perfil, exames, ...noLessons() };
  }

  const from = new Date(atSaoPaulo(request.data).getTime() - MARGIN_MS);
  const to = new Date(atSaoPaulo(addDays(request.data, 1)).getTime() + MARGIN_MS);
  const exceptId = request.exceptId ?? null;
  const around = { autoescolaId: school, from, to, exceptId };
  const doProcesso = processo
    ? await rules.liveLessons({ autoescolaId: school, processoId: processo.id, exceptId })
    : [];
  const outrosDoAluno = processo
    ? (await rules.liveLessons({ ...around, alunoId: processo.aluno_id }))
        .filter((lesson) => lesson.processo_id !== processo.id)
        // Another process's lessons count for the day and the clock, not for this process's kind limits.
        .map((lesson) => ({ ...lesson, tipo: 'normal' as const }))
    : [];
  return {
    processo,
    instrutor,
    veiculo,
    vinculado,
    perfil,
    exames,
    aulasDoAluno: [...doProcesso, ...outrosDoAluno],
    aulasDoInstrutor: instrutor ? await rules.liveLessons({ ...around, instrutorId: instrutor.id }) : [],
    aulasDoVeiculo: veiculo ? await rules.liveLessons({ ...around, veiculoId: veiculo.id }) : [],
    teoricasDoInstrutor:
      request.withTheory && instrutor
        ? await rules.theorySessions({ autoescolaId: school, from, to, instrutorId: instrutor.id })
        : [],
    teoricasDoAluno:
      request.withTheory && processo
        ? await rules.theorySessions({ autoescolaId: school, from, to, alunoId: processo.aluno_id })
        : [],
  };
}

const noLessons = () => ({
  aulasDoAluno: [],
  aulasDoInstrutor: [],
  aulasDoVeiculo: [],
  teoricasDoInstrutor: [],
  teoricasDoAluno: [],
});

const asLesson = (lesson: {
  inicio: Date | string;
  fim: Date | string;
  tipo: Lesson['tipo'];
  horas_aula: number;
}) => ({
  inicio: saoPauloIso(lesson.inicio),
  fim: saoPauloIso(lesson.fim),
  tipo: lesson.tipo,
  dupla: lesson.horas_aula === 2,
});

const overlaps = (a: { inicio: Date | string; fim: Date | string }, inicio: Date, fim: Date) =>
  new Date(a.inicio).getTime() < fim.getTime() && inicio.getTime() < new Date(a.fim).getTime();

/** A motorcycle serves the ACC and A processes; any other vehicle serves its own category. */
const vehicleServes = (veiculo: rules.Veiculo['categoria'], processo: CnhCategory) =>
  processo === 'ACC' ? veiculo === 'A' : veiculo === processo;

/** The regime a lesson of `data` of the process follows (its own, or 1.020 where the state migrates). */
export const regimeOf = (context: DayContext, data: string): Regime | null =>
  context.processo ? regimeForLesson(context.processo.regime, context.perfil, data) : null;

/** The context of the authority's rules (checkLesson) for a lesson of `data`, São Paulo times. */
export function authorityContext(context: DayContext, data: string): LessonContext {
  const { processo, instrutor } = context;
  const regime = regimeOf(context, data);
  return {
    processo:
      processo && regime
        ? { categoria: processo.categoria, regime, ladvValidade: processo.ladv_validade }
        : null,
    instrutorCnh: instrutor?.cnh_categoria ?? null,
    veiculoVinculado: context.vinculado,
    aulasDoAluno: context.aulasDoAluno.map(asLesson),
    aulasDoInstrutor: context.aulasDoInstrutor.map((lesson) => ({
      ...asLesson(lesson),
      categoria: lesson.categoria,
    })),
    perfil: context.perfil,
    data,
  };
}

/** A lesson in the São Paulo times the rules compare ("the same day" is São Paulo's). */
export { asLesson as ruleLesson };

/**
 * Whether the process, its student, the instructor and the vehicle are still valid on `data`: the
 * authority's validity rules (process, LADV, category, vehicle link) and the platform's (exams,
 * credential and CNH, licensing). The one check of booking, of the instructor's start and of the
 * pre-send verification.
 */
export function validityViolations(context: DayContext, lesson: Lesson, data: string): RuleViolation[] {
  const { processo, instrutor, veiculo } = context;
  const regime = regimeOf(context, data);
  const authority = checkLesson(lesson, authorityContext(context, data)).filter((found) =>
    isValidityCode(found.code),
  );
  const platform = checkValidity(
    {
      processo: processo
        ? {
            status: processo.status,
            validade: validadeOf(processo),
            validadeMeses: regime?.validadeMeses ?? null,
          }
        : null,
      instrutor: instrutor
        ? {
            ativo: instrutor.ativo,
            credencialValidade: instrutor.credencial_validade,
            cnhValidade: instrutor.cnh_validade,
          }
        : null,
      exames: context.exames,
      veiculo: veiculo
        ? { ativo: veiculo.ativo, licenciamentoValidade: veiculo.licenciamento_validade }
        : null,
    },
    data,
  );
  return [...authority, ...platform];
}

/** The process's lessons (not the student's other processes'), as the rules see them. */
const lessonsOfProcess = (context: DayContext) =>
  context.aulasDoAluno.filter((lesson) => lesson.processo_id === context.processo?.id).map(asLesson);

/**
 * Every reason the planned lesson cannot happen: the authority's rules (checkLesson, with times
 * written in São Paulo time so "the same day" is São Paulo's), the validity of everyone on that
 * day, and the platform's own rules (vehicle, theory sessions, simulator order, contingency share).
 */
export function violationsOf(
  context: DayContext,
  planned: Planned,
  now = new Date(),
  noMes: { total: number; contingencia: number } | null = null,
): RuleViolation[] {
  const { processo, veiculo } = context;
  const inicio = planned.inicio;
  const fim = new Date(plannedEnd(inicio.toISOString(), planned.horasAula));
  const data = dateInSaoPaulo(inicio);
  const lesson = asLesson({ inicio, fim, tipo: planned.tipo, horas_aula: planned.horasAula });
  const regime = regimeOf(context, data);
  const found: RuleViolation[] = [];
  if (inicio.getTime() < now.getTime()) found.push(extra('HORARIO_PASSADO'));

  found.push(
    ...checkLesson(lesson, authorityContext(context, data)).filter(
      (violated) => !isValidityCode(violated.code),
    ),
  );
  found.push(...validityViolations(context, lesson, data));

  if (!veiculo) found.push(extra('VEICULO_NAO_ENCONTRADO'));
  if (veiculo && processo && !vehicleServes(veiculo.categoria, processo.categoria)) {
    found.push(extra('VEICULO_CATEGORIA_INCOMPATIVEL'));
  }
  if (context.aulasDoVeiculo.some((other) => overlaps(other, inicio, fim))) {
    found.push(extra('VEICULO_HORARIO_OCUPADO'));
  }
  if (context.teoricasDoInstrutor.some((sessao) => overlaps(sessao, inicio, fim))) {
    found.push(extra('INSTRUTOR_EM_AULA_TEORICA'));
  }
  if (context.teoricasDoAluno.some((sessao) => overlaps(sessao, inicio, fim))) {
    found.push(extra('ALUNO_EM_AULA_TEORICA'));
  }
  if (regime) found.push(...checkSimulatorOrder(lesson, lessonsOfProcess(context), regime));
  if (planned.contingencia && noMes) found.push(...checkContingencia(noMes, context.perfil));
  return found;
}

/** What the booking reply warns about without refusing: simulator h/a past the regime's cap. */
export function warningsOf(context: DayContext, planned: Planned): RuleViolation[] {
  const data = dateInSaoPaulo(planned.inicio);
  const regime = regimeOf(context, data);
  if (!regime) return [];
  const fim = new Date(plannedEnd(planned.inicio.toISOString(), planned.horasAula));
  const lesson = asLesson({ inicio: planned.inicio, fim, tipo: planned.tipo, horas_aula: planned.horasAula });
  const warning = simulatorCapWarning(lesson, lessonsOfProcess(context), regime);
  return warning ? [warning] : [];
}

/** Never earlier than any lesson: a given lesson is judged without the "time already passed" rule. */
export const EPOCH = new Date(0);

const DURATION_RULES = new Set([
  'AULA_ACIMA_1_HORA',
  'TEMPO_TOTAL_INSUFICIENTE',
  'AULA_DUPLA_SEM_TEMPO_MINIMO',
]);

/** The length rules of SPEC §8 for given times: over 1 hour per h/a, under 45 minutes, double too short. */
export function durationViolations(
  perfil: StateProfile,
  times: { inicio: Date; fim: Date },
  horasAula: number,
): RuleViolation[] {
  const lesson = {
    inicio: saoPauloIso(times.inicio),
    fim: saoPauloIso(times.fim),
    tipo: 'normal' as const,
    dupla: horasAula === 2,
  };
  const context = {
    processo: null,
    instrutorCnh: null,
    veiculoVinculado: true,
    aulasDoAluno: [],
    aulasDoInstrutor: [],
    perfil,
    data: dateInSaoPaulo(times.inicio),
  };
  return checkLesson(lesson, context).filter((found) => DURATION_RULES.has(found.code));
}
