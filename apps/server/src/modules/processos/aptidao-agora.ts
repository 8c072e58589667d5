import type { FastifyBaseLogger } from 'fastify';
import type { Jobs } from '../../platform/jobs/jobs.ts';

/** The job that works out the processes' eligibility (aptidao-job.ts). */
export const APTIDAO_JOB = 'aptidao-processos';

/** What asking for the eligibility's work needs: the job queue, and a log for a failed request. */
export interface AptidaoAgoraDeps {
  readonly jobs: Jobs;
  readonly log: FastifyBaseLogger;
}

/**
 * Asks for the work now rather than at the next minute, after a transaction that may have changed a
 * process's eligibility commits. The minute's run catches up if this fails, so it is only logged.
 */
export async function avaliarAptidaoAgora(jobs: Jobs, log: FastifyBaseLogger): Promise<void> {
  try {
    await jobs.send(APTIDAO_JOB);
  } catch (error) {
    log.warn({ err: error }, 'aptidão dos processos fica para a próxima rodada');
  }
}
