import type { sindicatosQuery } from '@cfc/contract';
import { type Insertable, sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import { paginate } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';
import { OutsideTransactionError, systemDb, tenantDb } from '../../platform/db/tenant.ts';

/**
 * The unions, the payments their schools made and the payments of the consultants' schools: the only
 * SQL of the area. Payments count when not reversed, on the day they were paid (`pago_em`).
 */

function db(): Transaction<DB> {
  try {
    return tenantDb();
  } catch (error) {
    if (error instanceof OutsideTransactionError) return systemDb();
    throw error;
  }
}

export type SindicatosQuery = z.output<typeof sindicatosQuery>;

function sindicatos() {
  return db()
    .selectFrom('sindicatos as s')
    .select([
      's.id',
      's.nome',
      's.cnpj',
      's.uf',
      's.repasse_pontos_base',
      's.ativo',
      sql<number>`(select count(*)::int from faturamento_contratos c where c.sindicato_id = s.id)`.as(
        'escolas',
      ),
    ]);
}
export type SindicatoRow = Awaited<ReturnType<ReturnType<typeof sindicatos>['executeTakeFirstOrThrow']>>;

export function listSindicatos(query: SindicatosQuery) {
  let select = sindicatos();
  if (query.filtro) {
    const like = `%${query.filtro.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    select = select.where((eb) => eb.or([eb('s.nome', 'ilike', like), eb('s.cnpj', 'ilike', like)]));
  }
  return paginate(
    select,
    { ...query, sort: query.sort ?? 'nome' },
    {
      columns: { nome: 's.nome', uf: 's.uf', repasse_pontos_base: 's.repasse_pontos_base' },
      default: 's.nome',
      unique: 's.id',
    },
  );
}

export function allSindicatos() {
  return sindicatos().orderBy('s.nome').orderBy('s.id').execute();
}

export function findSindicato(id: number) {
  return sindicatos().where('s.id', '=', id).executeTakeFirst();
}

export async function insertSindicato(values: Insertable<DB['sindicatos']>): Promise<number> {
  const row = await db().insertInto('sindicatos').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSindicato(
  id: number,
  values: Partial<Insertable<DB['sindicatos']>>,
): Promise<boolean> {
  const result = await db().updateTable('sindicatos').set(values).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The payments not reversed, paid between `de` and `ate` (inclusive), with their invoice and school. */
function pagamentos(de: string, ate: string) {
  return db()
    .selectFrom('pagamentos as p')
    .innerJoin('faturas as f', (join) =>
      join.onRef('f.autoescola_id', '=', 'p.autoescola_id').onRef('f.id', '=', 'p.fatura_id'),
    )
    .innerJoin('autoescolas as e', 'e.id', 'p.autoescola_id')
    .innerJoin('faturamento_contratos as c', 'c.autoescola_id', 'p.autoescola_id')
    .where('p.estornado_em', 'is', null)
    .where('p.pago_em', '>=', de)
    .where('p.pago_em', '<=', ate)
    .select([
      'p.id',
      'p.fatura_id',
      'p.autoescola_id',
      'e.slug',
      'e.nome_fantasia',
      'f.descricao',
      'f.competencia',
      'p.pago_em',
      'p.origem',
      'p.valor_centavos',
    ])
    .orderBy('p.pago_em')
    .orderBy('e.nome_fantasia')
    .orderBy('p.id');
}

/** The payments of the schools whose contract names a union (one union when `sindicatoId`). */
export function pagamentosDosSindicatos(de: string, ate: string, sindicatoId?: number) {
  let query = pagamentos(de, ate).select('c.sindicato_id').where('c.sindicato_id', 'is not', null);
  if (sindicatoId !== undefined) query = query.where('c.sindicato_id', '=', sindicatoId);
  return query.execute();
}
export type PagamentoSindicatoRow = Awaited<ReturnType<typeof pagamentosDosSindicatos>>[number];

/** The payments of the schools a consultant brought, with the rate of each school's contract. */
export function pagamentosDoConsultor(consultorId: number, de: string, ate: string) {
  return pagamentos(de, ate)
    .select('c.comissao_pontos_base')
    .where('c.consultor_id', '=', consultorId)
    .execute();
}
export type PagamentoConsultorRow = Awaited<ReturnType<typeof pagamentosDoConsultor>>[number];

/** The schools whose contract names this consultant (read in a system transaction: it decides the scope). */
export async function escolasDoConsultor(consultorId: number): Promise<number[]> {
  const rows = await systemDb()
    .selectFrom('faturamento_contratos')
    .select('autoescola_id')
    .where('consultor_id', '=', consultorId)
    .execute();
  return rows.map((row) => row.autoescola_id);
}
