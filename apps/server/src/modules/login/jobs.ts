import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { withSystem } from '../../platform/db/tenant.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { registrarMinimizacao } from '../logs/service.ts';
import { purgeExpiredSessions } from './repository.ts';

export const PURGE_SESSIONS_JOB = 'purge-expired-sessions';

/**
 * Every night at 03:15 (São Paulo), expired sessions and reset tokens are removed, and the
 * minimisation log records how many (modules/logs).
 */
export function purgeSessionsJob(db: Kysely<DB>, log: FastifyBaseLogger): JobDefinition {
  return {
    name: PURGE_SESSIONS_JOB,
    cron: '15 3 * * *',
    async run() {
      const removed = await withSystem(db, async () => {
        const purged = await purgeExpiredSessions();
        await registrarMinimizacao('sessoes_encerradas', purged.sessoes + purged.refreshTokens);
        await registrarMinimizacao('links_redefinicao_senha', purged.resets);
        return purged;
      });
      log.info({ removed }, 'sessões expiradas removidas');
    },
  };
}
