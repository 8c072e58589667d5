import type { Page, Perimetro, perimetroBody } from '@cfc/contract';
import { type LngLat, pointInPolygon } from '@cfc/domain';
import type { z } from 'zod';
import { auditChange } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import * as repository from './repository.ts';

type PerimetroInput = z.output<typeof perimetroBody>;
type ListQuery = repository.PerimetroFilter & { page: number; per_page: number; sort?: string | undefined };

const NOT_FOUND = 'perimetros.naoEncontrado';

const toPerimetro = ({ autoescola_id: _school, ...perimetro }: repository.PerimetroRow): Perimetro =>
  perimetro;

function schoolOf(ctx: RequestContext): number {
  const id = ctx.currentSchool?.id;
  if (!id) throw invalid({ autoescola: ['comum.selecioneAutoescola'] });
  return id;
}

export function listPerimetros(ctx: RequestContext, query: ListQuery): Promise<Page<Perimetro>> {
  return ctx.tenant(async () => {
    const result = await repository.list(query);
    return { ...result, data: result.data.map(toPerimetro) };
  });
}

export async function getPerimetro(ctx: RequestContext, id: number): Promise<Perimetro> {
  const found = await ctx.tenant(() => repository.find(id));
  if (!found) throw notFound(NOT_FOUND);
  return toPerimetro(found);
}

export async function createPerimetro(ctx: RequestContext, input: PerimetroInput): Promise<Perimetro> {
  const autoescolaId = schoolOf(ctx);
  const created = await ctx.tenant(async () => {
    const id = await repository.insert(autoescolaId, input);
    await auditChange(ctx, {
      entidade: 'perimetro',
      acao: 'perimetro_criado',
      autoescolaId,
      id,
      dados: { nome: input.nome, pontos: input.pontos.length },
    });
    return repository.find(id);
  });
  if (!created) throw notFound(NOT_FOUND);
  return toPerimetro(created);
}

export async function updatePerimetro(
  ctx: RequestContext,
  id: number,
  input: PerimetroInput,
): Promise<Perimetro> {
  const updated = await ctx.tenant(async () => {
    const current = await repository.find(id);
    if (!current) return undefined;
    await repository.update(id, input);
    await auditChange(ctx, {
      entidade: 'perimetro',
      acao: 'perimetro_alterado',
      autoescolaId: current.autoescola_id,
      id,
      dados: { nome: input.nome, pontos: input.pontos.length },
    });
    return repository.find(id);
  });
  if (!updated) throw notFound(NOT_FOUND);
  return toPerimetro(updated);
}

export async function setPerimetroAtivo(ctx: RequestContext, id: number, ativo: boolean): Promise<void> {
  const found = await ctx.tenant(async () => {
    const current = await repository.find(id);
    if (!current) return false;
    await repository.update(id, { ativo });
    await auditChange(ctx, {
      entidade: 'perimetro',
      acao: ativo ? 'perimetro_ativado' : 'perimetro_desativado',
      autoescolaId: current.autoescola_id,
      id,
    });
    return true;
  });
  if (!found) throw notFound(NOT_FOUND);
}

export async function deletePerimetro(ctx: RequestContext, id: number): Promise<void> {
  const found = await ctx.tenant(async () => {
    const current = await repository.find(id);
    if (!current || !(await repository.remove(id))) return false;
    await auditChange(ctx, {
      entidade: 'perimetro',
      acao: 'perimetro_excluido',
      autoescolaId: current.autoescola_id,
      id,
      dados: { nome: current.nome },
    });
    return true;
  });
  if (!found) throw notFound(NOT_FOUND);
}

/**
 * The active perimeters (of the schools in scope) that contain a point, in the caller's tenant
 * transaction: lessons use it to tell whether a GPS position is where lessons may take place.
 */
export async function perimetrosContendo(point: { latitude: number; longitude: number }): Promise<number[]> {
  const at: LngLat = [point.longitude, point.latitude];
  const active = await repository.listAll({ situacao: 'ativos' });
  return active
    .filter((perimetro) => pointInPolygon(at, perimetro.pontos))
    .map((perimetro) => perimetro.id_perimetro);
}

export async function verificarPonto(
  ctx: RequestContext,
  point: { latitude: number; longitude: number },
): Promise<{ dentro: boolean; perimetros: number[] }> {
  const perimetros = await ctx.tenant(() => perimetrosContendo(point));
  return { dentro: perimetros.length > 0, perimetros };
}
