import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { SecretBox } from '../../platform/crypto/sealed.ts';
import type { DB } from '../../platform/db/schema.ts';
import { withSystem } from '../../platform/db/tenant.ts';
import type { OutboundClient } from '../../platform/http/outbound.ts';
import type { JobDefinition, Jobs } from '../../platform/jobs/jobs.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { snapshotsDaSala } from '../cameras/service.ts';
import { evidenciaKey } from './evidencias.ts';
import * as repository from './evidencias-repository.ts';

export const EVIDENCIAS_JOB = 'evidencias-aula-teorica';

/** Snapshots at random moments between the opening and the end of a session. */
export const SNAPSHOTS_ALEATORIOS = 2;

/** Why a session has no camera snapshot: stored with the attempt, as staff read it. */
export const SALA_SEM_CAMERA = 'A sala não tem câmera ativa com endereço de imagem.';

const EVIDENCIA = z.object({
  autoescolaId: z.number().int().positive(),
  aulaId: z.number().int().positive(),
  tipo: z.enum(['inicio', 'aleatoria', 'fim']),
});
export type PedidoEvidencia = z.infer<typeof EVIDENCIA>;

export interface EvidenciasDeps {
  db: Kysely<DB>;
  box: SecretBox;
  outbound: OutboundClient;
  storage: Storage;
}

/**
 * Takes the room camera's snapshots of a session and keeps them as its evidence: at the start and
 * at random moments while it is open, at the end once closed (a request for a moment that passed,
 * the session closed or not opened, does nothing). A camera that fails leaves the attempt with its
 * reason; a room without a camera, one attempt saying so. Answers how many photos were kept.
 */
export async function capturarEvidencias(deps: EvidenciasDeps, pedido: PedidoEvidencia): Promise<number> {
  const aula = await withSystem(deps.db, () =>
    repository.aulaParaEvidencia(pedido.autoescolaId, pedido.aulaId),
  );
  if (!aula) return 0;
  const esperado = pedido.tipo === 'fim' ? 'encerrada' : 'aberta';
  if (aula.status !== esperado) return 0;
  const snapshots = await snapshotsDaSala(deps.db, deps.box, deps.outbound, aula.autoescola_id, aula.sala_id);
  const registros: repository.EvidenciaValues[] = [];
  for (const snapshot of snapshots) {
    let arquivo: string | null = null;
    if (snapshot.imagem) {
      arquivo = evidenciaKey(aula.autoescola_id, aula.id, `${pedido.tipo}-${randomUUID()}`);
      await deps.storage.put(arquivo, snapshot.imagem.content, snapshot.imagem.contentType);
    }
    registros.push({
      aula_id: aula.id,
      tipo: pedido.tipo,
      arquivo,
      content_type: snapshot.imagem?.contentType ?? null,
      camera_id: snapshot.cameraId,
      camera_nome: snapshot.cameraNome,
      aluno_id: null,
      erro: snapshot.erro,
      usuario_id: null,
    });
  }
  if (registros.length === 0) {
    registros.push({
      aula_id: aula.id,
      tipo: pedido.tipo,
      arquivo: null,
      content_type: null,
      camera_id: null,
      camera_nome: null,
      aluno_id: null,
      erro: SALA_SEM_CAMERA,
      usuario_id: null,
    });
  }
  await withSystem(deps.db, async () => {
    for (const registro of registros) await repository.insertEvidencia(aula.autoescola_id, registro);
  });
  return registros.filter((registro) => registro.arquivo !== null).length;
}

/** The job that takes a session's snapshots (queued when it opens and when it closes). */
export function evidenciasJob(deps: EvidenciasDeps, log: FastifyBaseLogger): JobDefinition {
  return {
    name: EVIDENCIAS_JOB,
    retryLimit: 0,
    pollingIntervalSeconds: 1,
    async run(data) {
      const pedido = EVIDENCIA.parse(data);
      const fotos = await capturarEvidencias(deps, pedido);
      log.info({ ...pedido, fotos }, 'evidências da aula teórica');
    },
  };
}

/**
 * When a session opens: a snapshot now, and SNAPSHOTS_ALEATORIOS at random moments before its end
 * (none when less than three minutes are left). Call after the opening commits.
 */
export async function agendarEvidenciasDaAbertura(
  jobs: Jobs,
  pedido: { autoescolaId: number; aulaId: number; fim: string | Date },
  agora = Date.now(),
): Promise<void> {
  const { autoescolaId, aulaId } = pedido;
  await jobs.send(EVIDENCIAS_JOB, { autoescolaId, aulaId, tipo: 'inicio' });
  const restante = Math.floor((new Date(pedido.fim).getTime() - agora) / 1000);
  if (restante < 180) return;
  for (let n = 0; n < SNAPSHOTS_ALEATORIOS; n++) {
    const startAfterSeconds = 60 + Math.floor(Math.random() * (restante - 120));
    await jobs.send(EVIDENCIAS_JOB, { autoescolaId, aulaId, tipo: 'aleatoria' }, { startAfterSeconds });
  }
}

/** When a session closes: the final snapshot. Call after the closing commits. */
export async function agendarEvidenciaDoEncerramento(
  jobs: Jobs,
  pedido: { autoescolaId: number; aulaId: number },
): Promise<void> {
  await jobs.send(EVIDENCIAS_JOB, { ...pedido, tipo: 'fim' });
}
