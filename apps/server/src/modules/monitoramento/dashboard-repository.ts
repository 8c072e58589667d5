import { STATUS_GETRAN_ENVIADA } from '@cfc/contract';
import type { SeveridadeAlerta, TipoAlerta } from '@cfc/domain';
import { sql } from 'kysely';
import { tenantDb } from '../../platform/db/tenant.ts';

/**
 * The dashboard's aggregates, each one query over every school in the request's scope (row-level
 * security filters them): a few small index scans, so the whole dashboard answers fast at any size.
 */

/** Lessons under way are few; a list longer than this is cut (the count per school stays exact). */
const ANDAMENTO_MAX = 200;

/** The schools of the scope (or the one named), the operator's own left out (it gives no lessons). */
export function escolas(autoescola?: string) {
  let query = tenantDb()
    .selectFrom('autoescolas as e')
    .select(['e.id', 'e.slug', 'e.nome_fantasia'])
    .where('e.operadora', '=', false)
    .orderBy('e.nome_fantasia');
  if (autoescola) query = query.where('e.slug', '=', autoescola);
  return query.execute();
}

/**
 * The names come from scalar subqueries rather than joins: with row-level security on every table,
 * a six-table join costs the planner some 25 ms per request at the medium size; this, under 1 ms.
 */
export function aulasEmAndamento() {
  return tenantDb()
    .selectFrom('aulas_praticas as a')
    .innerJoin('autoescolas as e', 'e.id', 'a.autoescola_id')
    .leftJoin('anotacoes_praticas as an', (join) =>
      join.onRef('an.autoescola_id', '=', 'a.autoescola_id').onRef('an.aula_id', '=', 'a.id'),
    )
    .select([
      'a.id as id_aula_pratica',
      'e.id as id_autoescola',
      'e.slug as autoescola',
      'e.nome_fantasia as autoescola_nome',
      sql<string>`(select al.nome from alunos al where al.autoescola_id = a.autoescola_id and al.id = a.aluno_id)`.as(
        'aluno_nome',
      ),
      sql<string>`(select i.nome from instrutores i
        where i.autoescola_id = a.autoescola_id and i.id = a.instrutor_id)`.as('instrutor_nome'),
      sql<string>`(select v.placa from veiculos v where v.autoescola_id = a.autoescola_id and v.id = a.veiculo_id)`.as(
        'veiculo_placa',
      ),
      sql<Date>`coalesce(an.begin_time, a.inicio)`.as('iniciada_em'),
      sql<Date | null>`(select max(p.registrado_em) from aula_posicoes p
        where p.autoescola_id = a.autoescola_id and p.aula_id = a.id)`.as('ultima_posicao_em'),
    ])
    .where('a.status', '=', 'em_andamento')
    .orderBy(sql`coalesce(an.begin_time, a.inicio)`)
    .orderBy('a.id')
    .limit(ANDAMENTO_MAX)
    .execute();
}

/** Lessons under way per school (the list above may be cut). */
export function andamentoPorEscola() {
  return tenantDb()
    .selectFrom('aulas_praticas')
    .select(['autoescola_id', sql<number>`count(*)::int`.as('total')])
    .where('status', '=', 'em_andamento')
    .groupBy('autoescola_id')
    .execute();
}

export function alertasAbertos(): Promise<
  { autoescola_id: number; severidade: SeveridadeAlerta; tipo: TipoAlerta; total: number }[]
> {
  return tenantDb()
    .selectFrom('alertas')
    .select(['autoescola_id', 'severidade', 'tipo', sql<number>`count(*)::int`.as('total')])
    .where('estado', '=', 'aberto')
    .groupBy(['autoescola_id', 'severidade', 'tipo'])
    .execute();
}

export function camerasOffline() {
  return tenantDb()
    .selectFrom('cameras as c')
    .innerJoin('autoescolas as e', 'e.id', 'c.autoescola_id')
    .innerJoin('salas as s', (join) =>
      join.onRef('s.autoescola_id', '=', 'c.autoescola_id').onRef('s.id', '=', 'c.sala_id'),
    )
    .select([
      'c.id as id_camera',
      'e.id as id_autoescola',
      'e.slug as autoescola',
      'e.nome_fantasia as autoescola_nome',
      'c.nome',
      's.id as id_sala',
      's.nome as sala_nome',
      'c.verificado_em',
    ])
    .where('c.ativo', '=', true)
    .where('c.status', '=', 'offline')
    .orderBy('e.nome_fantasia')
    .orderBy('c.nome')
    .execute();
}

const desdeDia = (dia: string) => sql<Date>`(${dia}::date)::timestamp at time zone 'America/Sao_Paulo'`;

/** Given lessons since `desde` (a day) not sent to the authority yet, per school (index of migration 0007). */
export function enviosPendentes(desde: string) {
  return tenantDb()
    .selectFrom('aulas_praticas')
    .select(['autoescola_id', sql<number>`count(*)::int`.as('total')])
    .where('status', '=', 'realizada')
    .where('getran_status', 'is', null)
    .where('inicio', '>=', desdeDia(desde))
    .groupBy('autoescola_id')
    .execute();
}

/** Given lessons since `desde` the authority refused, per school (partial index of migration 0024). */
export function enviosRejeitados(desde: string) {
  return tenantDb()
    .selectFrom('aulas_praticas')
    .select(['autoescola_id', sql<number>`count(*)::int`.as('total')])
    .where('status', '=', 'realizada')
    .where('getran_status', 'is not', null)
    .where('getran_status', 'not in', [...STATUS_GETRAN_ENVIADA])
    .where('inicio', '>=', desdeDia(desde))
    .groupBy('autoescola_id')
    .execute();
}

/** Lessons given per school and São Paulo day since `desde` (a day). */
export function aulasPorDia(desde: string) {
  const dia = sql<string>`to_char(inicio at time zone 'America/Sao_Paulo', 'YYYY-MM-DD')`;
  return tenantDb()
    .selectFrom('aulas_praticas')
    .select(['autoescola_id', dia.as('dia'), sql<number>`count(*)::int`.as('total')])
    .where('status', '=', 'realizada')
    .where('inicio', '>=', desdeDia(desde))
    .groupBy(['autoescola_id', dia])
    .execute();
}
