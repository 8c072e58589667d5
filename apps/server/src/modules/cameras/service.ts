import type { Camera, cameraBody, MessageRef } from '@cfc/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { auditChange } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import type { SecretBox } from '../../platform/crypto/sealed.ts';
import type { DB } from '../../platform/db/schema.ts';
import { withSystem } from '../../platform/db/tenant.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import { type OutboundClient, OutboundError } from '../../platform/http/outbound.ts';
import { imageTypeOf } from '../../platform/storage/uploads.ts';
import { schoolOf } from '../salas/service.ts';
import * as repository from './repository.ts';

type CameraInput = z.output<typeof cameraBody>;
const NOT_FOUND = 'cameras.naoEncontrada';

const valuesOf = (input: CameraInput): repository.CameraValues => ({
  sala_id: input.sala_id,
  nome: input.nome,
  url_snapshot: input.url_snapshot ?? null,
  url_stream: input.url_stream ?? null,
  usuario: input.usuario ?? null,
});

/**
 * Refuses an address the outbound policy would refuse (the platform's own network, the cloud's
 * metadata, a LAN not allowed), resolving its name now; the check job checks again when it connects.
 */
async function checkAddresses(outbound: OutboundClient, input: CameraInput): Promise<void> {
  const fields = (['url_snapshot', 'url_stream'] as const).filter((field) => input[field]);
  const refusals = await Promise.all(
    fields.map(async (field) => {
      try {
        await outbound.check(input[field] ?? '');
        return null;
      } catch (error) {
        if (error instanceof OutboundError) return [field, [error.ref]] satisfies [string, MessageRef[]];
        throw error;
      }
    }),
  );
  const errors = Object.fromEntries(refusals.filter((refusal) => refusal !== null));
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

export const listCameras = (ctx: RequestContext, filter: repository.CameraFilter) =>
  ctx.tenant(() => repository.list(filter));

export const allCameras = (todos: boolean, filtro: string | undefined) => repository.all(todos, filtro);

export async function getCamera(ctx: RequestContext, id: number): Promise<Camera> {
  const camera = await ctx.tenant(() => repository.find(id));
  if (!camera) throw notFound(NOT_FOUND);
  return camera;
}

/** The password is sealed before it reaches the database and never leaves the server again. */
export async function createCamera(
  ctx: RequestContext,
  box: SecretBox,
  outbound: OutboundClient,
  input: CameraInput,
): Promise<Camera> {
  const autoescolaId = schoolOf(ctx);
  await checkAddresses(outbound, input);
  const camera = await ctx.tenant(async () => {
    const id = await repository.insert(
      autoescolaId,
      valuesOf(input),
      input.senha ? box.seal(input.senha) : null,
    );
    await auditChange(ctx, { entidade: 'camera', acao: 'camera_criada', id });
    return repository.find(id);
  });
  if (!camera) throw notFound(NOT_FOUND);
  return camera;
}

export async function updateCamera(
  ctx: RequestContext,
  box: SecretBox,
  outbound: OutboundClient,
  id: number,
  input: CameraInput,
): Promise<Camera> {
  await checkAddresses(outbound, input);
  const camera = await ctx.tenant(async () => {
    if (!(await repository.update(id, valuesOf(input), input.senha ? box.seal(input.senha) : undefined)))
      return undefined;
    await auditChange(ctx, { entidade: 'camera', acao: 'camera_alterada', id });
    return repository.find(id);
  });
  if (!camera) throw notFound(NOT_FOUND);
  return camera;
}

export async function setCameraAtiva(ctx: RequestContext, id: number, ativo: boolean): Promise<void> {
  const found = await ctx.tenant(async () => {
    if (!(await repository.update(id, { ativo }))) return false;
    await auditChange(ctx, { entidade: 'camera', acao: ativo ? 'camera_ativada' : 'camera_desativada', id });
    return true;
  });
  if (!found) throw notFound(NOT_FOUND);
}

export async function deleteCamera(ctx: RequestContext, id: number): Promise<void> {
  const found = await ctx.tenant(async () => {
    if (!(await repository.remove(id))) return false;
    await auditChange(ctx, { entidade: 'camera', acao: 'camera_excluida', id });
    return true;
  });
  if (!found) throw notFound(NOT_FOUND);
}

/** How long a camera may take to hand over a snapshot before it counts as offline. */
const CHECK_TIMEOUT_MS = 5000;
/** Cameras asked at once. */
const CHECK_CONCURRENCY = 8;

/** A password sealed under another secret (JWT_SECRET changed) counts as none: the check goes on. */
function openPassword(box: SecretBox, sealed: string | null): string | null {
  if (!sealed) return null;
  try {
    return box.open(sealed);
  } catch {
    return null;
  }
}

/** Why a camera is offline: what the outbound client said (refused address, timeout, HTTP status...). */
export interface CameraFailure {
  autoescolaId: number;
  id: number;
  motivo: OutboundError['kind'];
  mensagem: string;
}

const isHttp = (url: string | null): url is string => url !== null && /^https?:\/\//i.test(url);

/** A snapshot is read (up to the size cap); a stream only has to start answering. */
async function probe(
  outbound: OutboundClient,
  camera: { url: string; stream: boolean; usuario: string | null; senha: string | null },
): Promise<OutboundError | null> {
  const headers: Record<string, string> = {};
  if (camera.usuario)
    headers.authorization = `Basic ${Buffer.from(`${camera.usuario}:${camera.senha ?? ''}`).toString('base64')}`;
  try {
    await outbound.request(camera.url, {
      headers,
      timeoutMs: CHECK_TIMEOUT_MS,
      read: camera.stream ? 'headers' : 'body',
    });
    return null;
  } catch (error) {
    if (error instanceof OutboundError) return error;
    throw error;
  }
}

/**
 * Asks every active camera for a snapshot (or its stream) through the guarded outbound client and
 * records online/offline with the time of the last good snapshot (`status-cameras`); each offline
 * camera comes back with the reason. Cameras are checked a few at a time.
 */
export async function checkCameras(
  db: Kysely<DB>,
  box: SecretBox,
  outbound: OutboundClient,
): Promise<{ online: number; offline: number; falhas: CameraFailure[] }> {
  const cameras = await withSystem(db, repository.allActiveForCheck);
  const results: { autoescolaId: number; id: number; online: boolean }[] = [];
  const falhas: CameraFailure[] = [];
  const queue = [...cameras];
  const worker = async () => {
    for (let camera = queue.shift(); camera; camera = queue.shift()) {
      // Only HTTP addresses can be asked for an image; an RTSP-only camera keeps its status.
      const url = isHttp(camera.url_snapshot) ? camera.url_snapshot : camera.url_stream;
      if (!isHttp(url)) continue;
      const failure = await probe(outbound, {
        url,
        stream: url !== camera.url_snapshot,
        usuario: camera.usuario,
        senha: openPassword(box, camera.senha_cifrada),
      });
      results.push({ autoescolaId: camera.autoescola_id, id: camera.id, online: failure === null });
      if (failure)
        falhas.push({
          autoescolaId: camera.autoescola_id,
          id: camera.id,
          motivo: failure.kind,
          mensagem: failure.mensagem,
        });
    }
  };
  await Promise.all(Array.from({ length: CHECK_CONCURRENCY }, worker));
  await withSystem(db, async () => {
    for (const result of results) await repository.recordCheck(result.autoescolaId, result.id, result.online);
  });
  const online = results.filter((result) => result.online).length;
  return { online, offline: results.length - online, falhas };
}

/** A snapshot of one camera of a room: the image, or why there is none (stored as it is). */
export interface SnapshotDaSala {
  cameraId: number;
  cameraNome: string;
  imagem: { content: Buffer; contentType: string } | null;
  erro: string | null;
}

/** Why a camera's answer is not kept: it was not a JPG, PNG or WEBP image. */
export const SNAPSHOT_SEM_IMAGEM = 'A câmera não respondeu com uma imagem JPG, PNG ou WEBP.';

/**
 * A snapshot from each active camera of a room that has a snapshot address (the theory sessions'
 * evidence), through the guarded outbound client with the camera's credentials. The cameras are read
 * and their status recorded in system transactions; the HTTP calls run outside any transaction.
 */
export async function snapshotsDaSala(
  db: Kysely<DB>,
  box: SecretBox,
  outbound: OutboundClient,
  autoescolaId: number,
  salaId: number,
): Promise<SnapshotDaSala[]> {
  const cameras = (await withSystem(db, () => repository.activeOfSala(autoescolaId, salaId))).filter(
    (camera) => isHttp(camera.url_snapshot),
  );
  const snapshots = await Promise.all(
    cameras.map(async (camera): Promise<SnapshotDaSala> => {
      const headers: Record<string, string> = {};
      const senha = openPassword(box, camera.senha_cifrada);
      if (camera.usuario)
        headers.authorization = `Basic ${Buffer.from(`${camera.usuario}:${senha ?? ''}`).toString('base64')}`;
      const base = { cameraId: camera.id, cameraNome: camera.nome };
      try {
        const response = await outbound.request(camera.url_snapshot ?? '', {
          headers,
          timeoutMs: CHECK_TIMEOUT_MS,
        });
        const contentType = imageTypeOf(response.body);
        if (!contentType) return { ...base, imagem: null, erro: SNAPSHOT_SEM_IMAGEM };
        return { ...base, imagem: { content: response.body, contentType }, erro: null };
      } catch (error) {
        if (error instanceof OutboundError) return { ...base, imagem: null, erro: error.mensagem };
        throw error;
      }
    }),
  );
  await withSystem(db, async () => {
    for (const snapshot of snapshots) {
      await repository.recordCheck(autoescolaId, snapshot.cameraId, snapshot.imagem !== null);
    }
  });
  return snapshots;
}
