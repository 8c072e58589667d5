import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../platform/db/schema.ts';
import type { JobDefinition, Jobs } from '../../platform/jobs/jobs.ts';
import { contarPresencas } from './contagem.ts';

export const CONTAGEM_EAD_JOB = 'contagem-aula-ead';

const PEDIDO = z.object({ autoescolaId: z.number().int().positive(), aulaId: z.number().int().positive() });

/** Counts a remote lesson's attendance once its closing checks are answered or expired (queued at its end). */
export function contagemEadJob(db: Kysely<DB>, log: FastifyBaseLogger): JobDefinition {
  return {
    name: CONTAGEM_EAD_JOB,
    pollingIntervalSeconds: 2,
    async run(data) {
      const pedido = PEDIDO.parse(data);
      const contou = await contarPresencas(db, pedido);
      log.info({ ...pedido, contou }, 'presenças da aula a distância');
    },
  };
}

/** When a lesson ends: its count, once the closing checks' deadline passed. Call after the end commits. */
export async function agendarContagem(
  jobs: Jobs,
  pedido: { autoescolaId: number; aulaId: number; em: Date },
): Promise<void> {
  const startAfterSeconds = Math.max(0, Math.ceil((pedido.em.getTime() - Date.now()) / 1000));
  await jobs.send(
    CONTAGEM_EAD_JOB,
    { autoescolaId: pedido.autoescolaId, aulaId: pedido.aulaId },
    { startAfterSeconds },
  );
}
