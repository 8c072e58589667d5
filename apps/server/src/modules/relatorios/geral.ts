import {
  type GeralDia,
  type RelatorioGeral,
  type RelatorioGeralQuery,
  STATUS_GETRAN_ENVIADA,
  type TotaisGeral,
} from '@cfc/contract';
import { TIME_ZONE } from '@cfc/domain';
import { sql } from 'kysely';
import type { RequestContext } from '../../platform/auth/context.ts';
import { tenantDb } from '../../platform/db/tenant.ts';
import { periodoDe } from './aulas-realizadas.ts';

/**
 * 'Geral': the school's period day by day (processes opened, practical lessons by outcome, theory
 * sessions, sends to the authority, alerts). At most a year of days: one query answers them all,
 * the page and the totals are taken from it.
 */

type Periodo = { de: string; ate: string };
const ENVIADA = sql.join(STATUS_GETRAN_ENVIADA.map((status) => sql`${status}`));

/** Every day of the period, in order, with its counts. */
async function dias({ de, ate }: Periodo): Promise<GeralDia[]> {
  const inicio = sql`(${de}::date)::timestamp at time zone ${TIME_ZONE}`;
  const fim = sql`(${ate}::date + 1)::timestamp at time zone ${TIME_ZONE}`;
  const dia = (column: string) => sql`(${sql.ref(column)} at time zone ${TIME_ZONE})::date`;
  const { rows } = await sql<GeralDia>`
    with dias as (
      select d::date as dia from generate_series(${de}::date, ${ate}::date, interval '1 day') as d
    ),
    praticas as (
      select ${dia('a.inicio')} as dia,
        count(*) filter (where a.status = 'realizada') as realizadas,
        count(*) filter (where a.status = 'em_andamento' or (a.status = 'agendada' and a.fim >= now())) as agendadas,
        count(*) filter (where a.status = 'cancelada') as canceladas,
        count(*) filter (where a.status = 'agendada' and a.fim < now()) as faltas,
        coalesce(sum(a.horas_aula) filter (where a.status = 'realizada'), 0) as horas,
        count(*) filter (where a.status = 'realizada' and a.getran_status in (${ENVIADA})) as aceitas,
        count(*) filter (where a.status = 'realizada' and coalesce(a.getran_status, '') <> ''
          and a.getran_status not in (${ENVIADA})) as rejeitadas,
        count(*) filter (where a.status = 'realizada' and coalesce(a.getran_status, '') = '') as pendentes
      from aulas_praticas a
      where a.inicio >= ${inicio} and a.inicio < ${fim}
      group by 1
    ),
    teoricas as (
      select ${dia('t.inicio')} as dia, count(*) as total,
        count(*) filter (where t.status = 'encerrada') as realizadas
      from aulas_teoricas t
      where t.inicio >= ${inicio} and t.inicio < ${fim}
      group by 1
    ),
    processos as (
      select p.aberto_em as dia, count(*) as total
      from processos p
      where p.aberto_em >= ${de}::date and p.aberto_em <= ${ate}::date
      group by 1
    ),
    alertas as (
      select ${dia('l.detectado_em')} as dia, count(*) as total
      from alertas l
      where l.detectado_em >= ${inicio} and l.detectado_em < ${fim}
      group by 1
    )
    select to_char(dias.dia, 'YYYY-MM-DD') as data,
      coalesce(processos.total, 0)::int as processos_abertos,
      coalesce(praticas.realizadas, 0)::int as aulas_realizadas,
      coalesce(praticas.agendadas, 0)::int as aulas_agendadas,
      coalesce(praticas.canceladas, 0)::int as aulas_canceladas,
      coalesce(praticas.faltas, 0)::int as aulas_faltas,
      coalesce(praticas.horas, 0)::int as horas_realizadas,
      coalesce(teoricas.total, 0)::int as aulas_teoricas,
      coalesce(teoricas.realizadas, 0)::int as teoricas_realizadas,
      coalesce(praticas.aceitas, 0)::int as getran_aceitas,
      coalesce(praticas.rejeitadas, 0)::int as getran_rejeitadas,
      coalesce(praticas.pendentes, 0)::int as getran_pendentes,
      coalesce(alertas.total, 0)::int as alertas
    from dias
    left join praticas on praticas.dia = dias.dia
    left join teoricas on teoricas.dia = dias.dia
    left join processos on processos.dia = dias.dia
    left join alertas on alertas.dia = dias.dia
    order by dias.dia`.execute(tenantDb());
  return rows;
}

const CAMPOS = [
  'processos_abertos',
  'aulas_realizadas',
  'aulas_agendadas',
  'aulas_canceladas',
  'aulas_faltas',
  'horas_realizadas',
  'aulas_teoricas',
  'teoricas_realizadas',
  'getran_aceitas',
  'getran_rejeitadas',
  'getran_pendentes',
  'alertas',
] as const satisfies readonly (keyof TotaisGeral)[];

export function totaisGeralOf(rows: readonly GeralDia[]): TotaisGeral {
  return Object.fromEntries(
    CAMPOS.map((campo) => [campo, rows.reduce((total, row) => total + row[campo], 0)]),
  ) as TotaisGeral;
}

/** By date (the default), or by one of the counts; ties by date. */
function sorted(rows: GeralDia[], sort: string | undefined): GeralDia[] {
  const descending = sort?.startsWith('-') ?? false;
  const key = sort?.replace(/^-/, '');
  const campo = (CAMPOS as readonly string[]).includes(key ?? '') ? (key as (typeof CAMPOS)[number]) : null;
  const sign = descending ? -1 : 1;
  return [...rows].sort((a, b) => sign * ((campo ? a[campo] - b[campo] : 0) || a.data.localeCompare(b.data)));
}

export async function relatorioGeral(
  ctx: RequestContext,
  query: RelatorioGeralQuery,
): Promise<RelatorioGeral> {
  const periodo = periodoDe(query);
  const serie = await ctx.tenant(() => dias(periodo));
  const rows = sorted(serie, query.sort);
  return {
    serie,
    data: rows.slice((query.page - 1) * query.per_page, query.page * query.per_page),
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(rows.length / query.per_page)),
    per_page: query.per_page,
    total: rows.length,
    totais: totaisGeralOf(rows),
    periodo,
  };
}

/** Every day and the totals, in the export's tenant transaction. */
export async function exportGeral(filtros: { de: string | null; ate: string | null }) {
  const periodo = periodoDe(filtros);
  const rows = await dias(periodo);
  return { rows, totais: totaisGeralOf(rows), periodo };
}
