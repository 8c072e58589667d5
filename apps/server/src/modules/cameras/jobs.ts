import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SecretBox } from '../../platform/crypto/sealed.ts';
import type { DB } from '../../platform/db/schema.ts';
import type { OutboundClient } from '../../platform/http/outbound.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { checkCameras } from './service.ts';

export const CHECK_CAMERAS_JOB = 'check-cameras';

/** Every five minutes, each active camera is asked for a snapshot. */
export function checkCamerasJob(
  db: Kysely<DB>,
  box: SecretBox,
  outbound: OutboundClient,
  log: FastifyBaseLogger,
): JobDefinition {
  return {
    name: CHECK_CAMERAS_JOB,
    cron: '*/5 * * * *',
    retryLimit: 0,
    async run() {
      const { online, offline, falhas } = await checkCameras(db, box, outbound);
      const motivos: Record<string, number> = {};
      for (const falha of falhas) {
        motivos[falha.motivo] = (motivos[falha.motivo] ?? 0) + 1;
        // An address the policy refuses may be someone probing the platform's network: named one by one.
        if (falha.motivo === 'refused')
          log.warn(
            { autoescolaId: falha.autoescolaId, cameraId: falha.id, motivo: falha.mensagem },
            'câmera com endereço recusado',
          );
      }
      log.info({ online, offline, motivos }, 'câmeras verificadas');
    },
  };
}
