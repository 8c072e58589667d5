import type { AulaAgendada, AulaPraticaBody } from '@cfc/contract';
import { dateInSaoPaulo, monthInSaoPaulo, plannedEnd, utcIso } from '@cfc/domain';
import { auditChange } from '../../../platform/audit/audit.ts';
import type { RequestContext } from '../../../platform/auth/context.ts';
import { addHistorico } from '../aula-repository.ts';
import { NOT_BOOKED, overlapRefusal, refused } from '../refusal.ts';
import * as repository from './repository.ts';
import { loadDayContext, violationsOf, warningsOf } from './rules.ts';
import { lessonsOfMonth, reloaded } from './shared.ts';

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
        withTheory: true,
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
