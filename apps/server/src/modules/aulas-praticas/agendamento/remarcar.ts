import type { AulaPratica } from '@cfc/contract';
import { monthInSaoPaulo, plannedEnd, utcIso } from '@cfc/domain';
import { auditChange } from '../../../platform/audit/audit.ts';
import type { RequestContext } from '../../../platform/auth/context.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { addHistorico, findAula } from '../aula-repository.ts';
import { AULA_NAO_ENCONTRADA, NOT_RESCHEDULED, overlapRefusal, refused } from '../refusal.ts';
import * as repository from './repository.ts';
import { violationsOf } from './rules.ts';
import { lessonsOfMonth, lockForChange, reloaded } from './shared.ts';

const ONLY_SCHEDULED_MOVES = 'aulasPraticas.soAgendadaRemarca';

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
