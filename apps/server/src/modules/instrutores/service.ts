import type { Instrutor, InstrutoresSemana, instrutorBody } from '@cfc/contract';
import { categoriesTaughtBy, todayInSaoPaulo, weekDays } from '@cfc/domain';
import type { z } from 'zod';
import { auditChange } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import * as repository from './repository.ts';

type InstrutorInput = z.output<typeof instrutorBody>;
type ListQuery = repository.InstrutorFilter & { page: number; per_page: number; sort?: string | undefined };

const NOT_FOUND = 'instrutores.naoEncontrado';
const CPF_TAKEN = 'instrutores.cpfDuplicado';

/** Adds what the rules derive: the categories the licence lets the instructor teach (Lei 12.302/2010). */
function withCategorias(row: repository.InstrutorRow): Instrutor {
  return { ...row, categorias_ensino: categoriesTaughtBy(row.cnh_categoria) };
}

export async function listInstrutores(ctx: RequestContext, query: ListQuery) {
  const result = await ctx.tenant(() => repository.list(query));
  return { ...result, data: result.data.map(withCategorias) };
}

export async function getInstrutor(ctx: RequestContext, id: number): Promise<Instrutor> {
  const found = await ctx.tenant(() => repository.find(id));
  if (!found) throw notFound(NOT_FOUND);
  return withCategorias(found);
}

/** The rows of the exports, inside the export's own tenant transaction. */
export async function exportRows(filter: {
  filtro: string | undefined;
  todos: boolean;
}): Promise<Instrutor[]> {
  const rows = await repository.listAll({
    filtro: filter.filtro,
    situacao: filter.todos ? 'todos' : 'ativos',
  });
  return rows.map(withCategorias);
}

/** A second instructor with the same CPF in one school: the check, and the unique index as the last word. */
function uniqueViolation(error: unknown): never {
  if ((error as { code?: string }).code === '23505') throw invalid({ cpf: [CPF_TAKEN] });
  throw error;
}

async function assertCpfFree(autoescolaId: number, cpf: string, exceptId: number | null): Promise<void> {
  if (await repository.cpfTaken(autoescolaId, cpf, exceptId)) throw invalid({ cpf: [CPF_TAKEN] });
}

const valuesOf = (input: InstrutorInput): repository.InstrutorValues => ({
  nome: input.nome,
  cpf: input.cpf,
  email: input.email,
  telefone: input.telefone,
  cnh_numero: input.cnh_numero,
  cnh_categoria: input.cnh_categoria,
  cnh_validade: input.cnh_validade,
  credencial_numero: input.credencial_numero,
  credencial_validade: input.credencial_validade,
});

/**
 * Registers an instructor in the current school. An expired credential is stored as it is: the
 * list carries its date and the screen warns.
 */
export async function createInstrutor(ctx: RequestContext, input: InstrutorInput): Promise<Instrutor> {
  const school = ctx.currentSchool;
  if (!school) throw invalid({ autoescola: ['instrutores.selecioneAutoescola'] });
  const created = await ctx
    .tenant(async () => {
      await assertCpfFree(school.id, input.cpf, null);
      const id = await repository.insert(school.id, valuesOf(input));
      await auditChange(ctx, {
        entidade: 'instrutor',
        acao: 'instrutor_criado',
        autoescolaId: school.id,
        id,
        dados: { nome: input.nome },
      });
      return repository.find(id);
    })
    .catch(uniqueViolation);
  if (!created) throw notFound(NOT_FOUND);
  return withCategorias(created);
}

export async function updateInstrutor(
  ctx: RequestContext,
  id: number,
  input: InstrutorInput,
): Promise<Instrutor> {
  const updated = await ctx
    .tenant(async () => {
      const current = await repository.owner(id);
      if (!current) return undefined;
      await assertCpfFree(current.autoescola_id, input.cpf, id);
      await repository.update(id, valuesOf(input));
      await auditChange(ctx, {
        entidade: 'instrutor',
        acao: 'instrutor_alterado',
        autoescolaId: current.autoescola_id,
        id,
        dados: { nome: input.nome },
      });
      return repository.find(id);
    })
    .catch(uniqueViolation);
  if (!updated) throw notFound(NOT_FOUND);
  return withCategorias(updated);
}

export async function setAtivo(ctx: RequestContext, id: number, ativo: boolean): Promise<void> {
  const found = await ctx.tenant(async () => {
    const current = await repository.owner(id);
    if (!current) return false;
    await repository.update(id, { ativo });
    await auditChange(ctx, {
      entidade: 'instrutor',
      acao: ativo ? 'instrutor_ativado' : 'instrutor_desativado',
      autoescolaId: current.autoescola_id,
      id,
    });
    return true;
  });
  if (!found) throw notFound(NOT_FOUND);
}

/**
 * Deletes an instructor nobody references; while lessons or users point at it the database refuses
 * and the error handler answers 409 (deactivate instead). The photo goes once the row is gone.
 */
export async function deleteInstrutor(ctx: RequestContext, storage: Storage, id: number): Promise<void> {
  const removed = await ctx.tenant(async () => {
    const current = await repository.owner(id);
    if (!current) return undefined;
    await repository.remove(id);
    await auditChange(ctx, {
      entidade: 'instrutor',
      acao: 'instrutor_excluido',
      autoescolaId: current.autoescola_id,
      id,
    });
    return current;
  });
  if (!removed) throw notFound(NOT_FOUND);
  if (removed.foto) await storage.delete(removed.foto);
}

// ---------- Photo ----------

const photoKey = (autoescolaId: number, id: number) => `instrutores/${autoescolaId}/${id}/foto`;

export async function putFoto(
  ctx: RequestContext,
  storage: Storage,
  id: number,
  file: { content: Buffer; contentType: string },
): Promise<void> {
  const found = await ctx.tenant(async () => {
    const current = await repository.owner(id);
    if (!current) return false;
    const key = photoKey(current.autoescola_id, id);
    await storage.put(key, file.content, file.contentType);
    await repository.update(id, { foto: key });
    await auditChange(ctx, {
      entidade: 'instrutor',
      acao: 'instrutor_foto_alterada',
      autoescolaId: current.autoescola_id,
      id,
      dados: { bytes: file.content.length },
    });
    return true;
  });
  if (!found) throw notFound(NOT_FOUND);
}

export async function getFoto(
  ctx: RequestContext,
  storage: Storage,
  id: number,
): Promise<{ content: Buffer; contentType: string }> {
  const current = await ctx.tenant(() => repository.owner(id));
  if (!current) throw notFound(NOT_FOUND);
  const file = current.foto ? await storage.get(current.foto) : null;
  if (!file) throw notFound('instrutores.semFoto');
  return file;
}

export async function deleteFoto(ctx: RequestContext, storage: Storage, id: number): Promise<void> {
  const current = await ctx.tenant(async () => {
    const found = await repository.owner(id);
    if (!found) return undefined;
    if (found.foto) {
      await repository.update(id, { foto: null });
      await auditChange(ctx, {
        entidade: 'instrutor',
        acao: 'instrutor_foto_removida',
        autoescolaId: found.autoescola_id,
        id,
      });
    }
    return found;
  });
  if (!current) throw notFound(NOT_FOUND);
  if (current.foto) await storage.delete(current.foto);
}

// ---------- The week's dashboard ----------

/**
 * Each active instructor's week. The lessons arrive with the practical lessons: until then every
 * day is listed with no lesson.
 */
export async function semanaDosInstrutores(
  ctx: RequestContext,
  semana: string | null,
): Promise<InstrutoresSemana> {
  const dias = weekDays(semana ?? todayInSaoPaulo());
  const instrutores = await ctx.tenant(() => repository.active());
  return {
    inicio: dias[0] ?? '',
    fim: dias[6] ?? '',
    instrutores: instrutores.map((instrutor) => ({
      ...instrutor,
      dias: dias.map((data) => ({ data, aulas: [] })),
    })),
  };
}
