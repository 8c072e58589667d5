import { type AulaPratica, portuguese } from '@cfc/contract';
import { dateInSaoPaulo, monthInSaoPaulo, plannedEnd, utcIso } from '@cfc/domain';
import { auditChange } from '../../../platform/audit/audit.ts';
import type { RequestContext } from '../../../platform/auth/context.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { removerAnotacaoDaAula } from '../envio/staff-service.ts';
import * as repository from '../repository.ts';
import { lessonsOfMonth, publicView } from './booking.ts';
import * as rules from './context-repository.ts';
import { loadDayContext, violationsOf } from './lesson-context.ts';
import { NOT_RESCHEDULED, overlapRefusal, refused } from './refusal.ts';

const ONLY_SCHEDULED_MOVES = 'aulasPraticas.soAgendadaRemarca';
const ALREADY_CANCELLED = 'aulasPraticas.jaCancelada';
/** The question's Portuguese text, as a client that asks for no language reads it. */
export const CONFIRM_ANNOTATION_REMOVAL = portuguese('aulasPraticas.confirmeRemocaoAnotacao');

/**
 * Moves a scheduled lesson to another start (same length, instructor and vehicle), checking every
 * rule again as a booking would, and keeps where it was and why in its history.
 */
export async function rescheduleAulaPratica(
  ctx: RequestContext,
  id: number,
  input: { inicio: string; motivo: string },
): Promise<AulaPratica> {
  const inicio = new Date(input.inicio);
  const moved = await ctx
    .tenant(async () => {
      const parties = await rules.findAulaParties(id);
      if (!parties) return undefined;
      if (parties.status !== 'agendada') throw conflict(ONLY_SCHEDULED_MOVES);
      // The same lock order as a booking (instructor, then student), then the lesson itself.
      const context = await loadDayContext({
        processoId: parties.processo_id,
        instrutorId: parties.instrutor_id,
        veiculoId: parties.veiculo_id,
        data: dateInSaoPaulo(inicio),
        exceptId: id,
        lock: true,
      });
      const aula = await rules.lockAula(id);
      if (!aula) return undefined;
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
      await repository.reschedule(id, { inicio, fim });
      const de = { inicio: utcIso(aula.inicio), fim: utcIso(aula.fim) };
      const para = { inicio: utcIso(inicio), fim: utcIso(fim) };
      await repository.addHistorico(aula.autoescola_id, {
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
      return repository.find(id);
    })
    .catch(overlapRefusal(NOT_RESCHEDULED));
  if (!moved) throw notFound('aulasPraticas.aulaNaoEncontrada');
  return publicView(moved);
}

export async function cancelAulaPratica(
  ctx: RequestContext,
  id: number,
  motivo: string,
  options: { removerAnotacao?: boolean } = {},
): Promise<AulaPratica> {
  const cancelled = await ctx.tenant(async () => {
    const aula = await rules.lockAula(id);
    if (!aula) return undefined;
    if (aula.status === 'cancelada') throw conflict(ALREADY_CANCELLED);
    if (aula.status !== 'agendada') {
      // A lesson given (or running) loses its annotation in the same transaction, once confirmed.
      if (!options.removerAnotacao) throw conflict('aulasPraticas.confirmeRemocaoAnotacao');
      await removerAnotacaoDaAula(ctx, id);
    }
    await repository.cancel(id, motivo);
    await repository.addHistorico(aula.autoescola_id, {
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
      dados: { motivo, inicio: utcIso(aula.inicio), fim: utcIso(aula.fim) },
    });
    return repository.find(id);
  });
  if (!cancelled) throw notFound('aulasPraticas.aulaNaoEncontrada');
  return publicView(cancelled);
}
