import type { Plano, ProcessoPlano } from '@cfc/contract';
import { deleteById } from '../../platform/db/delete.ts';
import { containsText } from '../../platform/db/like.ts';
import { paginate } from '../../platform/db/paginate.ts';
import type { PlanosPraticosTable } from '../../platform/db/schema.ts';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { tenantDb } from '../../platform/db/tenant.ts';

export interface PlanoFilter {
  filtro?: string | undefined;
  situacao: 'ativos' | 'inativos' | 'todos';
  categoria?: Plano['categoria'] | undefined;
}

export interface PlanoValues {
  nome: string;
  categoria: PlanosPraticosTable['categoria'];
  horas_aula: number;
  preco_centavos: number;
}

export type PlanoRow = Plano & { autoescola_id: number };

function rows() {
  return tenantDb()
    .selectFrom('planos_praticos as pl')
    .select([
      'pl.id as id_plano',
      'pl.autoescola_id',
      'pl.nome',
      'pl.categoria',
      'pl.horas_aula',
      'pl.preco_centavos',
      'pl.ativo',
      isoInstant('pl.created_at').as('created_at'),
    ]);
}

function filtered(filter: PlanoFilter) {
  let query = rows();
  if (filter.filtro) query = query.where(containsText('pl.nome', filter.filtro));
  if (filter.situacao !== 'todos') query = query.where('pl.ativo', '=', filter.situacao === 'ativos');
  if (filter.categoria) query = query.where('pl.categoria', '=', filter.categoria);
  return query;
}

export function list(filter: PlanoFilter & { page: number; per_page: number; sort?: string | undefined }) {
  return paginate(filtered(filter), filter, {
    columns: {
      nome: 'pl.nome',
      horas_aula: 'pl.horas_aula',
      preco_centavos: 'pl.preco_centavos',
      categoria: 'pl.categoria',
    },
    default: 'pl.horas_aula',
    unique: 'pl.id',
  });
}

export function listAll(filter: PlanoFilter): Promise<PlanoRow[]> {
  return filtered(filter).orderBy('pl.horas_aula').orderBy('pl.nome').orderBy('pl.id').execute();
}

export function find(id: number): Promise<PlanoRow | undefined> {
  return rows().where('pl.id', '=', id).executeTakeFirst();
}

export async function insert(autoescolaId: number, values: PlanoValues): Promise<number> {
  const { id } = await tenantDb()
    .insertInto('planos_praticos')
    .values({ ...values, autoescola_id: autoescolaId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function update(
  id: number,
  values: Partial<PlanoValues> & { ativo?: boolean },
): Promise<boolean> {
  const result = await tenantDb()
    .updateTable('planos_praticos')
    .set(values)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The database refuses (409) while a process holds the plan. */
export function remove(id: number): Promise<boolean> {
  return deleteById('planos_praticos', id, 'planos.exclusaoRecusada');
}

// ---------- Plans sold for a process ----------

function vendidos() {
  return tenantDb()
    .selectFrom('processo_planos as pp')
    .innerJoin('planos_praticos as pl', (join) =>
      join.onRef('pl.autoescola_id', '=', 'pp.autoescola_id').onRef('pl.id', '=', 'pp.plano_id'),
    )
    .select([
      'pp.id as id_processo_plano',
      'pp.processo_id',
      'pp.plano_id',
      'pl.nome as plano_nome',
      'pp.horas_aula',
      'pp.preco_centavos',
      isoInstant('pp.created_at').as('created_at'),
    ]);
}

export function vendidosDoProcesso(processoId: number): Promise<ProcessoPlano[]> {
  return vendidos()
    .where('pp.processo_id', '=', processoId)
    .orderBy('pp.created_at')
    .orderBy('pp.id')
    .execute();
}

export function findVendido(processoId: number, id: number): Promise<ProcessoPlano | undefined> {
  return vendidos().where('pp.processo_id', '=', processoId).where('pp.id', '=', id).executeTakeFirst();
}

/** Records a sale with the plan's hours and price of today: later price changes do not touch it. */
export async function insertVendido(
  autoescolaId: number,
  values: { processo_id: number; plano_id: number; horas_aula: number; preco_centavos: number },
): Promise<number> {
  const { id } = await tenantDb()
    .insertInto('processo_planos')
    .values({ ...values, autoescola_id: autoescolaId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function removeVendido(processoId: number, id: number): Promise<boolean> {
  const result = await tenantDb()
    .deleteFrom('processo_planos')
    .where('processo_id', '=', processoId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
