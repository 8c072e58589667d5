import type { FastifyBaseLogger } from 'fastify';
import type { Jobs } from '../../platform/jobs/jobs.ts';

/**
 * What other modules and the start-up use of the NFS-e: the sweep asked for now (at start, after a
 * payment), and the simulator of the national issuer. Kept apart from the jobs so asking makes no cycle.
 */
export const NFSE_VARRER_JOB = 'nfse.varrer';

export async function pedirVarreduraNfse(jobs: Jobs, log: FastifyBaseLogger): Promise<void> {
  try {
    await jobs.send(NFSE_VARRER_JOB, {});
  } catch (error) {
    log.warn({ err: error }, 'varredura das NFS-e não enfileirada');
  }
}

export { type NfseSimulator, startNfseSimulator } from './simulador.ts';
