import type { FastifyBaseLogger } from 'fastify';
import type { Jobs } from '../../platform/jobs/jobs.ts';

/**
 * What other modules use of the alerts: asking for an evaluation after their transaction commits.
 * Kept apart from the jobs (which read the other modules' services) so that asking makes no cycle.
 */

export const AVALIAR_AULA_JOB = 'alertas.avaliar-aula';
export const AVALIAR_ESCOLAS_JOB = 'alertas.avaliar-escolas';
export const REAVALIAR_ESTADO_JOB = 'alertas.reavaliar-estado';

/**
 * New evidence of a practical lesson (start, photo, positions, finish, a contingency mark, an
 * answer of the authority): its rules run again in the background. The periodic run and the next
 * evidence catch up if queueing fails, so it is only logged.
 */
export async function pedirAvaliacaoDaAula(
  jobs: Jobs,
  log: FastifyBaseLogger,
  /** `escola`: the school's own rules too (a contingency mark, an answer of the authority). */
  aula: { autoescolaId: number; aulaId: number; escola?: boolean },
): Promise<void> {
  try {
    await jobs.send(AVALIAR_AULA_JOB, aula);
  } catch (error) {
    log.warn({ err: error, ...aula }, 'avaliação dos alertas da aula não enfileirada');
  }
}

/** A state's thresholds changed: its recent lessons and its schools are evaluated again. */
export async function pedirReavaliacaoDoEstado(
  jobs: Jobs,
  log: FastifyBaseLogger,
  uf: string,
): Promise<void> {
  try {
    await jobs.send(REAVALIAR_ESTADO_JOB, { uf });
  } catch (error) {
    log.warn({ err: error, uf }, 'reavaliação dos alertas do estado não enfileirada');
  }
}
