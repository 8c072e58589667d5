import { type MessageRef, type MomentoFoto, type PosicoesBody, portuguese } from '@cfc/contract';
import type { RequestContext } from '../../../platform/auth/context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import * as repository from './evidencias-repository.ts';

/**
 * What staff see of a lesson given (its detail in the agenda and the lists): the photos of the
 * student at the start and at the end, and the GPS track. Read only; the instructor's phone writes them.
 */

const SEM_FOTO = {
  inicio: 'aulasPraticas.semFotoInicio',
  fim: 'aulasPraticas.semFotoFim',
} as const satisfies Record<MomentoFoto, MessageRef>;

/** The refusals' Portuguese texts, as a client that asks for no language reads them. */
export const FOTO_NAO_ENCONTRADA = {
  inicio: portuguese(SEM_FOTO.inicio),
  fim: portuguese(SEM_FOTO.fim),
} as const satisfies Record<MomentoFoto, string>;

export type Posicao = PosicoesBody['posicoes'][number];

export async function getFotoAula(
  deps: { storage: Storage },
  ctx: RequestContext,
  aulaId: number,
  momento: MomentoFoto,
): Promise<{ content: Buffer; contentType: string }> {
  const arquivo = await ctx.tenant(async () => {
    if (!(await repository.aulaExists(aulaId))) throw notFound('aulasPraticas.aulaNaoEncontrada');
    return repository.fotoArquivo(aulaId, momento);
  });
  const file = arquivo ? await deps.storage.get(arquivo) : null;
  if (!file) throw notFound(SEM_FOTO[momento]);
  return file;
}

/** The track in recording order; empty when the phone sent none. */
export async function getPosicoesAula(ctx: RequestContext, aulaId: number): Promise<Posicao[]> {
  return ctx.tenant(async () => {
    if (!(await repository.aulaExists(aulaId))) throw notFound('aulasPraticas.aulaNaoEncontrada');
    return repository.posicoes(aulaId);
  });
}
