import { sql } from 'kysely';
import { containsText } from '../../platform/db/like.ts';
import { tenantDb } from '../../platform/db/tenant.ts';

/**
 * The commercial area's SQL: the schools in the caller's scope (row-level security: commercial staff
 * see only the schools granted to them), their contracts and contacts, and how much they used the
 * platform. Periods are São Paulo instants [desde, ate).
 */

export interface Periodo {
  desde: Date;
  ate: Date;
}

function escolas(filtro: string | undefined) {
  let query = tenantDb()
    .selectFrom('autoescolas as e')
    .leftJoin('faturamento_contratos as c', 'c.autoescola_id', 'e.id')
    .where('e.operadora', '=', false);
  if (filtro) query = query.where(containsText('e.nome_fantasia', filtro));
  return query;
}

export async function contarEscolas(filtro: string | undefined): Promise<number> {
  const row = await escolas(filtro).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

export function listarEscolas(filtro: string | undefined, pagina: { limit: number; offset: number }) {
  return escolas(filtro)
    .select([
      'e.id',
      'e.slug',
      'e.nome_fantasia',
      'e.razao_social',
      'e.cnpj',
      'e.uf',
      'e.cidade',
      'e.ativo',
      'e.telefone',
      'e.email',
      'c.autoescola_id as contrato',
      'c.ativo as contrato_ativo',
      'c.preco_aluno_cadastrado_centavos',
      'c.preco_aula_pratica_centavos',
      'c.preco_aula_teorica_centavos',
      'c.franquia_aulas_praticas',
      'c.franquia_aulas_teoricas',
      'c.dia_vencimento',
      'c.email_cobranca',
    ])
    .orderBy('e.nome_fantasia')
    .orderBy('e.id')
    .limit(pagina.limit)
    .offset(pagina.offset)
    .execute();
}

/** The administrators of each school (role 1, active): who answers for it. */
export function contatos(ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tenantDb()
    .selectFrom('usuarios as u')
    .select(['u.autoescola_id', 'u.nome', 'u.email'])
    .where('u.autoescola_id', 'in', ids)
    .where('u.id_role', '=', 1)
    .where('u.ativo', '=', true)
    .orderBy('u.nome')
    .execute();
}

/** Students registered in the period, per school. */
export function alunosCadastrados(ids: readonly number[], periodo: Periodo) {
  if (ids.length === 0) return Promise.resolve([]);
  return tenantDb()
    .selectFrom('alunos as a')
    .select(['a.autoescola_id', sql<number>`count(*)::int`.as('n')])
    .where('a.autoescola_id', 'in', ids)
    .where('a.created_at', '>=', periodo.desde)
    .where('a.created_at', '<', periodo.ate)
    .groupBy('a.autoescola_id')
    .execute();
}

/** Practical lessons given in the period, per school. */
export function aulasPraticas(ids: readonly number[], periodo: Periodo) {
  if (ids.length === 0) return Promise.resolve([]);
  return tenantDb()
    .selectFrom('aulas_praticas as a')
    .select(['a.autoescola_id', sql<number>`count(*)::int`.as('n')])
    .where('a.autoescola_id', 'in', ids)
    .where('a.status', '=', 'realizada')
    .where('a.inicio', '>=', periodo.desde)
    .where('a.inicio', '<', periodo.ate)
    .groupBy('a.autoescola_id')
    .execute();
}

/** Attendances at theory lessons held in the period, per school (what a theory lesson is billed by). */
export function aulasTeoricas(ids: readonly number[], periodo: Periodo) {
  if (ids.length === 0) return Promise.resolve([]);
  return tenantDb()
    .selectFrom('presencas as p')
    .innerJoin('aulas_teoricas as t', (join) =>
      join.onRef('t.autoescola_id', '=', 'p.autoescola_id').onRef('t.id', '=', 'p.aula_id'),
    )
    .select(['p.autoescola_id', sql<number>`count(*)::int`.as('n')])
    .where('p.autoescola_id', 'in', ids)
    .where('p.entrada', 'is not', null)
    .where('t.inicio', '>=', periodo.desde)
    .where('t.inicio', '<', periodo.ate)
    .groupBy('p.autoescola_id')
    .execute();
}

/** Students registered per school and São Paulo month ('YYYY-MM') in the period. */
export function alunosPorMes(periodo: Periodo, autoescola: string | undefined) {
  let query = tenantDb()
    .selectFrom('alunos as a')
    .innerJoin('autoescolas as e', 'e.id', 'a.autoescola_id')
    .select([
      'e.slug',
      sql<string>`to_char(a.created_at at time zone 'America/Sao_Paulo', 'YYYY-MM')`.as('mes'),
      sql<number>`count(*)::int`.as('n'),
    ])
    .where('e.operadora', '=', false)
    .where('a.created_at', '>=', periodo.desde)
    .where('a.created_at', '<', periodo.ate)
    .groupBy(['e.slug', sql`2`]);
  if (autoescola) query = query.where('e.slug', '=', autoescola.toLowerCase());
  return query.execute();
}

/** The schools of the report (all in scope, or one). */
export function escolasDoRelatorio(autoescola: string | undefined) {
  let query = tenantDb()
    .selectFrom('autoescolas as e')
    .select(['e.id', 'e.slug', 'e.nome_fantasia'])
    .where('e.operadora', '=', false)
    .orderBy('e.nome_fantasia');
  if (autoescola) query = query.where('e.slug', '=', autoescola.toLowerCase());
  return query.execute();
}
