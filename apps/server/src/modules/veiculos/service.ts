import type { Veiculo, veiculoBody } from '@cfc/contract';
import { todayInSaoPaulo } from '@cfc/domain';
import type { z } from 'zod';
import { auditChange } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { type FieldErrors, invalid, notFound } from '../../platform/http/errors.ts';
import * as repository from './repository.ts';

type VeiculoInput = z.output<typeof veiculoBody>;
type ListQuery = repository.VeiculoFilter & { page: number; per_page: number; sort?: string | undefined };

const NOT_FOUND = 'veiculos.naoEncontrado';
const PLACA_TAKEN = 'veiculos.placaDuplicada';
const OVERLAP = 'veiculos.vinculosSobrepostos';

const covers = (vinculo: repository.Vinculo, data: string) =>
  vinculo.inicio <= data && (vinculo.fim === null || vinculo.fim >= data);

/** Whether two of the periods share a day (both ends included, as the database's exclusion). */
export function overlapping(vinculos: repository.Vinculo[]): boolean {
  const sorted = [...vinculos].sort((a, b) => a.inicio.localeCompare(b.inicio));
  return sorted.some((current, index) => {
    const previous = sorted[index - 1];
    return previous !== undefined && (previous.fim === null || previous.fim >= current.inicio);
  });
}

/** Adds the vehicles' periods (one query for them all) and whether one covers today. */
async function withVinculos(rows: repository.VeiculoRow[]): Promise<Veiculo[]> {
  const periods = await repository.vinculosOf(rows.map((row) => row.id_veiculo));
  const today = todayInSaoPaulo();
  return rows.map((row) => {
    const vinculos = periods.get(row.id_veiculo) ?? [];
    return { ...row, vinculos, vinculado_hoje: vinculos.some((vinculo) => covers(vinculo, today)) };
  });
}

export function listVeiculos(ctx: RequestContext, query: ListQuery) {
  return ctx.tenant(async () => {
    const result = await repository.list(query);
    return { ...result, data: await withVinculos(result.data) };
  });
}

async function findVeiculo(id: number): Promise<Veiculo | undefined> {
  const row = await repository.find(id);
  return row ? (await withVinculos([row]))[0] : undefined;
}

export async function getVeiculo(ctx: RequestContext, id: number): Promise<Veiculo> {
  const found = await ctx.tenant(() => findVeiculo(id));
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

/** The rows of the exports, inside the export's own tenant transaction. */
export async function exportRows(filter: { filtro: string | undefined; todos: boolean }): Promise<Veiculo[]> {
  return withVinculos(
    await repository.listAll({ filtro: filter.filtro, situacao: filter.todos ? 'todos' : 'ativos' }),
  );
}

/**
 * Whether the vehicle is linked to its school on `data` ('YYYY-MM-DD'): the authority refuses a
 * practical lesson given with a vehicle that was not. Runs in the caller's tenant transaction
 * (practical lessons call it while they save); false for a vehicle out of scope.
 */
export function isVeiculoVinculado(args: { veiculoId: number; data: string }): Promise<boolean> {
  return repository.linkedOn(args.veiculoId, args.data);
}

export async function vinculadoEm(ctx: RequestContext, id: number, data: string | null): Promise<boolean> {
  const vinculado = await ctx.tenant(async () => {
    if ((await repository.schoolOf(id)) === undefined) return undefined;
    return isVeiculoVinculado({ veiculoId: id, data: data ?? todayInSaoPaulo() });
  });
  if (vinculado === undefined) throw notFound(NOT_FOUND);
  return vinculado;
}

/** What the database refuses that a form can fix: a plate taken (23505) or periods that overlap (23P01). */
export function constraintViolation(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code === '23505') throw invalid({ placa: [PLACA_TAKEN] });
  if (code === '23P01') throw invalid({ vinculos: [OVERLAP] });
  throw error;
}

async function validate(autoescolaId: number, input: VeiculoInput, exceptId: number | null): Promise<void> {
  const errors: FieldErrors = {};
  if (await repository.placaTaken(autoescolaId, input.placa, exceptId)) errors.placa = [PLACA_TAKEN];
  if (overlapping(input.vinculos)) errors.vinculos = [OVERLAP];
  if (Object.keys(errors).length) throw invalid(errors);
}

const valuesOf = (input: VeiculoInput): repository.VeiculoValues => ({
  placa: input.placa,
  renavam: input.renavam,
  marca: input.marca,
  modelo: input.modelo,
  ano_fabricacao: input.ano_fabricacao,
  ano_modelo: input.ano_modelo ?? null,
  categoria: input.categoria,
  hodometro: input.hodometro,
  licenciamento_validade: input.licenciamento_validade,
});

const vinculosOf = (input: VeiculoInput): repository.Vinculo[] =>
  input.vinculos.map((vinculo) => ({ inicio: vinculo.inicio, fim: vinculo.fim }));

/** Registers a vehicle with its periods in one transaction: nothing is half-saved. */
export async function createVeiculo(ctx: RequestContext, input: VeiculoInput): Promise<Veiculo> {
  const school = ctx.currentSchool;
  if (!school) throw invalid({ autoescola: ['veiculos.selecioneAutoescola'] });
  const created = await ctx
    .tenant(async () => {
      await validate(school.id, input, null);
      const id = await repository.insert(school.id, valuesOf(input));
      await repository.replaceVinculos(school.id, id, vinculosOf(input));
      await auditChange(ctx, {
        entidade: 'veiculo',
        acao: 'veiculo_criado',
        autoescolaId: school.id,
        id,
        dados: { placa: input.placa, licenciamento_validade: input.licenciamento_validade },
      });
      return findVeiculo(id);
    })
    .catch(constraintViolation);
  if (!created) throw notFound(NOT_FOUND);
  return created;
}

/** Saves a vehicle and replaces its periods (delete, then insert) in the same transaction. */
export async function updateVeiculo(ctx: RequestContext, id: number, input: VeiculoInput): Promise<Veiculo> {
  const updated = await ctx
    .tenant(async () => {
      const autoescolaId = await repository.schoolOf(id);
      if (autoescolaId === undefined) return undefined;
      await validate(autoescolaId, input, id);
      await repository.update(id, valuesOf(input));
      await repository.replaceVinculos(autoescolaId, id, vinculosOf(input));
      await auditChange(ctx, {
        entidade: 'veiculo',
        acao: 'veiculo_alterado',
        autoescolaId: autoescolaId,
        id,
        dados: { placa: input.placa, licenciamento_validade: input.licenciamento_validade },
      });
      return findVeiculo(id);
    })
    .catch(constraintViolation);
  if (!updated) throw notFound(NOT_FOUND);
  return updated;
}

export async function setAtivo(ctx: RequestContext, id: number, ativo: boolean): Promise<void> {
  const found = await ctx.tenant(async () => {
    const autoescolaId = await repository.schoolOf(id);
    if (autoescolaId === undefined) return false;
    await repository.update(id, { ativo });
    await auditChange(ctx, {
      entidade: 'veiculo',
      acao: ativo ? 'veiculo_ativado' : 'veiculo_desativado',
      autoescolaId: autoescolaId,
      id,
    });
    return true;
  });
  if (!found) throw notFound(NOT_FOUND);
}

/** Deletes a vehicle nobody references; otherwise the database refuses and the answer is 409. */
export async function deleteVeiculo(ctx: RequestContext, id: number): Promise<void> {
  const found = await ctx.tenant(async () => {
    const autoescolaId = await repository.schoolOf(id);
    if (autoescolaId === undefined) return false;
    await repository.remove(id);
    await auditChange(ctx, { entidade: 'veiculo', acao: 'veiculo_excluido', autoescolaId: autoescolaId, id });
    return true;
  });
  if (!found) throw notFound(NOT_FOUND);
}
