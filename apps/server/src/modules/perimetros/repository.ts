import type { Perimetro } from '@cfc/contract';
import { deleteById } from '../../platform/db/delete.ts';
import { containsText } from '../../platform/db/like.ts';
import { paginate } from '../../platform/db/paginate.ts';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { tenantDb } from '../../platform/db/tenant.ts';

export interface PerimetroFilter {
  filtro?: string | undefined;
  situacao: 'ativos' | 'inativos' | 'todos';
}

export interface PerimetroValues {
  nome: string;
  /** [longitude, latitude] vertices, without the closing one. */
  pontos: [number, number][];
}

export type PerimetroRow = Perimetro & { autoescola_id: number };

function rows() {
  return tenantDb()
    .selectFrom('perimetros as pe')
    .select([
      'pe.id as id_perimetro',
      'pe.autoescola_id',
      'pe.nome',
      'pe.pontos',
      'pe.ativo',
      isoInstant('pe.created_at').as('created_at'),
    ]);
}

function filtered(filter: PerimetroFilter) {
  let query = rows();
  if (filter.filtro) query = query.where(containsText('pe.nome', filter.filtro));
  if (filter.situacao !== 'todos') query = query.where('pe.ativo', '=', filter.situacao === 'ativos');
  return query;
}

export function list(
  filter: PerimetroFilter & { page: number; per_page: number; sort?: string | undefined },
) {
  return paginate(filtered(filter), filter, {
    columns: { nome: 'pe.nome', created_at: 'pe.created_at' },
    default: 'pe.nome',
    unique: 'pe.id',
  });
}

/** Every matching perimeter, by name (the map shows them all; the lessons check the active ones). */
export function listAll(filter: PerimetroFilter): Promise<PerimetroRow[]> {
  return filtered(filter).orderBy('pe.nome').orderBy('pe.id').execute();
}

export function find(id: number): Promise<PerimetroRow | undefined> {
  return rows().where('pe.id', '=', id).executeTakeFirst();
}

export async function insert(autoescolaId: number, values: PerimetroValues): Promise<number> {
  const { id } = await tenantDb()
    .insertInto('perimetros')
    .values({ autoescola_id: autoescolaId, nome: values.nome, pontos: JSON.stringify(values.pontos) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function update(
  id: number,
  values: Partial<PerimetroValues> & { ativo?: boolean },
): Promise<boolean> {
  const { pontos, ...rest } = values;
  const result = await tenantDb()
    .updateTable('perimetros')
    .set({ ...rest, ...(pontos ? { pontos: JSON.stringify(pontos) } : {}) })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function remove(id: number): Promise<boolean> {
  return deleteById('perimetros', id);
}
