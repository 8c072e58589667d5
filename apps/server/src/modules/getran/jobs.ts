import type { AmbienteGetran } from '@cfc/contract';
import { AppError } from '../../platform/http/errors.ts';
import type { JobDefinition, Jobs } from '../../platform/jobs/jobs.ts';
import { registrarNoSimulador } from './cadastros.ts';
import { executarLote, type Lote } from './lotes.ts';
import { desistirDoEnvio, type EnvioInput, enviarAula, type GetranDeps } from './service.ts';

export const ENVIAR_AULA_JOB = 'getran-enviar-aula';
export const REENVIAR_LOTE_JOB = 'getran-reenviar-lote';

export interface EnvioJob extends EnvioInput {
  /** Attempts already made by jobs (0 for the first). */
  tentativa: number;
}

/** Queues a send: at once, or after the backoff of attempt `tentativa` (1×, 2×, 4×... the base). */
export function enfileirarEnvio(jobs: Jobs, deps: GetranDeps, job: EnvioJob): Promise<string> {
  const delay = job.tentativa === 0 ? 0 : deps.getran.retry.seconds * 2 ** (job.tentativa - 1);
  return jobs.send(ENVIAR_AULA_JOB, job, { startAfterSeconds: delay });
}

/**
 * Sends a lesson in the background: after a time update, or again when the authority did not
 * answer. Each attempt is one job; the next is queued with a longer wait until the limit, then the
 * lesson shows 'falhou'.
 */
export function enviarAulaJob(jobs: Jobs, deps: GetranDeps): JobDefinition {
  return {
    name: ENVIAR_AULA_JOB,
    retryLimit: 0,
    pollingIntervalSeconds: 1,
    async run(data) {
      const job = data as EnvioJob;
      try {
        const desfecho = await enviarAula(deps, job);
        if (desfecho.tipo !== 'falha') return;
        if (job.tentativa + 1 > deps.getran.retry.limit) {
          await desistirDoEnvio(deps, job, desfecho.erro);
          return;
        }
        await enfileirarEnvio(jobs, deps, { ...job, tentativa: job.tentativa + 1 });
      } catch (error) {
        // Already sent, being sent, or no longer sendable: the reason is in the lesson's history.
        if (error instanceof AppError) return;
        throw error;
      }
    },
  };
}

export function reenviarLoteJob(jobs: Jobs, deps: GetranDeps): JobDefinition {
  return {
    name: REENVIAR_LOTE_JOB,
    retryLimit: 0,
    pollingIntervalSeconds: 1,
    async run(data) {
      const lote = data as Lote;
      await executarLote(deps, lote, async (aulaId: number, ambiente: AmbienteGetran) => {
        await enfileirarEnvio(jobs, deps, {
          autoescolaId: lote.autoescolaId,
          aulaId,
          ambiente,
          usuarioId: lote.usuarioId,
          loteId: lote.loteId,
          tentativa: 1,
        });
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
