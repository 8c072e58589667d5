import { normalizePlate } from '@cfc/domain';
import { deleteById } from '../../platform/db/delete.ts';
import { containsText } from '../../platform/db/like.ts';
import { paginate } from '../../platform/db/paginate.ts';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { tenantDb } from '../../platform/db/tenant.ts';

/** The list's filters (cadastroQuery): text on plate, model, make and RENAVAM; the situation. */
export interface VeiculoFilter {
  filtro?: string | undefined;
  situacao: 'ativos' | 'inativos' | 'todos';
}

export interface VeiculoValues {
  placa: string;
  renavam: string;
  marca: string;
  modelo: string;
  ano_fabricacao: number;
  ano_modelo: number | null;
  categoria: 'A' | 'B' | 'C' | 'D' | 'E';
  hodometro: number;
  /** 'YYYY-MM-DD', the last day of the yearly licensing; null when not recorded. */
  licenciamento_validade: string | null;
}

/** A period in which a vehicle is linked to the school; `fim` null means still linked. */
export interface Vinculo {
  inicio: string;
  fim: string | null;
}

/** A vehicle as stored, before the service adds its periods. */
export interface VeiculoRow extends VeiculoValues {
  id_veiculo: number;
  ativo: boolean;
  created_at: string;
}

const SORTABLE = {
  placa: 'v.placa',
  modelo: 'v.modelo',
  categoria: 'v.categoria',
  licenciamento_validade: 'v.licenciamento_validade',
  created_at: 'v.created_at',
};

function rows() {
  return tenantDb()
    .selectFrom('veiculos as v')
    .select([
      'v.id as id_veiculo',
      'v.placa',
      'v.renavam',
      'v.marca',
      'v.modelo',
      'v.ano_fabricacao',
      'v.ano_modelo',
      'v.categoria',
      'v.hodometro',
      'v.licenciamento_validade',
      'v.ativo',
      isoInstant('v.created_at').as('created_at'),
    ]);
}

function filtered(filter: VeiculoFilter) {
  let query = rows();
  const filtro = filter.filtro;
  if (filtro) {
    const plate = normalizePlate(filtro);
    // Digits search documents only when the text is a number (a plate's or a name's digits are not).
    const digits = /[a-z]/i.test(filtro) ? '' : filtro.replace(/\D/g, '');
    query = query.where((eb) =>
      eb.or([
        containsText('v.modelo', filtro),
        containsText('v.marca', filtro),
        ...(plate.length >= 2 ? [eb('v.placa', 'like', `%${plate}%`)] : []),
        ...(digits.length >= 3 ? [eb('v.renavam', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  if (filter.situacao !== 'todos') query = query.where('v.ativo', '=', filter.situacao === 'ativos');
  return query;
}

/** One page of the vehicles of the schools in scope (row-level security keeps others out). */
export function list(filter: VeiculoFilter & { page: number; per_page: number; sort?: string | undefined }) {
  return paginate(filtered(filter), filter, { columns: SORTABLE, default: 'v.placa', unique: 'v.id' });
}

/** Every vehicle matching the filter, by plate (exports). */
export function listAll(filter: VeiculoFilter): Promise<VeiculoRow[]> {
  return filtered(filter).orderBy('v.placa').orderBy('v.id').execute();
}

export function find(id: number): Promise<VeiculoRow | undefined> {
  return rows().where('v.id', '=', id).executeTakeFirst();
}

/** The periods of several vehicles in one query, by vehicle and start. */
export async function vinculosOf(ids: number[]): Promise<Map<number, Vinculo[]>> {
  const byVehicle = new Map<number, Vinculo[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byVehicle;
  const periods = await tenantDb()
    .selectFrom('veiculo_vinculos')
    .select(['veiculo_id', 'inicio', 'fim'])
    .where('veiculo_id', 'in', ids)
    .orderBy('veiculo_id')
    .orderBy('inicio')
    .execute();
  for (const { veiculo_id, inicio, fim } of periods) byVehicle.get(veiculo_id)?.push({ inicio, fim });
  return byVehicle;
}

/** The school of a vehicle, or undefined when it is not in scope. */
export async function schoolOf(id: number): Promise<number | undefined> {
  const row = await tenantDb()
    .selectFrom('veiculos')
    .select('autoescola_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.autoescola_id;
}

export async function placaTaken(
  autoescolaId: number,
  placa: string,
  exceptId: number | null,
): Promise<boolean> {
  let query = tenantDb()
    .selectFrom('veiculos')
    .select('id')
    .where('autoescola_id', '=', autoescolaId)
    .where('placa', '=', placa);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insert(autoescolaId: number, values: VeiculoValues): Promise<number> {
  const { id } = await tenantDb()
    .insertInto('veiculos')
    .values({ ...values, autoescola_id: autoescolaId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function update(
  id: number,
  values: Partial<VeiculoValues> & { ativo?: boolean },
): Promise<boolean> {
  const result = await tenantDb().updateTable('veiculos').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Replaces every period of a vehicle (call inside the transaction that saves the vehicle). */
export async function replaceVinculos(
  autoescolaId: number,
  veiculoId: number,
  vinculos: Vinculo[],
): Promise<void> {
  await tenantDb().deleteFrom('veiculo_vinculos').where('veiculo_id', '=', veiculoId).execute();
  if (vinculos.length === 0) return;
  await tenantDb()
    .insertInto('veiculo_vinculos')
    .values(vinculos.map((vinculo) => ({ autoescola_id: autoescolaId, veiculo_id: veiculoId, ...vinculo })))
    .execute();
}

/** Deletes a vehicle (its periods go with it); the database refuses (23503) while lessons reference it. */
export function remove(id: number): Promise<boolean> {
  return deleteById('veiculos', id);
}

/** Whether a period of the vehicle covers `data` (both ends included). */
export async function linkedOn(veiculoId: number, data: string): Promise<boolean> {
  const row = await tenantDb()
    .selectFrom('veiculo_vinculos')
    .select('id')
    .where('veiculo_id', '=', veiculoId)
    .where('inicio', '<=', data)
    .where((eb) => eb.or([eb('fim', 'is', null), eb('fim', '>=', data)]))
    .executeTakeFirst();
  return row !== undefined;
}
