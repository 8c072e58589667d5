import type { Sala } from '@cfc/contract';
import { sql } from 'kysely';
import { deleteById } from '../../platform/db/delete.ts';
import { containsText } from '../../platform/db/like.ts';
import { paginate } from '../../platform/db/paginate.ts';
import { tenantDb } from '../../platform/db/tenant.ts';

export interface SalaFilter {
  page: number;
  per_page: number;
  sort?: string | undefined;
  filtro?: string | undefined;
  situacao: 'ativos' | 'inativos' | 'todos';
}

function resumo() {
  return tenantDb()
    .selectFrom('salas as s')
    .select([
      's.id as id_sala',
      's.nome',
      's.capacidade',
      's.ativo',
      sql<number>`(select count(*)::int from cameras c where c.autoescola_id = s.autoescola_id and c.sala_id = s.id)`.as(
        'cameras',
      ),
    ]);
}

export function list(filter: SalaFilter) {
  let query = resumo();
  if (filter.filtro) query = query.where(containsText('s.nome', filter.filtro));
  if (filter.situacao !== 'todos') query = query.where('s.ativo', '=', filter.situacao === 'ativos');
  return paginate(query, filter, {
    columns: { nome: 's.nome', capacidade: 's.capacidade' },
    default: 's.nome',
    unique: 's.id',
  });
}

export function all(todos: boolean, filtro: string | undefined): Promise<Sala[]> {
  let query = resumo().orderBy('s.nome');
  if (!todos) query = query.where('s.ativo', '=', true);
  if (filtro) query = query.where(containsText('s.nome', filtro));
  return query.execute();
}

export function find(id: number): Promise<Sala | undefined> {
  return resumo().where('s.id', '=', id).executeTakeFirst();
}

export async function insert(
  autoescolaId: number,
  values: { nome: string; capacidade: number },
): Promise<number> {
  const { id } = await tenantDb()
    .insertInto('salas')
    .values({ autoescola_id: autoescolaId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function update(
  id: number,
  values: { nome?: string; capacidade?: number; ativo?: boolean },
): Promise<boolean> {
  const result = await tenantDb().updateTable('salas').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function remove(id: number): Promise<boolean> {
  return deleteById('salas', id);
}
