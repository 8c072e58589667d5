import { similaridadeMinimaFotoPratica, veredictoFotoPratica } from '@cfc/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { z } from 'zod';
import type { DB } from '../../platform/db/schema.ts';
import { withSystem } from '../../platform/db/tenant.ts';
import {
  type FaceAnalysis,
  type FaceEngine,
  FaceImageError,
  similarity,
} from '../../platform/faces/faces.ts';
import type { JobDefinition, Jobs } from '../../platform/jobs/jobs.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { pedirAvaliacaoDaAula } from '../alertas/index.ts';
import { stateProfileForSchool } from '../estado-perfis/service.ts';
import * as repository from './verificacao-repository.ts';

/**
 * The face check of a practical lesson's photo, in the background once the photo is stored: the
 * faces are counted, the one face compared with the student's reference photo (threshold: the state
 * profile's), the verdict kept with the photo, and a small copy made for the photo feed.
 */

export const VERIFICAR_FOTO_JOB = 'evidencias.verificar-foto';

/** The longer side of a photo's thumbnail in the feed (px). */
export const MINIATURA_PX = 240;

const PEDIDO = z.object({
  autoescolaId: z.number().int().positive(),
  fotoId: z.number().int().positive(),
});
export type PedidoVerificacao = z.infer<typeof PEDIDO>;

export interface VerificacaoDeps {
  db: Kysely<DB>;
  jobs: Jobs;
  storage: Storage;
  faces: Pick<FaceEngine, 'analyse'>;
}

/** The thumbnail's storage key, beside the photo's. */
export const miniaturaKey = (arquivo: string) => `${arquivo}-miniatura`;

export async function thumbnail(content: Buffer): Promise<Buffer> {
  return sharp(content)
    .rotate()
    .resize({ width: MINIATURA_PX, height: MINIATURA_PX, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 75 })
    .toBuffer();
}

/** The reference's descriptor; one stored without it (the demo's) is described now and kept. */
async function descritorDaReferencia(
  deps: VerificacaoDeps,
  foto: repository.FotoParaVerificar,
): Promise<number[] | null> {
  if (foto.referencia_id === null || foto.referencia_arquivo === null) return null;
  const stored = foto.referencia_descritor ?? [];
  if (stored.length > 0) return stored;
  const file = await deps.storage.get(foto.referencia_arquivo);
  if (!file) return null;
  const analysis = await deps.faces.analyse(file.content);
  if (!analysis.descriptor) return null;
  const descritor = analysis.descriptor;
  const referenciaId = foto.referencia_id;
  await withSystem(deps.db, () => repository.describeReferencia(foto.autoescola_id, referenciaId, descritor));
  return descritor;
}

/** Checks one photo and keeps the result; answers the verdict (null when the photo is gone). */
export async function verificarFoto(
  deps: VerificacaoDeps,
  pedido: PedidoVerificacao,
): Promise<(repository.ResultadoVerificacao & { aulaId: number }) | null> {
  const foto = await withSystem(deps.db, () =>
    repository.fotoParaVerificar(pedido.autoescolaId, pedido.fotoId),
  );
  if (!foto) return null;
  const file = await deps.storage.get(foto.arquivo);
  if (!file) return null;
  let analysis: FaceAnalysis;
  try {
    analysis = await deps.faces.analyse(file.content);
  } catch (error) {
    if (!(error instanceof FaceImageError)) throw error;
    const resultado = { verificacao: 'erro' as const, rostos: null, similaridade: null, miniatura: null };
    await withSystem(deps.db, () =>
      repository.saveVerificacao(foto.autoescola_id, foto.id, foto.arquivo, resultado),
    );
    return { ...resultado, aulaId: foto.aula_id };
  }
  const referencia = analysis.faces === 1 ? await descritorDaReferencia(deps, foto) : null;
  const similaridade =
    referencia && analysis.descriptor ? Math.round(similarity(analysis.descriptor, referencia) * 100) : null;
  const miniatura = miniaturaKey(foto.arquivo);
  await deps.storage.put(miniatura, await thumbnail(file.content), 'image/jpeg');
  return withSystem(deps.db, async () => {
    const minimo = similaridadeMinimaFotoPratica(await stateProfileForSchool(foto.autoescola_id));
    const verificacao = veredictoFotoPratica(
      { rostos: analysis.faces, similaridade },
      foto.referencia_id !== null,
      minimo,
    );
    const resultado = { verificacao, rostos: analysis.faces, similaridade, miniatura };
    await repository.saveVerificacao(foto.autoescola_id, foto.id, foto.arquivo, resultado);
    return { ...resultado, aulaId: foto.aula_id };
  });
}

/** The job: checks the photo, then has the lesson's alerts worked out again. */
export function verificarFotoJob(deps: VerificacaoDeps, log: FastifyBaseLogger): JobDefinition {
  return {
    name: VERIFICAR_FOTO_JOB,
    retryLimit: 3,
    pollingIntervalSeconds: 1,
    async run(data) {
      const pedido = PEDIDO.parse(data);
      const resultado = await verificarFoto(deps, pedido);
      log.info({ ...pedido, verificacao: resultado?.verificacao ?? null }, 'foto da aula prática verificada');
      if (!resultado) return;
      await pedirAvaliacaoDaAula(deps.jobs, log, {
        autoescolaId: pedido.autoescolaId,
        aulaId: resultado.aulaId,
      });
    },
  };
}

/** Queues the check of a photo just stored. Call after the transaction that stored it commits. */
export async function pedirVerificacaoDaFoto(jobs: Jobs, pedido: PedidoVerificacao): Promise<void> {
  await jobs.send(VERIFICAR_FOTO_JOB, pedido);
}
