import type { AulaRealizadaRelatorio, TotaisAulasRealizadas } from '@cfc/contract';
import { TIME_ZONE } from '@cfc/domain';
import { type ExpressionBuilder, sql } from 'kysely';
import { containsText } from '../../platform/db/like.ts';
import { paginate } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { tenantDb } from '../../platform/db/tenant.ts';

/** SQL of the reports: the lessons given in a period, and the school printed on the documents. */

export interface AulasRealizadasFilter {
  /** São Paulo days, both included. */
  de: string;
  ate: string;
  instrutor_id: number | null;
  veiculo_id: number | null;
  filtro: string | null;
}

const SORTABLE = {
  data: 'a.inicio',
  aluno: 'al.nome',
  instrutor: 'i.nome',
  placa: 'v.placa',
  km: 'km',
  duracao: 'duracao_minutos',
  getran_status: 'a.getran_status',
};

/** The first instant of a São Paulo day, computed by the database. */
const startOfDay = (date: string) => sql<Date>`(${date}::date)::timestamp at time zone ${TIME_ZONE}`;

type Joined = DB & { a: DB['aulas_praticas']; al: DB['alunos'] };

/** The student's name, or CPF digits when the text has no letters (at least three). */
function matches(filtro: string) {
  const digits = /[a-z]/i.test(filtro) ? '' : filtro.replace(/\D/g, '');
  return (eb: ExpressionBuilder<Joined, 'a' | 'al'>) =>
    eb.or([
      containsText('al.nome', filtro),
      ...(digits.length >= 3 ? [eb('al.cpf', 'like', `%${digits}%`)] : []),
    ]);
}

/**
 * Given lessons ('realizada') whose planned start falls in the period, as the realizadas list
 * counts them, with their process, student, instructor, vehicle and annotation.
 */
function realizadas(filter: AulasRealizadasFilter) {
  let query = tenantDb()
    .selectFrom('aulas_praticas as a')
    .innerJoin('processos as p', (join) =>
      join.onRef('p.autoescola_id', '=', 'a.autoescola_id').onRef('p.id', '=', 'a.processo_id'),
    )
    .innerJoin('alunos as al', (join) =>
      join.onRef('al.autoescola_id', '=', 'a.autoescola_id').onRef('al.id', '=', 'a.aluno_id'),
    )
    .innerJoin('instrutores as i', (join) =>
      join.onRef('i.autoescola_id', '=', 'a.autoescola_id').onRef('i.id', '=', 'a.instrutor_id'),
    )
    .innerJoin('veiculos as v', (join) =>
      join.onRef('v.autoescola_id', '=', 'a.autoescola_id').onRef('v.id', '=', 'a.veiculo_id'),
    )
    .leftJoin('anotacoes_praticas as n', (join) =>
      join.onRef('n.autoescola_id', '=', 'a.autoescola_id').onRef('n.aula_id', '=', 'a.id'),
    )
    .where('a.status', '=', 'realizada')
    .where('a.inicio', '>=', startOfDay(filter.de))
    .where('a.inicio', '<', sql<Date>`(${filter.ate}::date + 1)::timestamp at time zone ${TIME_ZONE}`);
  if (filter.instrutor_id) query = query.where('a.instrutor_id', '=', filter.instrutor_id);
  if (filter.veiculo_id) query = query.where('a.veiculo_id', '=', filter.veiculo_id);
  if (filter.filtro) query = query.where(matches(filter.filtro));
  return query;
}

const km = sql<number | null>`(n.hodo_end - n.hodo_start)::int`;
const duracao = sql<number | null>`round(extract(epoch from (n.finish_time - n.begin_time)) / 60)::int`;

function linhas(filter: AulasRealizadasFilter) {
  return realizadas(filter).select([
    'a.id as id_aulas_praticas',
    sql<string>`to_char(a.inicio at time zone ${TIME_ZONE}, 'YYYY-MM-DD')`.as('data'),
    isoInstant('a.inicio').as('inicio'),
    isoInstant('a.fim').as('fim'),
    isoInstant<string | null>('n.begin_time').as('inicio_real'),
    isoInstant<string | null>('n.finish_time').as('fim_real'),
    'a.aluno_id as id_aluno',
    'al.nome as aluno_nome',
    'al.cpf as aluno_cpf',
    'p.renach',
    'p.categoria',
    'a.instrutor_id as id_instrutor',
    'i.nome as instrutor_nome',
    'a.veiculo_id as id_veiculo',
    'v.placa',
    'n.hodo_start as hodometro_inicio',
    'n.hodo_end as hodometro_fim',
    km.as('km'),
    duracao.as('duracao_minutos'),
    'a.horas_aula',
    'a.getran_status',
  ]);
}

export function listAulasRealizadas(
  filter: AulasRealizadasFilter & { page: number; per_page: number; sort?: string | undefined },
) {
  return paginate(linhas(filter), filter, { columns: SORTABLE, default: 'a.inicio', unique: 'a.id' });
}

/** Every matching lesson by date (the exports). */
export function allAulasRealizadas(filter: AulasRealizadasFilter): Promise<AulaRealizadaRelatorio[]> {
  return linhas(filter).orderBy('a.inicio').orderBy('a.id').execute();
}

/** Lessons, h/a, km and minutes of every matching lesson. */
export function totaisAulasRealizadas(filter: AulasRealizadasFilter): Promise<TotaisAulasRealizadas> {
  return realizadas(filter)
    .select([
      sql<number>`count(*)::int`.as('aulas'),
      sql<number>`coalesce(sum(a.horas_aula), 0)::int`.as('horas_aula'),
      sql<number>`coalesce(sum(n.hodo_end - n.hodo_start), 0)::int`.as('km'),
      sql<number>`coalesce(round(sum(extract(epoch from (n.finish_time - n.begin_time))) / 60), 0)::int`.as(
        'duracao_minutos',
      ),
    ])
    .executeTakeFirstOrThrow();
}

export async function instrutorNome(id: number): Promise<string | null> {
  const row = await tenantDb()
    .selectFrom('instrutores')
    .select('nome')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.nome ?? null;
}

export async function veiculoPlaca(id: number): Promise<string | null> {
  const row = await tenantDb().selectFrom('veiculos').select('placa').where('id', '=', id).executeTakeFirst();
  return row?.placa ?? null;
}
