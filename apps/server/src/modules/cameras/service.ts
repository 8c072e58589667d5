import type { Camera, cameraBody } from '@cfc/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { auditChange } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import type { SecretBox } from '../../platform/crypto/sealed.ts';
import type { DB } from '../../platform/db/schema.ts';
import { withSystem } from '../../platform/db/tenant.ts';
import { notFound } from '../../platform/http/errors.ts';
import { schoolOf } from '../salas/service.ts';
import * as repository from './repository.ts';

type CameraInput = z.output<typeof cameraBody>;
const NOT_FOUND = 'Câmera não encontrada.';

const valuesOf = (input: CameraInput): repository.CameraValues => ({
  sala_id: input.sala_id,
  nome: input.nome,
  url_snapshot: input.url_snapshot ?? null,
  url_stream: input.url_stream ?? null,
  usuario: input.usuario ?? null,
});

export const listCameras = (ctx: RequestContext, filter: repository.CameraFilter) =>
  ctx.tenant(() => repository.list(filter));

export const allCameras = (todos: boolean, filtro: string | undefined) => repository.all(todos, filtro);

export async function getCamera(ctx: RequestContext, id: number): Promise<Camera> {
  const camera = await ctx.tenant(() => repository.find(id));
  if (!camera) throw notFound(NOT_FOUND);
  return camera;
}

/** The password is sealed before it reaches the database and never leaves the server again. */
export async function createCamera(ctx: RequestContext, box: SecretBox, input: CameraInput): Promise<Camera> {
  const autoescolaId = schoolOf(ctx);
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
  id: number,
  input: CameraInput,
): Promise<Camera> {
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

/** A password sealed under another secret (JWT_SECRET changed) counts as none: the check goes on. */
function openPassword(box: SecretBox, sealed: string | null): string | null {
  if (!sealed) return null;
  try {
    return box.open(sealed);
  } catch {
    return null;
  }
}

async function answers(url: string, usuario: string | null, senha: string | null): Promise<boolean> {
  const headers: Record<string, string> = {};
  if (usuario) headers.authorization = `Basic ${Buffer.from(`${usuario}:${senha ?? ''}`).toString('base64')}`;
  try {
    const reply = await fetch(url, { headers, signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    await reply.body?.cancel();
    return reply.ok;
  } catch {
    return false; // unreachable, refused or too slow: offline
  }
}

/**
 * Asks every active camera for a snapshot (or its stream) and records online/offline with the
 * time of the last good snapshot (`status-cameras`). Cameras are checked a few at a time.
 */
export async function checkCameras(
  db: Kysely<DB>,
  box: SecretBox,
): Promise<{ online: number; offline: number }> {
  const cameras = await withSystem(db, repository.allActiveForCheck);
  const results: { autoescolaId: number; id: number; online: boolean }[] = [];
  const queue = [...cameras];
  const worker = async () => {
    for (let camera = queue.shift(); camera; camera = queue.shift()) {
      // Only HTTP addresses can be asked for an image; an RTSP-only camera keeps its status.
      const url = [camera.url_snapshot, camera.url_stream].find(
        (candidate) => candidate && /^https?:\/\//i.test(candidate),
      );
      if (!url) continue;
      const online = await answers(url, camera.usuario, openPassword(box, camera.senha_cifrada));
      results.push({ autoescolaId: camera.autoescola_id, id: camera.id, online });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  await withSystem(db, async () => {
    for (const result of results) await repository.recordCheck(result.autoescolaId, result.id, result.online);
  });
  const online = results.filter((result) => result.online).length;
  return { online, offline: results.length - online };
}
