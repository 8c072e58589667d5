import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SecretBox } from '../../platform/crypto/sealed.ts';
import type { DB } from '../../platform/db/schema.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { checkCameras } from './service.ts';

export const CHECK_CAMERAS_JOB = 'check-cameras';

/** Every five minutes, each active camera is asked for a snapshot. */
export function checkCamerasJob(db: Kysely<DB>, box: SecretBox, log: FastifyBaseLogger): JobDefinition {
  return {
    name: CHECK_CAMERAS_JOB,
    cron: '*/5 * * * *',
    retryLimit: 0,
    async run() {
      const result = await checkCameras(db, box);
      log.info(result, 'câmeras verificadas');
    },
  };
}
