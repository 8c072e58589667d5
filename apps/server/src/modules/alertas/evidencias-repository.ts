import { STATUS_GETRAN_ENVIADA } from '@cfc/contract';
import { sql } from 'kysely';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { OutsideTransactionError, systemDb, tenantDb } from '../../platform/db/tenant.ts';

/**
 * What the alert rules read, set-wise: a batch of one school's lessons' evidence in a few queries,
 * whatever the batch's size (the evaluation keeps up with hundreds of finished lessons a second), and a
 * school's month, rejections and cameras for the periodic rules. Every read names the school, so the
 * indexes that lead with it answer (a list of schools made the planner scan them all).
 */

/** The current tenant transaction, or the system one (the demo seed evaluates its evidence at once). */
export function scopedDb() {
  try {
    return tenantDb();
  } catch (error) {
    if (error instanceof OutsideTransactionError) return systemDb();
    throw error;
  }
}

export function aulas(autoescolaId: number, ids: readonly number[]) {
  return scopedDb()
    .selectFrom('aulas_praticas as a')
    .innerJoin('autoescolas as e', 'e.id', 'a.autoescola_id')
    .leftJoin('anotacoes_praticas as an', (join) =>
      join.onRef('an.autoescola_id', '=', 'a.autoescola_id').onRef('an.aula_id', '=', 'a.id'),
    )
    .select([
      'a.autoescola_id',
      'a.id',
      'a.instrutor_id',
      'a.horas_aula',
      'e.uf',
      isoInstant<string | null>('an.begin_time').as('begin_time'),
      isoInstant<string | null>('an.finish_time').as('finish_time'),
      'an.hodo_start',
      'an.hodo_end',
    ])
    .where('a.autoescola_id', '=', autoescolaId)
    .where('a.id', 'in', ids)
    .where('a.status', 'in', ['em_andamento', 'realizada'])
    .execute();
}

export function posicoes(autoescolaId: number, ids: readonly number[]) {
  return scopedDb()
    .selectFrom('aula_posicoes')
    .select([
      'autoescola_id',
      'aula_id',
      isoInstant('registrado_em').as('registrado_em'),
      'latitude',
      'longitude',
    ])
    .where('autoescola_id', '=', autoescolaId)
    .where('aula_id', 'in', ids)
    .orderBy('aula_id')
    .orderBy('registrado_em')
    .execute();
}

export function fotos(autoescolaId: number, ids: readonly number[]) {
  return scopedDb()
    .selectFrom('aula_fotos')
    .select(['autoescola_id', 'aula_id', 'id', 'momento', 'verificacao', 'rostos', 'similaridade'])
    .where('autoescola_id', '=', autoescolaId)
    .where('aula_id', 'in', ids)
    .where('verificacao', '<>', 'pendente')
    .execute();
}

export function perimetros(autoescolaId: number) {
  return scopedDb()
    .selectFrom('perimetros')
    .select(['autoescola_id', 'pontos'])
    .where('autoescola_id', '=', autoescolaId)
    .where('ativo', '=', true)
    .execute();
}

/**
 * The lessons given by these instructors booked between the two instants (the instructor's agenda
 * index; the caller widens the range by a day, as a lesson begins near its booked start).
 */
export function aulasDosInstrutores(
  autoescolaId: number,
  instrutorIds: readonly number[],
  de: string,
  ate: string,
) {
  return scopedDb()
    .selectFrom('anotacoes_praticas as an')
    .innerJoin('aulas_praticas as a', (join) =>
      join.onRef('a.autoescola_id', '=', 'an.autoescola_id').onRef('a.id', '=', 'an.aula_id'),
    )
    .select([
      'a.autoescola_id',
      'a.id',
      'a.instrutor_id',
      'a.horas_aula',
      isoInstant('an.begin_time').as('begin_time'),
      isoInstant<string | null>('an.finish_time').as('finish_time'),
    ])
    .where('a.autoescola_id', '=', autoescolaId)
    .where('an.autoescola_id', '=', autoescolaId)
    .where('a.instrutor_id', 'in', instrutorIds)
    .where('a.status', 'in', ['em_andamento', 'realizada'])
    .where('a.inicio', '>=', new Date(de))
    .where('a.inicio', '<', new Date(ate))
    .execute();
}

/** A school's lessons of a month (not cancelled), and how many are contingency ones. */
export async function aulasDoMes(autoescolaId: number, de: Date, ate: Date) {
  const row = await scopedDb()
    .selectFrom('aulas_praticas')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where contingencia))::int`.as('contingencia'),
    ])
    .where('autoescola_id', '=', autoescolaId)
    .where('status', '<>', 'cancelada')
    .where('inicio', '>=', de)
    .where('inicio', '<', ate)
    .executeTakeFirstOrThrow();
  return row;
}

/** The authority's answers that were not an acceptance, since an instant (production sends). */
export function rejeicoes(autoescolaId: number, desde: Date) {
  return scopedDb()
    .selectFrom('getran_envios')
    .select(['id', 'aula_id', isoInstant('created_at').as('created_at'), 'status'])
    .where('autoescola_id', '=', autoescolaId)
    .where('ambiente', '=', 'producao')
    .where('created_at', '>', desde)
    .where('status', 'is not', null)
    .where('status', '<>', '')
    .where('status', 'not in', [...STATUS_GETRAN_ENVIADA])
    .orderBy('created_at')
    .execute();
}

/** Theory sessions open now or closed since an instant, with the cameras of their room offline. */
export function sessoesComCamerasOffline(autoescolaId: number, encerradasDesde: Date) {
  return scopedDb()
    .selectFrom('aulas_teoricas as t')
    .innerJoin('cameras as c', (join) =>
      join.onRef('c.autoescola_id', '=', 't.autoescola_id').onRef('c.sala_id', '=', 't.sala_id'),
    )
    .select([
      't.id as aula_teorica_id',
      't.instrutor_id',
      isoInstant('t.aberta_em').as('aberta_em'),
      isoInstant<string | null>('t.encerrada_em').as('encerrada_em'),
      'c.id as camera_id',
      'c.nome as camera_nome',
      isoInstant('c.offline_desde').as('offline_desde'),
    ])
    .where('t.autoescola_id', '=', autoescolaId)
    .where('t.aberta_em', 'is not', null)
    .where((eb) => eb.or([eb('t.status', '=', 'aberta'), eb('t.encerrada_em', '>', encerradasDesde)]))
    .where('c.ativo', '=', true)
    .where('c.offline_desde', 'is not', null)
    .execute();
}

/** The schools the periodic rules look at: every active school but the operator (or those of `ids`). */
export function escolasAtivas(ids?: readonly number[]) {
  let query = (ids ? scopedDb() : systemDb())
    .selectFrom('autoescolas')
    .select(['id', 'uf'])
    .where('ativo', '=', true)
    .where('operadora', '=', false);
  if (ids) query = query.where('id', 'in', [...ids]);
  return query.orderBy('id').execute();
}

/** Lessons given in a state since an instant (a state profile changed: its lessons again; system work). */
export function aulasRecentesDoEstado(uf: string, desde: Date) {
  return systemDb()
    .selectFrom('aulas_praticas as a')
    .innerJoin('autoescolas as e', 'e.id', 'a.autoescola_id')
    .select(['a.autoescola_id', 'a.id'])
    .where('e.uf', '=', uf)
    .where('a.status', '=', 'realizada')
    .where('a.inicio', '>=', desde)
    .orderBy('a.id')
    .execute();
}
