import { type AulaAgendada, type AulaPratica, type AulaPraticaBody, portuguese } from '@cfc/contract';
import { dateInSaoPaulo, monthBoundsInSaoPaulo, monthInSaoPaulo, plannedEnd, utcIso } from '@cfc/domain';
import { auditChange } from '../../../platform/audit/audit.ts';
import type { RequestContext } from '../../../platform/auth/context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import * as repository from '../repository.ts';
import { lessonsInPeriod, lockContingenciaDoMes } from './context-repository.ts';
import { loadDayContext, violationsOf, warningsOf } from './lesson-context.ts';
import { NOT_BOOKED, overlapRefusal, refused } from './refusal.ts';

/** The refusal's Portuguese text, as a client that asks for no language reads it. */
export const AULA_NOT_FOUND = portuguese('aulasPraticas.aulaNaoEncontrada');

/** Without the school, the answer the client sees (the reply never carries it). */
export function publicView({ autoescola_id: _school, ...aula }: repository.AulaRegistro): AulaPratica {
  return aula;
}

/**
 * A school's live lessons of the São Paulo month `mes` ('YYYY-MM'), all of them and the contingency
 * ones, the school's other changes to that month's contingency share held off until the caller's
 * transaction ends.
 */
export async function lessonsOfMonth(autoescolaId: number, mes: string) {
  await lockContingenciaDoMes(autoescolaId, mes);
  const { from, to } = monthBoundsInSaoPaulo(mes);
  return lessonsInPeriod(autoescolaId, from, to);
}

/**
 * Books a practical lesson of one or two consecutive h/a. In one tenant transaction: locks the
 * instructor (and the student), checks every rule against the lessons already booked, saves the
 * lesson, its history and the audit line. The database's exclusion constraints refuse a vehicle
 * or student double booking that another transaction committed in between.
 */
export async function bookAulaPratica(ctx: RequestContext, input: AulaPraticaBody): Promise<AulaAgendada> {
  const inicio = new Date(input.inicio);
  const fim = new Date(plannedEnd(inicio.toISOString(), input.horas_aula));
  const created = await ctx
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
      await repository.addHistorico(processo.autoescola_id, {
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
      return { aula: await repository.find(id), avisos: warningsOf(context, planned) };
    })
    .catch(overlapRefusal(NOT_BOOKED));
  if (!created.aula) throw notFound('aulasPraticas.aulaNaoEncontrada');
  return { ...publicView(created.aula), avisos: created.avisos };
}
