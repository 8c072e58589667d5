import type { Sala, salaBody } from '@cfc/contract';
import type { z } from 'zod';
import { auditChange } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { type FieldErrors, invalid, notFound } from '../../platform/http/errors.ts';
import * as repository from './repository.ts';

type SalaInput = z.output<typeof salaBody>;

const NOT_FOUND = 'salas.naoEncontrada';
const DUPLICATE = { nome: ['salas.nomeDuplicado'] } satisfies FieldErrors;

/** The school a registry writes into: the one chosen in the header, or the user's own. */
export function schoolOf(ctx: RequestContext): number {
  const id = ctx.currentSchool?.id;
  if (!id) throw invalid({ autoescola: ['comum.selecioneAutoescola'] });
  return id;
}

function duplicateName(error: unknown): never {
  if ((error as { code?: string }).code === '23505') throw invalid(DUPLICATE);
  throw error;
}

export const listSalas = (ctx: RequestContext, filter: repository.SalaFilter) =>
  ctx.tenant(() => repository.list(filter));

export async function getSala(ctx: RequestContext, id: number): Promise<Sala> {
  const sala = await ctx.tenant(() => repository.find(id));
  if (!sala) throw notFound(NOT_FOUND);
  return sala;
}

export async function createSala(ctx: RequestContext, input: SalaInput): Promise<Sala> {
  const autoescolaId = schoolOf(ctx);
  const sala = await ctx
    .tenant(async () => {
      const id = await repository.insert(autoescolaId, input);
      await auditChange(ctx, { entidade: 'sala', acao: 'sala_criada', id });
      return repository.find(id);
    })
    .catch(duplicateName);
  if (!sala) throw notFound(NOT_FOUND);
  return sala;
}

export async function updateSala(
  ctx: RequestContext,
  id: number,
  input: SalaInput & { ativo?: boolean },
): Promise<Sala> {
  const sala = await ctx
    .tenant(async () => {
      if (!(await repository.update(id, input))) return undefined;
      await auditChange(ctx, { entidade: 'sala', acao: 'sala_alterada', id });
      return repository.find(id);
    })
    .catch(duplicateName);
  if (!sala) throw notFound(NOT_FOUND);
  return sala;
}

export async function setSalaAtiva(ctx: RequestContext, id: number, ativo: boolean): Promise<void> {
  const found = await ctx.tenant(async () => {
    if (!(await repository.update(id, { ativo }))) return false;
    await auditChange(ctx, { entidade: 'sala', acao: ativo ? 'sala_ativada' : 'sala_desativada', id });
    return true;
  });
  if (!found) throw notFound(NOT_FOUND);
}

/** A room with cameras or classes cannot go: the database refuses and says why. */
export async function deleteSala(ctx: RequestContext, id: number): Promise<void> {
  const found = await ctx.tenant(async () => {
    if (!(await repository.remove(id))) return false;
    await auditChange(ctx, { entidade: 'sala', acao: 'sala_excluida', id });
    return true;
  });
  if (!found) throw notFound(NOT_FOUND);
}

export const allSalas = (todos: boolean, filtro: string | undefined) => repository.all(todos, filtro);
