import type { AtualizarHorarioBody } from '@cfc/contract';
import { utcIso } from '@cfc/domain';
import { auditChange } from '../../../platform/audit/audit.ts';
import type { RequestContext } from '../../../platform/auth/context.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { checkAulaDada, durationViolationsOf, type VerificacaoAula } from '../agendamento/service.ts';
import {
  addHistorico,
  aulaIdOfAnotacao,
  lockAula,
  type StatusAula,
  setAnotacaoTimes,
} from '../aula-repository.ts';
import { AULA_NAO_ENCONTRADA, NOT_CHANGED, orderedTimes, refused } from '../refusal.ts';
import * as repository from './repository.ts';

/**
 * Sending lessons to the traffic authority (GETRAN): what the GETRAN module needs of a lesson to send
 * it (who, what, when it was actually given, the rules run on it beforehand, the authority's status
 * and an automatic correction), and the staff's corrections on the send screen before sending (the
 * status, the annotation's times). Runs in the caller's tenant transaction unless it takes a context.
 */

export type { VerificacaoAula };

const ANOTACAO_NAO_ENCONTRADA = 'aulasPraticas.anotacaoNaoEncontrada';
const STILL_RUNNING = 'aulasPraticas.aindaEmAndamento';

export interface AulaParaEnvio {
  autoescolaId: number;
  aulaId: number;
  escola: { slug: string; cnpj: string | null; uf: string };
  status: StatusAula;
  /** The production status (what staff see and edit). */
  getranStatus: string | null;
  processoId: number;
  aluno: { id: number; cpf: string; nome: string };
  renach: string;
  categoria: string;
  instrutor: { id: number; cpf: string; nome: string };
  veiculo: { id: number; placa: string };
  tipo: VerificacaoAula['lesson']['tipo'];
  horasAula: number;
  anotacao: {
    id: number;
    inicio: string;
    fim: string | null;
    hodoStart: number;
    hodoEnd: number | null;
  } | null;
}

export async function findAulaParaEnvio(aulaId: number): Promise<AulaParaEnvio | undefined> {
  const row = await repository.aulaParaEnvio(aulaId);
  if (!row) return undefined;
  return {
    autoescolaId: row.autoescola_id,
    aulaId: row.id,
    escola: { slug: row.slug, cnpj: row.cnpj, uf: row.uf },
    status: row.status,
    getranStatus: row.getran_status,
    processoId: row.processo_id,
    aluno: { id: row.aluno_id, cpf: row.aluno_cpf, nome: row.aluno_nome },
    renach: row.renach,
    categoria: row.categoria,
    instrutor: { id: row.instrutor_id, cpf: row.instrutor_cpf, nome: row.instrutor_nome },
    veiculo: { id: row.veiculo_id, placa: row.placa },
    tipo: row.tipo,
    horasAula: row.horas_aula,
    anotacao:
      row.anotacao_id === null || row.begin_time === null || row.hodo_start === null
        ? null
        : {
            id: row.anotacao_id,
            inicio: row.begin_time,
            fim: row.finish_time,
            hodoStart: row.hodo_start,
            hodoEnd: row.hodo_end,
          },
  };
}

/**
 * The authority's rules (SPEC §8/§9) on a lesson as given, run before it is sent: its real times
 * against the day's other lessons, and everyone's validity on that day.
 */
export function checkBeforeSending(
  aula: AulaParaEnvio,
  times: { inicio: string; fim: string },
): Promise<VerificacaoAula> {
  return checkAulaDada(
    {
      aulaId: aula.aulaId,
      processoId: aula.processoId,
      instrutorId: aula.instrutor.id,
      veiculoId: aula.veiculo.id,
      tipo: aula.tipo,
      horasAula: aula.horasAula,
    },
    times,
  );
}

/** The production status staff see (aulas_praticas.getran_status): the authority's last answer. */
export async function setGetranStatus(aulaId: number, status: string | null): Promise<void> {
  await repository.setGetranStatus(aulaId, status);
}

/**
 * Applies a correction of the given times ('Aplicar Correção'): the annotation's start and finish
 * (never its odometer), kept in the lesson's history with what it was.
 */
export async function applyCorrection(
  aula: AulaParaEnvio,
  times: { inicio: string; fim: string },
  input: { usuarioId: number; motivo: string },
): Promise<void> {
  if (!aula.anotacao) return;
  await setAnotacaoTimes(aula.anotacao.id, {
    begin_time: new Date(times.inicio),
    finish_time: new Date(times.fim),
  });
  await addHistorico(aula.autoescolaId, {
    aula_id: aula.aulaId,
    acao: 'corrigida',
    de: { begin_time: aula.anotacao.inicio, finish_time: aula.anotacao.fim },
    para: { begin_time: utcIso(times.inicio), finish_time: utcIso(times.fim) },
    motivo: input.motivo,
    usuario_id: input.usuarioId,
  });
}

/**
 * 'Limpar Status': the production statuses of these lessons that do not count as sent (rejections,
 * free text) go back to pending. Returns how many changed.
 */
export async function clearRejectedStatuses(
  ids: readonly number[],
  enviadas: readonly string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  return repository.clearStatuses(ids, enviadas);
}

/** Given lessons of a school in a period (the instants of its São Paulo dates), for a resend batch. */
export function listAulasDadas(autoescolaId: number, de: Date, ate: Date): Promise<number[]> {
  return repository.aulasDadas(autoescolaId, de, ate);
}

/** SPEC §4: the authority's status is free text staff edit inline; an empty one is pending again. */
export async function updateGetranStatus(ctx: RequestContext, aulaId: number, status: string): Promise<void> {
  const novo = status.trim() === '' ? null : status.trim();
  await ctx.tenant(async () => {
    const aula = await lockAula(aulaId);
    if (!aula) throw notFound(AULA_NAO_ENCONTRADA);
    await repository.setGetranStatus(aulaId, novo);
    const de = { getran_status: aula.getran_status };
    const para = { getran_status: novo };
    await addHistorico(aula.autoescola_id, {
      aula_id: aulaId,
      acao: 'status',
      de,
      para,
      usuario_id: ctx.principal.usuarioId,
    });
    await auditChange(ctx, {
      entidade: 'aula_pratica',
      acao: 'aula_pratica_status_getran',
      autoescolaId: aula.autoescola_id,
      id: aulaId,
      dados: { de, para },
    });
  });
}

/**
 * Corrects the given times of an annotation (never its odometer), re-checking the length rules,
 * under its lesson's lock. The screen then sends the lesson (SPEC §7: `POST /getran/enviar/aula`).
 */
export async function correctHorario(ctx: RequestContext, input: AtualizarHorarioBody): Promise<void> {
  const times = orderedTimes(input);
  await ctx.tenant(async () => {
    const aulaId = await aulaIdOfAnotacao(input.anotacaoId);
    const aula = aulaId === undefined ? undefined : await lockAula(aulaId);
    if (!aula || aula.anotacao_id !== input.anotacaoId || aula.begin_time === null) {
      throw notFound(ANOTACAO_NAO_ENCONTRADA);
    }
    if (aula.finish_time === null) throw conflict(STILL_RUNNING);
    const violacoes = await durationViolationsOf(aula.autoescola_id, times, aula.horas_aula);
    if (violacoes.length > 0) throw refused(NOT_CHANGED, violacoes);

    await setAnotacaoTimes(aula.anotacao_id, { begin_time: times.inicio, finish_time: times.fim });
    const de = { begin_time: aula.begin_time, finish_time: aula.finish_time };
    const para = { begin_time: utcIso(times.inicio), finish_time: utcIso(times.fim) };
    await addHistorico(aula.autoescola_id, {
      aula_id: aula.id,
      acao: 'remarcada',
      de,
      para,
      motivo: 'Horário da anotação corrigido',
      usuario_id: ctx.principal.usuarioId,
    });
    await auditChange(ctx, {
      entidade: 'anotacao_pratica',
      acao: 'anotacao_pratica_horario',
      autoescolaId: aula.autoescola_id,
      id: aula.anotacao_id,
      dados: { aula_id: aula.id, de, para },
    });
  });
}
