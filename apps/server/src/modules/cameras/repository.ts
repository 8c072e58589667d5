import type { Camera } from '@cfc/contract';
import { sql } from 'kysely';
import { deleteById } from '../../platform/db/delete.ts';
import { containsText } from '../../platform/db/like.ts';
import { paginate } from '../../platform/db/paginate.ts';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { systemDb, tenantDb } from '../../platform/db/tenant.ts';

export interface CameraFilter {
  page: number;
  per_page: number;
  sort?: string | undefined;
  filtro?: string | undefined;
  situacao: 'ativos' | 'inativos' | 'todos';
}

export interface CameraValues {
  sala_id: number;
  nome: string;
  url_snapshot: string | null;
  url_stream: string | null;
  usuario: string | null;
}

function resumo() {
  return tenantDb()
    .selectFrom('cameras as c')
    .innerJoin('salas as s', (join) =>
      join.onRef('s.autoescola_id', '=', 'c.autoescola_id').onRef('s.id', '=', 'c.sala_id'),
    )
    .select([
      'c.id as id_camera',
      'c.sala_id',
      's.nome as sala_nome',
      'c.nome',
      'c.url_snapshot',
      'c.url_stream',
      'c.usuario',
      sql<boolean>`c.senha_cifrada is not null`.as('tem_senha'),
      'c.status',
      isoInstant<string | null>('c.ultimo_snapshot_em').as('ultimo_snapshot_em'),
      isoInstant<string | null>('c.verificado_em').as('verificado_em'),
      'c.ativo',
    ]);
}

export function list(filter: CameraFilter) {
  let query = resumo();
  if (filter.filtro) {
    const text = filter.filtro;
    query = query.where((eb) => eb.or([containsText('c.nome', text), containsText('s.nome', text)]));
  }
  if (filter.situacao !== 'todos') query = query.where('c.ativo', '=', filter.situacao === 'ativos');
  return paginate(query, filter, {
    columns: { nome: 'c.nome', sala: 's.nome', status: 'c.status', verificado_em: 'c.verificado_em' },
    default: 'c.nome',
    unique: 'c.id',
  });
}

export function all(todos: boolean, filtro: string | undefined): Promise<Camera[]> {
  let query = resumo().orderBy('s.nome').orderBy('c.nome');
  if (!todos) query = query.where('c.ativo', '=', true);
  if (filtro) query = query.where(containsText('c.nome', filtro));
  return query.execute();
}

export function find(id: number): Promise<Camera | undefined> {
  return resumo().where('c.id', '=', id).executeTakeFirst();
}

export async function insert(
  autoescolaId: number,
  values: CameraValues,
  senhaCifrada: string | null,
): Promise<number> {
  const { id } = await tenantDb()
    .insertInto('cameras')
    .values({ autoescola_id: autoescolaId, ...values, senha_cifrada: senhaCifrada })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** `senhaCifrada` undefined keeps the stored password. */
export async function update(
  id: number,
  values: Partial<CameraValues> & { ativo?: boolean },
  senhaCifrada?: string,
): Promise<boolean> {
  const result = await tenantDb()
    .updateTable('cameras')
    .set({ ...values, ...(senhaCifrada === undefined ? {} : { senha_cifrada: senhaCifrada }) })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function remove(id: number): Promise<boolean> {
  return deleteById('cameras', id);
}

/** Every active camera of every school, for the status check job (system work). */
export function allActiveForCheck() {
  return systemDb()
    .selectFrom('cameras')
    .select(['autoescola_id', 'id', 'url_snapshot', 'url_stream', 'usuario', 'senha_cifrada'])
    .where('ativo', '=', true)
    .orderBy('autoescola_id')
    .orderBy('id')
    .execute();
}

/** The active cameras of a room with a snapshot address, with their sealed credentials (system). */
export function activeOfSala(autoescolaId: number, salaId: number) {
  return systemDb()
    .selectFrom('cameras')
    .select(['autoescola_id', 'id', 'nome', 'url_snapshot', 'usuario', 'senha_cifrada'])
    .where('autoescola_id', '=', autoescolaId)
    .where('sala_id', '=', salaId)
    .where('ativo', '=', true)
    .where('url_snapshot', 'is not', null)
    .orderBy('id')
    .execute();
}

export async function recordCheck(autoescolaId: number, id: number, online: boolean): Promise<void> {
  await systemDb()
    .updateTable('cameras')
    .set({
      status: online ? 'online' : 'offline',
      verificado_em: sql<Date>`now()`,
      // Since when it is offline (the alerts measure a theory session's time without images).
      offline_desde: online ? null : sql<Date>`coalesce(offline_desde, now())`,
      ...(online ? { ultimo_snapshot_em: sql<Date>`now()` } : {}),
    })
    .where('autoescola_id', '=', autoescolaId)
    .where('id', '=', id)
    .execute();
}
