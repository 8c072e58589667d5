import {
  type AtualizarEnvioBody,
  type AulaAgendada,
  type AulaPratica,
  type AulaPraticaBody,
  contaComoEnviada,
  type HorarioLivre,
  type horariosLivresQuery,
  portuguese,
  type ViolacaoAula,
} from '@cfc/contract';
import {
  atSaoPaulo,
  checkContingencia,
  checkLesson,
  dateInSaoPaulo,
  HORA_AULA_MINUTOS,
  isValidityCode,
  type Lesson,
  type LessonContext,
  monthBoundsInSaoPaulo,
  monthInSaoPaulo,
  plannedEnd,
  type RuleViolation,
  utcIso,
} from '@cfc/domain';
import type { z } from 'zod';
import { auditChange } from '../../../platform/audit/audit.ts';
import type { RequestContext } from '../../../platform/auth/context.ts';
import { conflict, invalid, notFound } from '../../../platform/http/errors.ts';
import { stateProfileForSchool } from '../../estado-perfis/service.ts';
import {
  type Aula,
  addHistorico,
  aulaIdOfAnotacao,
  findAula,
  lockAula,
  setAnotacaoTimes,
  setStatus,
} from '../aula-repository.ts';
import { aulaPraticaOf } from '../aula-views.ts';
import {
  AULA_NAO_ENCONTRADA,
  NOT_BOOKED,
  NOT_CHANGED,
  NOT_RESCHEDULED,
  orderedTimes,
  overlapRefusal,
  refused,
} from '../refusal.ts';
import * as repository from './repository.ts';
import {
  authorityContext,
  durationViolations,
  EPOCH,
  loadDayContext,
  ruleLesson,
  validityViolations,
  violationsOf,
  warningsOf,
} from './rules.ts';

/**
 * Booking practical lessons (agendamento, as the web's screens call it): book, reschedule, cancel,
 * mark as contingency, the day's free slots, the staff's 'Modificar Aula Prática' and the removal of
 * a given lesson's record. Every change runs the rules of packages/domain again (rules.ts) in one
 * tenant transaction, under the instructor's, the student's and the lesson's locks. The other parts
 * of the module reach the rules through this service: the instructor's start (validityOfAula) and
 * the check before sending (checkAulaDada).
 */

const ONLY_SCHEDULED_MOVES = 'aulasPraticas.soAgendadaRemarca';
const ALREADY_CANCELLED = 'aulasPraticas.jaCancelada';
const CANCELLED_NOT_CHANGED = 'aulasPraticas.canceladaNaoAltera';
const NOT_MARKED = 'aulasPraticas.contingenciaRecusada';
const ANOTACAO_NAO_ENCONTRADA = 'aulasPraticas.anotacaoNaoEncontrada';
const ANOTACAO_DE_OUTRA_AULA = 'aulasPraticas.anotacaoDeOutraAula';
/** The reply of an annotation removed (SPEC §7: `msg`). */
export const ANOTACAO_REMOVIDA = 'aulasPraticas.anotacaoRemovida';
/** The question's Portuguese text, as a client that asks for no language reads it. */
export const CONFIRM_ANNOTATION_REMOVAL = portuguese('aulasPraticas.confirmeRemocaoAnotacao');

/** The scheduling day, São Paulo time: lessons start from 06:00 and end by 22:00. */
const DIA_INICIO_MINUTOS = 6 * 60;
const DIA_FIM_MINUTOS = 22 * 60;

/**
 * A school's live lessons of the São Paulo month `mes` ('YYYY-MM'), all of them and the contingency
 * ones, the school's other changes to that month's contingency share held off until the caller's
 * transaction ends.
 */
async function lessonsOfMonth(autoescolaId: number, mes: string) {
  await repository.lockContingenciaDoMes(autoescolaId, mes);
  const { from, to } = monthBoundsInSaoPaulo(mes);
  return repository.lessonsInPeriod(autoescolaId, from, to);
}

/** The lesson as the lists show it, read again in the change's transaction. */
async function reloaded(id: number): Promise<AulaPratica> {
  const aula = await findAula(id);
  if (!aula) throw notFound(AULA_NAO_ENCONTRADA);
  return aulaPraticaOf(aula);
}

/**
 * Books a practical lesson of one or two consecutive h/a. In one tenant transaction: locks the
 * instructor (and the student), checks every rule against the lessons already booked, saves the
 * lesson, its history and the audit line. The database's exclusion constraints refuse a vehicle
 * or student double booking that another transaction committed in between.
 */
export async function bookAula(ctx: RequestContext, input: AulaPraticaBody): Promise<AulaAgendada> {
  const inicio = new Date(input.inicio);
  const fim = new Date(plannedEnd(inicio.toISOString(), input.horas_aula));
  return ctx
    .tenant(async () => {
      const context = await loadDayContext({
        processoId: input.processo_id,
        instrutorId: input.instrutor_id,
        veiculoId: input.veiculo_id,
        data: dateInSaoPaulo(inicio),
        lock: true,
      });
      const planned = {
        inicio,
        horasAula: input.horas_aula,
        tipo: input.tipo,
        contingencia: input.contingencia,
      };
      const school = context.processo?.autoescola_id;
      const noMes =
        input.contingencia && school !== undefined
          ? await lessonsOfMonth(school, monthInSaoPaulo(inicio))
          : null;
      const violacoes = violationsOf(context, planned, new Date(), noMes);
      const { processo } = context;
      if (violacoes.length > 0 || !processo) throw refused(NOT_BOOKED, violacoes);

      const values = {
        processo_id: processo.id,
        aluno_id: processo.aluno_id,
        instrutor_id: input.instrutor_id,
        veiculo_id: input.veiculo_id,
        inicio,
        fim,
        horas_aula: input.horas_aula,
        tipo: input.tipo,
        contingencia: input.contingencia,
      };
      const id = await repository.insert(processo.autoescola_id, values);
      const times = { inicio: utcIso(inicio), fim: utcIso(fim) };
      await addHistorico(processo.autoescola_id, {
        aula_id: id,
        acao: 'agendada',
        para: { ...times, instrutor_id: input.instrutor_id, veiculo_id: input.veiculo_id },
        usuario_id: ctx.principal.usuarioId,
      });
      await auditChange(ctx, {
        entidade: 'aula_pratica',
        acao: 'aula_pratica_agendada',
        autoescolaId: processo.autoescola_id,
        id,
        dados: { ...values, ...times },
      });
      return { ...(await reloaded(id)), avisos: warningsOf(context, planned) };
    })
    .catch(overlapRefusal(NOT_BOOKED));
}

/**
 * The lesson locked for a change of its booking, with the rule context of its new day: the same lock
 * order as a booking (instructor, then student), then the lesson itself.
 */
async function lockForChange(
  before: Aula,
  change: { instrutorId?: number; veiculoId?: number; inicio: Date },
) {
  const id = before.id;
  const context = await loadDayContext({
    processoId: before.processo_id,
    instrutorId: change.instrutorId ?? before.instrutor_id,
    veiculoId: change.veiculoId ?? before.veiculo_id,
    data: dateInSaoPaulo(change.inicio),
    exceptId: id,
    lock: true,
  });
  const aula = await lockAula(id);
  return aula ? { aula, context } : undefined;
}

/**
 * Moves a scheduled lesson to another start (same length, instructor and vehicle), checking every
 * rule again as a booking would, and keeps where it was and why in its history.
 */
export async function rescheduleAula(
  ctx: RequestContext,
  id: number,
  input: { inicio: string; motivo: string },
): Promise<AulaPratica> {
  const inicio = new Date(input.inicio);
  return ctx
    .tenant(async () => {
      const before = await findAula(id);
      if (!before) throw notFound(AULA_NAO_ENCONTRADA);
      if (before.status !== 'agendada') throw conflict(ONLY_SCHEDULED_MOVES);
      const locked = await lockForChange(before, { inicio });
      if (!locked) throw notFound(AULA_NAO_ENCONTRADA);
      const { aula, context } = locked;
      if (aula.status !== 'agendada') throw conflict(ONLY_SCHEDULED_MOVES);
      // A contingency lesson moved to another month counts in that month's share: checked again there.
      const mes = monthInSaoPaulo(inicio);
      const noMes =
        aula.contingencia && mes !== monthInSaoPaulo(aula.inicio)
          ? await lessonsOfMonth(aula.autoescola_id, mes)
          : null;
      const planned = {
        inicio,
        horasAula: aula.horas_aula,
        tipo: aula.tipo,
        contingencia: aula.contingencia,
      };
      const violacoes = violationsOf(context, planned, new Date(), noMes);
      if (violacoes.length > 0) throw refused(NOT_RESCHEDULED, violacoes);

      const fim = new Date(plannedEnd(inicio.toISOString(), aula.horas_aula));
      await repository.update(id, { inicio, fim });
      const de = { inicio: aula.inicio, fim: aula.fim };
      const para = { inicio: utcIso(inicio), fim: utcIso(fim) };
      await addHistorico(aula.autoescola_id, {
        aula_id: id,
        acao: 'remarcada',
        de,
        para,
        motivo: input.motivo,
        usuario_id: ctx.principal.usuarioId,
      });
      await auditChange(ctx, {
        entidade: 'aula_pratica',
        acao: 'aula_pratica_remarcada',
        autoescolaId: aula.autoescola_id,
        id,
        dados: { de, para, motivo: input.motivo },
      });
      return reloaded(id);
    })
    .catch(overlapRefusal(NOT_RESCHEDULED));
}

/**
 * Removes the record of a given lesson, locked by the caller, irreversibly (SPEC §5 asks first). The
 * lesson is live again as 'agendada' (staff then cancel or reschedule it, or the instructor gives it
 * again); a cancelled lesson stays cancelled. Positions and photos stay as evidence.
 */
async function removeAnotacaoOf(ctx: RequestContext, aula: Aula): Promise<void> {
  if (aula.anotacao_id === null || aula.begin_time === null) return;
  const status = aula.status === 'cancelada' ? 'cancelada' : 'agendada';
  await repository.deleteAnotacao(aula.anotacao_id);
  await setStatus(aula.id, status);
  const removida = {
    id_anotacao_pratica: aula.anotacao_id,
    begin_time: aula.begin_time,
    finish_time: aula.finish_time,
    hodo_start: aula.hodo_start,
    hodo_end: aula.hodo_end,
    status: aula.status,
  };
  await addHistorico(aula.autoescola_id, {
    aula_id: aula.id,
    acao: 'anotacao_removida',
    de: removida,
    para: { status },
    usuario_id: ctx.principal.usuarioId,
  });
  await auditChange(ctx, {
    entidade: 'anotacao_pratica',
    acao: 'anotacao_pratica_removida',
    autoescolaId: aula.autoescola_id,
    id: aula.anotacao_id,
    dados: { aula_id: aula.id, ...removida, status_aula: status },
  });
}

/** Removes an annotation (SPEC §7 'removerAnotacao'), under its lesson's lock. */
export async function removeAnotacao(ctx: RequestContext, anotacaoId: number): Promise<void> {
  await ctx.tenant(async () => {
    const aulaId = await aulaIdOfAnotacao(anotacaoId);
    const aula = aulaId === undefined ? undefined : await lockAula(aulaId);
    if (!aula || aula.anotacao_id !== anotacaoId) throw notFound(ANOTACAO_NAO_ENCONTRADA);
    await removeAnotacaoOf(ctx, aula);
  });
}

/**
 * Cancels a lesson with the reason: its slot is free again. A lesson given (or running) loses its
 * annotation in the same transaction, once the caller confirmed it (`removerAnotacao`).
 */
export async function cancelAula(
  ctx: RequestContext,
  id: number,
  motivo: string,
  options: { removerAnotacao?: boolean } = {},
): Promise<AulaPratica> {
  return ctx.tenant(async () => {
    const aula = await lockAula(id);
    if (!aula) throw notFound(AULA_NAO_ENCONTRADA);
    if (aula.status === 'cancelada') throw conflict(ALREADY_CANCELLED);
    if (aula.status !== 'agendada') {
      if (!options.removerAnotacao) throw conflict('aulasPraticas.confirmeRemocaoAnotacao');
      await removeAnotacaoOf(ctx, aula);
    }
    await repository.cancel(id, motivo);
    await addHistorico(aula.autoescola_id, {
      aula_id: id,
      acao: 'cancelada',
      de: { status: aula.status },
      para: { status: 'cancelada' },
      motivo,
      usuario_id: ctx.principal.usuarioId,
    });
    await auditChange(ctx, {
      entidade: 'aula_pratica',
      acao: 'aula_pratica_cancelada',
      autoescolaId: aula.autoescola_id,
      id,
      dados: { motivo, inicio: aula.inicio, fim: aula.fim },
    });
    return reloaded(id);
  });
}

/**
 * Marks a booked lesson as a contingency one (docs/regulation.md: given while the evidence system
 * failed), or unmarks it, with the reason. Marking checks the month's share with the lesson counted
 * (checkContingencia), serialised with the school's other changes to that month's share; unmarking
 * only lowers it.
 */
export async function setContingencia(
  ctx: RequestContext,
  id: number,
  input: { contingencia: boolean; motivo: string },
): Promise<AulaPratica> {
  return ctx.tenant(async () => {
    const aula = await lockAula(id);
    if (!aula) throw notFound(AULA_NAO_ENCONTRADA);
    if (aula.status === 'cancelada') throw conflict('aulasPraticas.contingenciaCancelada');
    if (contaComoEnviada(aula.getran_status)) throw conflict('aulasPraticas.contingenciaJaEnviada');
    if (aula.contingencia === input.contingencia) {
      throw conflict(
        input.contingencia ? 'aulasPraticas.contingenciaJaMarcada' : 'aulasPraticas.contingenciaNaoMarcada',
      );
    }
    if (input.contingencia) {
      const noMes = await lessonsOfMonth(aula.autoescola_id, monthInSaoPaulo(aula.inicio));
      const violacoes = checkContingencia(noMes, await stateProfileForSchool(aula.autoescola_id), true);
      if (violacoes.length > 0) throw refused(NOT_MARKED, violacoes);
    }

    await repository.setContingencia(id, input.contingencia);
    const de = { contingencia: aula.contingencia };
    const para = { contingencia: input.contingencia };
    await addHistorico(aula.autoescola_id, {
      aula_id: id,
      acao: 'contingencia',
      de,
      para,
      motivo: input.motivo,
      usuario_id: ctx.principal.usuarioId,
    });
    await auditChange(ctx, {
      entidade: 'aula_pratica',
      acao: input.contingencia ? 'aula_pratica_contingencia_marcada' : 'aula_pratica_contingencia_desmarcada',
      autoescolaId: aula.autoescola_id,
      id,
      dados: { de, para, motivo: input.motivo, inicio: aula.inicio },
    });
    return reloaded(id);
  });
}

/**
 * The day's 50-minute slots for a lesson of this process, instructor and vehicle, each with every
 * reason it cannot be booked (the same rules a booking runs), so the screen shows why.
 */
export async function listHorariosLivres(
  ctx: RequestContext,
  query: z.output<typeof horariosLivresQuery>,
): Promise<HorarioLivre[]> {
  const context = await ctx.tenant(() =>
    loadDayContext({
      processoId: query.processo_id,
      instrutorId: query.instrutor_id,
      veiculoId: query.veiculo_id,
      data: query.data,
      lock: false,
    }),
  );
  const now = new Date();
  const length = query.horas_aula * HORA_AULA_MINUTOS;
  const slots: HorarioLivre[] = [];
  for (let start = DIA_INICIO_MINUTOS; start + length <= DIA_FIM_MINUTOS; start += HORA_AULA_MINUTOS) {
    const inicio = atSaoPaulo(query.data, start);
    const motivos = violationsOf(context, { inicio, horasAula: query.horas_aula, tipo: query.tipo }, now).map(
      (found) => found.mensagem,
    );
    slots.push({
      inicio: utcIso(inicio),
      fim: utcIso(plannedEnd(inicio.toISOString(), query.horas_aula)),
      livre: motivos.length === 0,
      motivos,
    });
  }
  return slots;
}

const byCode = (list: ViolacaoAula[]) => [...new Map(list.map((found) => [found.code, found])).values()];

/**
 * "Modificar Aula Prática" (the send screen, SPEC §7): instructor, vehicle and times together, in one
 * transaction, every rule checked again. With an annotation the times are the given ones (the
 * annotation's, the odometer untouched); without one they are the lesson's planned times.
 */
export async function updateAula(ctx: RequestContext, input: AtualizarEnvioBody): Promise<void> {
  const times = orderedTimes(input);
  await ctx
    .tenant(async () => {
      const before = await findAula(input.aula);
      if (!before) throw notFound(AULA_NAO_ENCONTRADA);
      const locked = await lockForChange(before, {
        instrutorId: input.instrutor,
        veiculoId: input.veiculo,
        inicio: times.inicio,
      });
      if (!locked) throw notFound(AULA_NAO_ENCONTRADA);
      const { aula, context } = locked;
      if (aula.status === 'cancelada') throw conflict(CANCELLED_NOT_CHANGED);
      const anotacaoId = aula.anotacao_id;
      if (input.anotacaoPratica && input.anotacaoPratica !== anotacaoId) {
        throw invalid({ anotacaoPratica: [ANOTACAO_DE_OUTRA_AULA] });
      }
      const violacoes = byCode([
        ...violationsOf(
          context,
          { inicio: times.inicio, horasAula: aula.horas_aula, tipo: aula.tipo },
          EPOCH,
        ),
        ...durationViolations(context.perfil, times, aula.horas_aula),
      ]);
      if (violacoes.length > 0) throw refused(NOT_CHANGED, violacoes);

      const de = {
        instrutor_id: aula.instrutor_id,
        veiculo_id: aula.veiculo_id,
        inicio: aula.begin_time ?? aula.inicio,
        fim: aula.finish_time ?? aula.fim,
      };
      const para = {
        instrutor_id: input.instrutor,
        veiculo_id: input.veiculo,
        inicio: utcIso(times.inicio),
        fim: utcIso(times.fim),
      };
      const moves = { instrutor_id: input.instrutor, veiculo_id: input.veiculo };
      await repository.update(aula.id, anotacaoId === null ? { ...moves, ...times } : moves);
      if (anotacaoId !== null) {
        await setAnotacaoTimes(anotacaoId, { begin_time: times.inicio, finish_time: times.fim });
      }
      await addHistorico(aula.autoescola_id, {
        aula_id: aula.id,
        acao: 'remarcada',
        de,
        para,
        motivo: 'Aula modificada no envio ao GETRAN',
        usuario_id: ctx.principal.usuarioId,
      });
      await auditChange(ctx, {
        entidade: 'aula_pratica',
        acao: 'aula_pratica_modificada',
        autoescolaId: aula.autoescola_id,
        id: aula.id,
        dados: { de, para, anotacao_id: anotacaoId },
      });
    })
    .catch(overlapRefusal(NOT_CHANGED));
}

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
