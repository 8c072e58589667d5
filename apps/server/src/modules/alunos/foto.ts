import type { Aluno } from '@cfc/contract';
import type { RequestContext } from '../../platform/auth/context.ts';
import { notFound } from '../../platform/http/errors.ts';
import { auditAluno } from './audit.ts';
import * as repository from './repository.ts';
import { type AlunosDeps, alunoNaoEncontrado, toAluno } from './service.ts';

/** The student's reference face photo, compared later with the photos taken during lessons. */

const semFoto = () => notFound('alunos.semFoto');

/** Always the same key per student, so a new photo replaces the old file. */
const keyOf = (aluno: { autoescola_id: number; id_aluno: number }) =>
  `alunos/${aluno.autoescola_id}/${aluno.id_aluno}/foto`;

export async function setFoto(
  deps: AlunosDeps,
  ctx: RequestContext,
  id: number,
  image: { content: Buffer; contentType: string },
): Promise<Aluno> {
  const stored = await ctx.tenant(async () => {
    const aluno = await repository.find(id, { lock: true });
    if (!aluno) return undefined;
    const key = keyOf(aluno);
    await deps.storage.put(key, image.content, image.contentType);
    await repository.update(id, { foto: key });
    await auditAluno(
      ctx,
      'aluno_foto',
      { id, autoescolaId: aluno.autoescola_id },
      { tipo: image.contentType, bytes: image.content.length },
    );
    return repository.find(id);
  });
  if (!stored) throw alunoNaoEncontrado();
  return toAluno(stored);
}

export async function getFoto(
  deps: AlunosDeps,
  ctx: RequestContext,
  id: number,
): Promise<{ content: Buffer; contentType: string }> {
  const aluno = await ctx.tenant(() => repository.find(id));
  if (!aluno) throw alunoNaoEncontrado();
  const file = aluno.foto ? await deps.storage.get(aluno.foto) : null;
  if (!file) throw semFoto();
  return file;
}

export async function deleteFoto(deps: AlunosDeps, ctx: RequestContext, id: number): Promise<void> {
  const key = await ctx.tenant(async () => {
    const aluno = await repository.find(id, { lock: true });
    if (!aluno) throw alunoNaoEncontrado();
    if (!aluno.foto) throw semFoto();
    await repository.update(id, { foto: null });
    await auditAluno(ctx, 'aluno_foto_removida', { id, autoescolaId: aluno.autoescola_id });
    return aluno.foto;
  });
  await deps.storage.delete(key);
}
