import type { AmbienteGetran } from '@cfc/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/http/errors.ts';
import type { JobDefinition, Jobs } from '../../platform/jobs/jobs.ts';
import { pedirAvaliacaoDaAula } from '../alertas/index.ts';
import { registrarNoSimulador } from './cadastros.ts';
import { type Desfecho, desistirDoEnvio, type EnvioInput, enviarAula, type GetranDeps } from './envio.ts';
import { executarLote, type Lote } from './lotes.ts';

export const ENVIAR_AULA_JOB = 'getran-enviar-aula';
export const REENVIAR_LOTE_JOB = 'getran-reenviar-lote';

/** The authority did not answer a job's send: pg-boss runs the job again after its backoff. */
class SemResposta extends Error {
  override readonly name = 'SemResposta';
}

/**
 * Queues a lesson's send. `agora`: at once, after a time update. `depois`: the authority did not
 * answer a send just made, so the job waits `GETRAN_RETRY_SECONDS` first. Each failed run is
 * retried by pg-boss with exponential backoff (about 1×, 2×, 4×... the base, with jitter) until
 * `GETRAN_RETRY_LIMIT` runs of the job, one more for `agora`.
 */
export function enfileirarEnvio(
  jobs: Jobs,
  deps: GetranDeps,
  input: EnvioInput,
  quando: 'agora' | 'depois',
): Promise<string> {
  const { seconds, limit } = deps.getran.retry;
  return jobs.send(ENVIAR_AULA_JOB, input, {
    startAfterSeconds: quando === 'agora' ? 0 : seconds,
    retryLimit: quando === 'agora' ? limit : Math.max(limit - 1, 0),
    retryDelay: seconds,
    retryBackoff: true,
  });
}

/**
 * Sends a lesson in the background: after a time update, or again when the authority did not
 * answer. A run the authority did not answer fails, and pg-boss runs it again after its backoff
 * (`enfileirarEnvio`); when no retry is left the lesson shows 'falhou'.
 */
export function enviarAulaJob(
  deps: GetranDeps,
  alertas?: { jobs: Jobs; log: FastifyBaseLogger },
): JobDefinition {
  return {
    name: ENVIAR_AULA_JOB,
    retryLimit: 0,
    pollingIntervalSeconds: 1,
    async run(data, attempt) {
      const input = data as EnvioInput;
      let desfecho: Desfecho;
      try {
        desfecho = await enviarAula(deps, input);
      } catch (error) {
        // Already sent, being sent, or no longer sendable: the reason is in the lesson's history.
        if (error instanceof AppError) return;
        throw error;
      }
      // A rejection counts towards the school's repeated rejections (monitoring alerts).
      if (desfecho.tipo === 'rejeitada' && alertas) {
        const aula = { autoescolaId: input.autoescolaId, aulaId: input.aulaId, escola: true };
        await pedirAvaliacaoDaAula(alertas.jobs, alertas.log, aula);
      }
      if (desfecho.tipo !== 'falha') return;
      if (attempt.last) {
        await desistirDoEnvio(deps, input, desfecho.erro);
        return;
      }
      throw new SemResposta(desfecho.erro);
    },
  };
}

/** 'Limpar Status e Enviar' in the background; each lesson the authority did not answer waits for a retry. */
export function reenviarLoteJob(jobs: Jobs, deps: GetranDeps): JobDefinition {
  return {
    name: REENVIAR_LOTE_JOB,
    retryLimit: 0,
    pollingIntervalSeconds: 1,
    async run(data) {
      const lote = data as Lote;
      await executarLote(deps, lote, async (aulaId: number, ambiente: AmbienteGetran) => {
        await enfileirarEnvio(
          jobs,
          deps,
          {
            autoescolaId: lote.autoescolaId,
            aulaId,
            ambiente,
            usuarioId: lote.usuarioId,
            loteId: lote.loteId,
          },
          'depois',
        );
      });
    },
  };
}

export const CADASTROS_SIMULADOR_JOB = 'getran-sim-cadastros';

/**
 * With the embedded simulator, what schools register later (a new student's process, an
 * instructor, a vehicle link) reaches the simulated authority every two minutes, as a state system
 * learns of registrations. Until then it answers as the authority would: 'Processo não existe'.
 */
export function cadastrosSimuladorJob(deps: GetranDeps, url: string): JobDefinition {
  return {
    name: CADASTROS_SIMULADOR_JOB,
    cron: '*/2 * * * *',
    retryLimit: 0,
    async run() {
      await registrarNoSimulador(deps.db, url);
    },
  };
}
