import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { executarFaturamento, marcarFalha } from './emissao.ts';
import { enviarFaturasDaExecucao } from './faturas.ts';
import {
  EMITIR_FATURAMENTO_JOB,
  type EmitirJobData,
  ENVIAR_FATURAS_JOB,
  type FaturamentoDeps,
} from './service.ts';

function dadosDoJob(data: unknown): EmitirJobData | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  const inteiro = (v: unknown) => Number.isSafeInteger(v) && (v as number) > 0;
  if (!inteiro(d.operadorId) || !inteiro(d.faturamentoId) || typeof d.competencia !== 'string') return null;
  if (!Array.isArray(d.escolas) || !d.escolas.every(inteiro)) return null;
  return {
    operadorId: d.operadorId as number,
    faturamentoId: d.faturamentoId as number,
    competencia: d.competencia,
    escolas: d.escolas as number[],
    usuarioId: inteiro(d.usuarioId) ? (d.usuarioId as number) : null,
  };
}

/** The month's invoices, school by school, with progress; then the invoices are mailed by the next job. */
export function emitirFaturamentoJob(deps: FaturamentoDeps, log: FastifyBaseLogger): JobDefinition {
  return {
    name: EMITIR_FATURAMENTO_JOB,
    retryLimit: 2,
    pollingIntervalSeconds: 1,
    async run(raw, attempt) {
      const data = dadosDoJob(raw);
      if (!data) return;
      const inicio = performance.now();
      try {
        await executarFaturamento(deps.db, deps.financeiro, data);
      } catch (error) {
        if (attempt.last) await marcarFalha(deps.db, data, (error as Error).message);
        throw error;
      }
      log.info(
        {
          faturamento: data.faturamentoId,
          escolas: data.escolas.length,
          ms: Math.round(performance.now() - inicio),
        },
        'faturamento emitido',
      );
      await deps.jobs.send(ENVIAR_FATURAS_JOB, data);
    },
  };
}

/** Mails each invoice of a run to its school's billing e-mail, with its PDF. */
export function enviarFaturasJob(deps: FaturamentoDeps, log: FastifyBaseLogger): JobDefinition {
  return {
    name: ENVIAR_FATURAS_JOB,
    retryLimit: 3,
    pollingIntervalSeconds: 1,
    async run(raw) {
      const data = dadosDoJob(raw);
      if (!data) return;
      const enviadas = await enviarFaturasDaExecucao(deps, data);
      log.info({ faturamento: data.faturamentoId, enviadas }, 'faturas enviadas por e-mail');
    },
  };
}
