import type { Evidencia } from '@cfc/contract';
import type { RequestContext } from '../../platform/auth/context.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import * as repository from './evidencias-repository.ts';
import { auditar, aulaAbertaParaMarcar, aulaVisivel } from './shared.ts';
import { presencaDe } from './shared-repository.ts';

/**
 * A session's evidence: the room camera's snapshots (taken by the job in jobs.ts) and the students'
 * photos at entry, listed and read back by those who see the session.
 */

/** Where a session's photos are stored. */
export const evidenciaKey = (autoescolaId: number, aulaId: number, nome: string) =>
  `turmas/${autoescolaId}/aulas/${aulaId}/${nome}`;

export function listEvidencias(ctx: RequestContext, id: number): Promise<Evidencia[]> {
  return ctx.tenant(async () => {
    await aulaVisivel(ctx, id);
    return repository.evidenciasDaAula(id);
  });
}

export async function getEvidencia(
  ctx: RequestContext,
  storage: Storage,
  aulaId: number,
  id: number,
): Promise<{ content: Buffer; contentType: string }> {
  const found = await ctx.tenant(async () => {
    await aulaVisivel(ctx, aulaId);
    return repository.evidencia(aulaId, id);
  });
  if (!found?.arquivo) throw notFound('turmas.fotoNaoEncontrada');
  const file = await storage.get(found.arquivo);
  if (!file) throw notFound('turmas.fotoNaoEncontrada');
  return file;
}

/** The student's photo at entry, taken by the instructor's phone: kept as the session's evidence. */
export async function saveFotoAluno(
  ctx: RequestContext,
  storage: Storage,
  id: number,
  alunoId: number,
  image: { content: Buffer; contentType: string },
): Promise<Evidencia> {
  const { autoescolaId } = await ctx.tenant(async () => {
    const { aula } = await aulaAbertaParaMarcar(ctx, id);
    if (!(await presencaDe(id, alunoId))) throw invalid({ id_aluno: ['turmas.alunoForaDaLista'] });
    return { autoescolaId: aula.autoescola_id };
  });
  const key = evidenciaKey(autoescolaId, id, `aluno-${alunoId}-${Date.now()}`);
  await storage.put(key, image.content, image.contentType);
  return ctx.tenant(async () => {
    const evidenciaId = await repository.insertEvidencia(autoescolaId, {
      aula_id: id,
      tipo: 'aluno',
      arquivo: key,
      content_type: image.contentType,
      camera_id: null,
      camera_nome: null,
      aluno_id: alunoId,
      erro: null,
      usuario_id: ctx.principal.usuarioId,
    });
    await auditar(
      ctx,
      'aula_teorica',
      'foto_aluno_registrada',
      { id, autoescolaId },
      { aluno_id: alunoId, evidencia_id: evidenciaId },
    );
    const all = await repository.evidenciasDaAula(id);
    return all.find((item) => item.id_evidencia === evidenciaId) as Evidencia;
  });
}
