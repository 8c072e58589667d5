import {
  type MessageRef,
  message,
  type Page,
  type Plano,
  type ProcessoPlano,
  type planoBody,
} from '@cfc/contract';
import type { z } from 'zod';
import { auditChange } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { type FieldErrors, invalid, notFound } from '../../platform/http/errors.ts';
import { findProcesso } from '../processos/service.ts';
import * as repository from './repository.ts';

type PlanoInput = z.output<typeof planoBody>;
type ListQuery = repository.PlanoFilter & { page: number; per_page: number; sort?: string | undefined };

const NOT_FOUND = 'planos.naoEncontrado';
const PROCESSO_NOT_FOUND = 'planos.processoNaoEncontrado';
const DUPLICATE = { nome: ['planos.nomeDuplicado'] } satisfies FieldErrors;

const toPlano = ({ autoescola_id: _school, ...plano }: repository.PlanoRow): Plano => plano;

function duplicateName(error: unknown): never {
  if ((error as { code?: string }).code === '23505') throw invalid(DUPLICATE);
  throw error;
}

function schoolOf(ctx: RequestContext): number {
  const id = ctx.currentSchool?.id;
  if (!id) throw invalid({ autoescola: ['comum.selecioneAutoescola'] });
  return id;
}

export function listPlanos(ctx: RequestContext, query: ListQuery): Promise<Page<Plano>> {
  return ctx.tenant(async () => {
    const result = await repository.list(query);
    return { ...result, data: result.data.map(toPlano) };
  });
}

export async function getPlano(ctx: RequestContext, id: number): Promise<Plano> {
  const found = await ctx.tenant(() => repository.find(id));
  if (!found) throw notFound(NOT_FOUND);
  return toPlano(found);
}

export async function createPlano(ctx: RequestContext, input: PlanoInput): Promise<Plano> {
  const autoescolaId = schoolOf(ctx);
  const created = await ctx
    .tenant(async () => {
      const id = await repository.insert(autoescolaId, input);
      await auditChange(ctx, { entidade: 'plano_pratico', acao: 'plano_pratico_criado', autoescolaId, id });
      return repository.find(id);
    })
    .catch(duplicateName);
  if (!created) throw notFound(NOT_FOUND);
  return toPlano(created);
}

/** Changes a plan; what was already sold keeps the hours and price of its sale. */
export async function updatePlano(ctx: RequestContext, id: number, input: PlanoInput): Promise<Plano> {
  const updated = await ctx
    .tenant(async () => {
      const current = await repository.find(id);
      if (!current) return undefined;
      await repository.update(id, input);
      await auditChange(ctx, {
        entidade: 'plano_pratico',
        acao: 'plano_pratico_alterado',
        autoescolaId: current.autoescola_id,
        id,
        dados: {
          de: { horas_aula: current.horas_aula, preco_centavos: current.preco_centavos },
          para: input,
        },
      });
      return repository.find(id);
    })
    .catch(duplicateName);
  if (!updated) throw notFound(NOT_FOUND);
  return toPlano(updated);
}

export async function setPlanoAtivo(ctx: RequestContext, id: number, ativo: boolean): Promise<void> {
  const found = await ctx.tenant(async () => {
    const current = await repository.find(id);
    if (!current) return false;
    await repository.update(id, { ativo });
    await auditChange(ctx, {
      entidade: 'plano_pratico',
      acao: ativo ? 'plano_pratico_ativado' : 'plano_pratico_desativado',
      autoescolaId: current.autoescola_id,
      id,
    });
    return true;
  });
  if (!found) throw notFound(NOT_FOUND);
}

/** A plan never sold may go; a sold one is refused by the database (409): deactivate it instead. */
export async function deletePlano(ctx: RequestContext, id: number): Promise<void> {
  const found = await ctx.tenant(async () => {
    const current = await repository.find(id);
    if (!current || !(await repository.remove(id))) return false;
    await auditChange(ctx, {
      entidade: 'plano_pratico',
      acao: 'plano_pratico_excluido',
      autoescolaId: current.autoescola_id,
      id,
      dados: { nome: current.nome },
    });
    return true;
  });
  if (!found) throw notFound(NOT_FOUND);
}

export async function exportPlanos(filter: { filtro: string | undefined; todos: boolean }): Promise<Plano[]> {
  const rows = await repository.listAll({
    filtro: filter.filtro,
    situacao: filter.todos ? 'todos' : 'ativos',
  });
  return rows.map(toPlano);
}

// ---------- Plans sold for a process ----------

export async function listPlanosDoProcesso(
  ctx: RequestContext,
  processoId: number,
): Promise<ProcessoPlano[]> {
  const sold = await ctx.tenant(async () =>
    (await findProcesso(processoId)) ? repository.vendidosDoProcesso(processoId) : undefined,
  );
  if (!sold) throw notFound(PROCESSO_NOT_FOUND);
  return sold;
}

/** Why a plan cannot be sold for a process, or null. */
function saleProblem(
  plano: repository.PlanoRow,
  processo: { categoria: Plano['categoria']; status: string },
): MessageRef | null {
  if (!plano.ativo) return 'planos.desativado';
  if (plano.categoria && plano.categoria !== processo.categoria) {
    return message('planos.categoriaDiferente', {
      plano: plano.categoria,
      processo: String(processo.categoria),
    });
  }
  if (processo.status !== 'aberto') return 'planos.processoNaoAberto';
  return null;
}

/**
 * Sells a plan for a process: an active plan of the process's school, of its category (or of none),
 * for an open process. Hours and price are copied as they are today.
 */
export async function assignPlano(
  ctx: RequestContext,
  processoId: number,
  planoId: number,
): Promise<ProcessoPlano> {
  const sold = await ctx.tenant(async () => {
    const processo = await findProcesso(processoId);
    if (!processo) return undefined;
    const plano = await repository.find(planoId);
    if (!plano || plano.autoescola_id !== processo.autoescola_id) throw invalid({ plano_id: [NOT_FOUND] });
    const problem = saleProblem(plano, processo);
    if (problem) throw invalid({ plano_id: [problem] });
    const id = await repository.insertVendido(processo.autoescola_id, {
      processo_id: processoId,
      plano_id: planoId,
      horas_aula: plano.horas_aula,
      preco_centavos: plano.preco_centavos,
    });
    await auditChange(ctx, {
      entidade: 'processo_plano',
      acao: 'processo_plano_criado',
      autoescolaId: processo.autoescola_id,
      id,
      dados: {
        processo_id: processoId,
        plano_id: planoId,
        horas_aula: plano.horas_aula,
        preco_centavos: plano.preco_centavos,
      },
    });
    return repository.findVendido(processoId, id);
  });
  if (!sold) throw notFound(PROCESSO_NOT_FOUND);
  return sold;
}

/** Undoes a sale recorded by mistake. */
export async function removePlanoDoProcesso(
  ctx: RequestContext,
  processoId: number,
  id: number,
): Promise<void> {
  const removed = await ctx.tenant(async () => {
    const processo = await findProcesso(processoId);
    const sold = processo ? await repository.findVendido(processoId, id) : undefined;
    if (!processo || !sold || !(await repository.removeVendido(processoId, id))) return false;
    await auditChange(ctx, {
      entidade: 'processo_plano',
      acao: 'processo_plano_excluido',
      autoescolaId: processo.autoescola_id,
      id,
      dados: { processo_id: processoId, plano_id: sold.plano_id, preco_centavos: sold.preco_centavos },
    });
    return true;
  });
  if (!removed) throw notFound('planos.vendidoNaoEncontrado');
}
