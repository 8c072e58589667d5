import type { alertasQuery } from '@cfc/contract';
import type { EstadoAlerta, TipoAlerta } from '@cfc/domain';
import { type Insertable, sql, type Updateable } from 'kysely';
import type { z } from 'zod';
import { paginate } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { systemDb } from '../../platform/db/tenant.ts';
import { scopedDb } from './evidencias-repository.ts';

/** The alerts and their history: the only SQL of the area besides the evidence (evidencias-repository.ts). */

export type AlertasQuery = z.output<typeof alertasQuery>;
export type Filtros = Omit<AlertasQuery, 'page' | 'per_page' | 'sort'>;

/**
 * The alerts with their school and names. Every join is a left join to a unique key (the school
 * always exists: a foreign key), so a count that uses none of them reads the alerts alone.
 */
function listagem() {
  return scopedDb()
    .selectFrom('alertas as al')
    .leftJoin('autoescolas as e', 'e.id', 'al.autoescola_id')
    .leftJoin('instrutores as i', (join) =>
      join.onRef('i.autoescola_id', '=', 'al.autoescola_id').onRef('i.id', '=', 'al.instrutor_id'),
    )
    .leftJoin('aulas_praticas as a', (join) =>
      join.onRef('a.autoescola_id', '=', 'al.autoescola_id').onRef('a.id', '=', 'al.aula_id'),
    )
    .leftJoin('alunos as alu', (join) =>
      join.onRef('alu.autoescola_id', '=', 'a.autoescola_id').onRef('alu.id', '=', 'a.aluno_id'),
    )
    .leftJoin('usuarios as u', 'u.id', 'al.tratado_por')
    .select([
      'al.id',
      'al.autoescola_id',
      'e.slug',
      'e.nome_fantasia',
      'al.tipo',
      'al.severidade',
      'al.estado',
      'al.descricao',
      'al.detalhes',
      'al.aula_id',
      'al.aula_teorica_id',
      'al.instrutor_id',
      'i.nome as instrutor_nome',
      'alu.nome as aluno_nome',
      'al.camera_id',
      'al.evidencias',
      'al.nota',
      'u.nome as tratado_por',
      isoInstant<string | null>('al.tratado_em').as('tratado_em'),
      isoInstant('al.detectado_em').as('detectado_em'),
    ]);
}
export type AlertaRow = Awaited<ReturnType<ReturnType<typeof listagem>['executeTakeFirstOrThrow']>>;

function filtered(filtros: Filtros) {
  let query = listagem();
  if (filtros.estado) query = query.where('al.estado', '=', filtros.estado);
  if (filtros.severidade) query = query.where('al.severidade', '=', filtros.severidade);
  if (filtros.tipo) query = query.where('al.tipo', '=', filtros.tipo);
  const slug = filtros.autoescola?.toLowerCase();
  if (slug) {
    query = query.where('al.autoescola_id', 'in', (eb) =>
      eb.selectFrom('autoescolas').select('id').where('slug', '=', slug),
    );
  }
  if (filtros.id_aula_pratica) query = query.where('al.aula_id', '=', filtros.id_aula_pratica);
  // Days in São Paulo: from the start of `de` to the end of `ate`.
  if (filtros.de)
    query = query.where(
      sql<boolean>`al.detectado_em >= (${filtros.de}::date::timestamp at time zone 'America/Sao_Paulo')`,
    );
  if (filtros.ate) {
    query = query.where(
      sql<boolean>`al.detectado_em < ((${filtros.ate}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`,
    );
  }
  return query;
}

const SORT = {
  columns: {
    detectado_em: 'al.detectado_em',
    severidade: 'al.severidade',
    estado: 'al.estado',
    tipo: 'al.tipo',
    autoescola: 'e.nome_fantasia',
  },
  default: 'al.detectado_em',
  unique: 'al.id',
};

/**
 * A page of alerts in two steps: the count and the page's keys from the alerts alone (the joins,
 * unused, are left out by the planner; the school's name only when sorting by it), then those rows
 * with the names around them by key. Joined first, every alert of the filters was joined to its
 * school, lesson, student and instructor before the sort kept a page (all of a monitoring account's
 * 21,000 at the medium bench size).
 */
export async function list(query: AlertasQuery) {
  const keys = await paginate(
    filtered(query).clearSelect().select(['al.autoescola_id', 'al.id']),
    { ...query, sort: query.sort ?? '-detectado_em' },
    SORT,
  );
  if (keys.data.length === 0) return { ...keys, data: [] as AlertaRow[] };
  const rows = await listagem()
    .where('al.autoescola_id', 'in', [...new Set(keys.data.map((key) => key.autoescola_id))])
    .where(
      'al.id',
      'in',
      keys.data.map((key) => key.id),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { ...keys, data: keys.data.flatMap((key) => byId.get(key.id) ?? []) };
}

/** Every alert of the filters, newest first (the exports). */
export function all(filtros: Filtros, limite: number) {
  return filtered(filtros)
    .orderBy('al.detectado_em', 'desc')
    .orderBy('al.id', 'desc')
    .limit(limite)
    .execute();
}

export function find(id: number) {
  return listagem().where('al.id', '=', id).executeTakeFirst();
}

export function historico(autoescolaId: number, alertaId: number) {
  return scopedDb()
    .selectFrom('alerta_historico as h')
    .leftJoin('usuarios as u', 'u.id', 'h.usuario_id')
    .select(['h.de', 'h.para', 'h.nota', 'u.nome as usuario', isoInstant('h.created_at').as('em')])
    .where('h.autoescola_id', '=', autoescolaId)
    .where('h.alerta_id', '=', alertaId)
    .orderBy('h.created_at')
    .orderBy('h.id')
    .execute();
}

/** Locks an alert for a change of state. */
export function lock(id: number) {
  return scopedDb()
    .selectFrom('alertas')
    .select(['autoescola_id', 'id', 'estado', 'severidade'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The open alerts counted by school, kind and severity (the dashboards and the header). */
export function abertosPorGrupo() {
  return scopedDb()
    .selectFrom('alertas as al')
    .innerJoin('autoescolas as e', 'e.id', 'al.autoescola_id')
    .select([
      'al.autoescola_id',
      'e.slug',
      'e.nome_fantasia',
      'al.tipo',
      'al.severidade',
      sql<number>`count(*)::int`.as('abertos'),
    ])
    .where('al.estado', '=', 'aberto')
    .groupBy(['al.autoescola_id', 'e.slug', 'e.nome_fantasia', 'al.tipo', 'al.severidade'])
    .execute();
}

export async function countAbertos(autoescolaIds: readonly number[]): Promise<number> {
  if (autoescolaIds.length === 0) return 0;
  const row = await scopedDb()
    .selectFrom('alertas')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('autoescola_id', 'in', autoescolaIds)
    .where('estado', '=', 'aberto')
    .executeTakeFirstOrThrow();
  return row.count;
}

// ---------- Writing ----------

export type NovoAlerta = Insertable<DB['alertas']>;

/** The alerts these evaluations may touch: of these lessons, or of these schools' own kinds. */
export function existentes(escopo: {
  autoescolaId: number;
  aulaIds?: readonly number[];
  tipos: readonly TipoAlerta[];
}) {
  let query = scopedDb()
    .selectFrom('alertas')
    .select([
      'autoescola_id',
      'id',
      'chave',
      'tipo',
      'estado',
      'tratado_por',
      'descricao',
      'severidade',
      'aula_id',
    ])
    .where('autoescola_id', '=', escopo.autoescolaId)
    .where('tipo', 'in', [...escopo.tipos]);
  if (escopo.aulaIds) query = query.where('aula_id', 'in', [...escopo.aulaIds]);
  return query.execute();
}
export type AlertaExistente = Awaited<ReturnType<typeof existentes>>[number];

export function insertMany(rows: readonly NovoAlerta[]) {
  if (rows.length === 0) return Promise.resolve([]);
  return scopedDb()
    .insertInto('alertas')
    .values([...rows])
    .returning(['autoescola_id', 'id', 'severidade', 'estado'])
    .execute();
}

export async function update(autoescolaId: number, id: number, values: Updateable<DB['alertas']>) {
  await scopedDb()
    .updateTable('alertas')
    .set(values)
    .where('autoescola_id', '=', autoescolaId)
    .where('id', '=', id)
    .execute();
}

export interface Mudanca {
  autoescola_id: number;
  alerta_id: number;
  de: EstadoAlerta | null;
  para: EstadoAlerta;
  nota: string | null;
  usuario_id: number | null;
}

export async function insertHistorico(rows: readonly Mudanca[]): Promise<void> {
  if (rows.length === 0) return;
  await scopedDb()
    .insertInto('alerta_historico')
    .values([...rows])
    .execute();
}

// ---------- Realtime ----------

/** The alerts of a signal, for the event (system: the handler runs outside any request). */
export function paraEntrega(ids: readonly number[]) {
  return systemDb()
    .selectFrom('alertas')
    .select(['id', 'autoescola_id', 'severidade', 'estado'])
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * Among the users connected here, those who may see each school's alerts, with `isVisibleTo`'s
 * rule: the school's own staff (1, 5), the operator staff granted it (2, 7, 8), the authority of its
 * state (9).
 */
export function destinatarios(autoescolaIds: readonly number[], usuarioIds: readonly number[]) {
  return systemDb()
    .selectFrom('usuarios as u')
    .innerJoin('autoescolas as e', (join) => join.on('e.id', 'in', [...autoescolaIds]))
    .select(['u.id as usuario_id', 'e.id as autoescola_id'])
    .where('u.id', 'in', [...usuarioIds])
    .where('u.ativo', '=', true)
    .where((eb) =>
      eb.or([
        eb.and([eb('u.id_role', 'in', [1, 5]), eb('u.autoescola_id', '=', eb.ref('e.id'))]),
        eb.and([
          eb('u.id_role', 'in', [2, 7, 8]),
          eb.exists(
            eb
              .selectFrom('usuario_autoescolas as ua')
              .select('ua.usuario_id')
              .whereRef('ua.usuario_id', '=', 'u.id')
              .whereRef('ua.autoescola_id', '=', 'e.id'),
          ),
        ]),
        eb.and([eb('u.id_role', '=', 9), eb('u.uf', '=', eb.ref('e.uf')), eb('e.operadora', '=', false)]),
      ]),
    )
    .execute();
}
