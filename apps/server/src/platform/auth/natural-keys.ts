import type { MessageRef } from '@cfc/contract';
import { notFound } from '../http/errors.ts';
import type { RequestContext } from './context.ts';

/**
 * Resolves a record by a key a person typed (CPF, RENACH, plate, CNH, RENAVAM) among the schools
 * the request may see: `lookup` runs in the request's tenant transaction, so row-level security
 * keeps every other school out, and a key no visible school holds answers 404 with `mensagem`
 * alone, the same whether another school holds it or nobody does. An endpoint that takes such a
 * key resolves it here before using it, and before anything leaves the platform with it (GETRAN).
 */
export async function findByNaturalKey<T>(
  ctx: RequestContext,
  lookup: () => Promise<T | undefined>,
  mensagem: MessageRef,
): Promise<T> {
  const found = await ctx.tenant(lookup);
  if (found === undefined) throw notFound(mensagem);
  return found;
}
