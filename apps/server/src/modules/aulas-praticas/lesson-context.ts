import type { AulaPratica, ViolacaoAula } from '@cfc/contract';
import {
  addDays,
  type CnhCategory,
  checkLesson,
  type Lesson,
  type LessonContext,
  plannedEnd,
  REGIMES,
  type StateProfile,
} from '@cfc/domain';
import { validadeOf } from '../processos/service.ts';
import { isVeiculoVinculado } from '../veiculos/service.ts';
import * as rules from './context-repository.ts';
import { atSaoPaulo, saoPauloDate, saoPauloIso } from './sao-paulo.ts';
import { stateProfileOf } from './state-profile.ts';

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
  /** Every live lesson of the process (lesson-kind limits), and the student's other ones that day. */
  aulasDoAluno: rules.LiveLesson[];
  aulasDoInstrutor: rules.LiveLesson[];
  aulasDoVeiculo: rules.LiveLesson[];
}

export interface Planned {
  inicio: Date;
  horasAula: number;
  tipo: AulaPratica['tipo'];
}

/** The rules of the platform beyond the authority's catalogue, worded the same way. */
export const EXTRA_RULES = {
  HORARIO_PASSADO: 'Horário já passou',
  PROCESSO_NAO_ABERTO: 'Processo do aluno não está aberto',
  PROCESSO_VENCIDO: 'Processo do aluno passou da validade de {meses} meses',
  INSTRUTOR_INATIVO: 'Instrutor inativo',
  VEICULO_NAO_ENCONTRADO: 'Veículo não encontrado',
  VEICULO_INATIVO: 'Veículo inativo',
  VEICULO_CATEGORIA_INCOMPATIVEL: 'Categoria do veículo incompatível com a categoria do processo',
  VEICULO_HORARIO_OCUPADO: 'Veículo já possui aula neste horário',
} as const;

export const extra = (code: keyof typeof EXTRA_RULES, meses = 0): ViolacaoAula => ({
  code,
  mensagem: EXTRA_RULES[code].replace('{meses}', String(meses)),
});

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
  const perfil = await stateProfileOf(school === undefined ? null : await rules.schoolUf(school));
  if (school === undefined) {
    return { processo, instrutor, veiculo, vinculado, perfil, ...noLessons() };
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
    aulasDoAluno: [...doProcesso, ...outrosDoAluno],
    aulasDoInstrutor: instrutor ? await rules.liveLessons({ ...around, instrutorId: instrutor.id }) : [],
    aulasDoVeiculo: veiculo ? await rules.liveLessons({ ...around, veiculoId: veiculo.id }) : [],
  };
}

const noLessons = () => ({ aulasDoAluno: [], aulasDoInstrutor: [], aulasDoVeiculo: [] });

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

/** The context of the authority's rules (checkLesson) for a lesson of `data`, São Paulo times. */
export function authorityContext(context: DayContext, data: string): LessonContext {
  const { processo, instrutor } = context;
  const regime = processo ? REGIMES[processo.regime] : null;
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
 * Every reason the planned lesson cannot happen: the authority's rules (checkLesson, with times
 * written in São Paulo time so "the same day" is São Paulo's) and the platform's own.
 */
export function violationsOf(context: DayContext, planned: Planned, now = new Date()): ViolacaoAula[] {
  const { processo, instrutor, veiculo } = context;
  const inicio = planned.inicio;
  const fim = new Date(plannedEnd(inicio.toISOString(), planned.horasAula));
  const regime = processo ? REGIMES[processo.regime] : null;
  const found: ViolacaoAula[] = [];
  if (inicio.getTime() < now.getTime()) found.push(extra('HORARIO_PASSADO'));

  found.push(
    ...checkLesson(
      asLesson({ inicio, fim, tipo: planned.tipo, horas_aula: planned.horasAula }),
      authorityContext(context, saoPauloDate(inicio)),
    ),
  );

  if (processo && processo.status !== 'aberto') found.push(extra('PROCESSO_NAO_ABERTO'));
  const validade = processo ? validadeOf(processo) : null;
  if (validade !== null && saoPauloDate(inicio) > validade) {
    found.push(extra('PROCESSO_VENCIDO', regime?.validadeMeses ?? 0));
  }
  if (instrutor && !instrutor.ativo) found.push(extra('INSTRUTOR_INATIVO'));
  if (!veiculo) found.push(extra('VEICULO_NAO_ENCONTRADO'));
  if (veiculo && !veiculo.ativo) found.push(extra('VEICULO_INATIVO'));
  if (veiculo && processo && !vehicleServes(veiculo.categoria, processo.categoria)) {
    found.push(extra('VEICULO_CATEGORIA_INCOMPATIVEL'));
  }
  if (context.aulasDoVeiculo.some((lesson) => overlaps(lesson, inicio, fim))) {
    found.push(extra('VEICULO_HORARIO_OCUPADO'));
  }
  return found;
}
