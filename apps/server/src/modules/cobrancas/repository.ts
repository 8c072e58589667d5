import type { produtosServicosQuery } from '@cfc/contract';
import { type Insertable, sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import { paginate } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { OutsideTransactionError, systemDb, tenantDb } from '../../platform/db/tenant.ts';

/** The extra charges and their catalogue: the only SQL of the area. */

/** The request's tenant transaction, or the demo seed's system one. */
function db(): Transaction<DB> {
  try {
    return tenantDb();
  } catch (error) {
    if (error instanceof OutsideTransactionError) return systemDb();
    throw error;
  }
}

/** Today in São Paulo, as the database reads it. */
const HOJE = sql`(now() at time zone 'America/Sao_Paulo')::date`;

// ---------- Catalogue ----------

export type ProdutosQuery = z.output<typeof produtosServicosQuery>;

const produtoColumns = ['id', 'nome', 'descricao', 'tipo', 'preco_centavos', 'ativo'] as const;

export function listProdutos(query: ProdutosQuery) {
  let select = db()
    .selectFrom('produtos_servicos')
    .select([...produtoColumns]);
  if (query.situacao !== 'todos') select = select.where('ativo', '=', query.situacao === 'ativos');
  if (query.tipo) select = select.where('tipo', '=', query.tipo);
  if (query.filtro) {
    const like = `%${query.filtro.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    select = select.where((eb) => eb.or([eb('nome', 'ilike', like), eb('descricao', 'ilike', like)]));
  }
  return paginate(
    select,
    { ...query, sort: query.sort ?? 'nome' },
    {
      columns: { nome: 'nome', tipo: 'tipo', preco_centavos: 'preco_centavos' },
      default: 'nome',
      unique: 'id',
    },
  );
}
export type ProdutoRow = Awaited<ReturnType<typeof listProdutos>>['data'][number];

export function findProduto(id: number) {
  return db()
    .selectFrom('produtos_servicos')
    .select([...produtoColumns])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findProdutos(ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db()
    .selectFrom('produtos_servicos')
    .select([...produtoColumns])
    .where('id', 'in', [...ids])
    .execute();
}

export async function insertProduto(values: Insertable<DB['produtos_servicos']>): Promise<number> {
  const row = await db()
    .insertInto('produtos_servicos')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProduto(
  id: number,
  values: Partial<Insertable<DB['produtos_servicos']>>,
): Promise<boolean> {
  const result = await db()
    .updateTable('produtos_servicos')
    .set(values)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// ---------- Charges ----------

export interface CobrancasFiltros {
  autoescola?: string | undefined;
  de?: string | undefined;
  ate?: string | undefined;
  situacao?: 'aberta' | 'vencida' | 'paga' | 'cancelada' | undefined;
  id_produto?: number | undefined;
}

/** The instalments of charge `c` joined to the invoice that billed each. */
const parcelasComFatura = sql`cobranca_parcelas p
  left join faturas f on f.autoescola_id = p.autoescola_id and f.id = p.fatura_id
  where p.autoescola_id = c.autoescola_id and p.cobranca_id = c.id`;

/** The situation of charge `c`: cancelled; paid when every live instalment's invoice is; overdue when one is. */
const situacao = sql<'aberta' | 'vencida' | 'paga' | 'cancelada'>`case
  when c.status = 'cancelada' then 'cancelada'
  when not exists (select 1 from ${parcelasComFatura}
                     and p.status <> 'cancelada' and f.status is distinct from 'paga') then 'paga'
  when exists (select 1 from ${parcelasComFatura}
                 and p.status <> 'cancelada' and f.status = 'aberta' and f.vencimento < ${HOJE}) then 'vencida'
  else 'aberta' end`;

/** The instalments whose invoice is paid. */
const valorPago = sql<number>`coalesce((select sum(p.valor_centavos) from ${parcelasComFatura}
  and p.status <> 'cancelada' and f.status = 'paga'), 0)::int`;

function listagem() {
  return db()
    .selectFrom('cobrancas as c')
    .innerJoin('autoescolas as e', 'e.id', 'c.autoescola_id')
    .select([
      'c.id',
      'c.autoescola_id',
      'e.slug',
      'e.nome_fantasia',
      'c.descricao',
      'c.faturamento',
      'c.parcelas',
      'c.primeiro_vencimento',
      'c.valor_centavos',
      'c.status',
      'c.usuario_nome',
      'c.cancelamento_motivo',
      'c.cancelada_por_nome',
      isoInstant<string | null>('c.cancelada_em').as('cancelada_em'),
      isoInstant('c.created_at').as('criada_em'),
      situacao.as('situacao'),
      valorPago.as('valor_pago_centavos'),
      sql<string>`coalesce((select string_agg(i.nome, ', ' order by i.id) from cobranca_itens i
        where i.autoescola_id = c.autoescola_id and i.cobranca_id = c.id), '')`.as('itens_resumo'),
    ]);
}
export type CobrancaRow = Awaited<ReturnType<ReturnType<typeof listagem>['executeTakeFirstOrThrow']>>;

function filtered<Q extends ReturnType<typeof listagem>>(query: Q, filtros: CobrancasFiltros): Q {
  let q = query;
  if (filtros.autoescola) q = q.where('e.slug', '=', filtros.autoescola.toLowerCase()) as Q;
  if (filtros.de) {
    q = q.where(
      sql<boolean>`c.created_at >= (${filtros.de}::date::timestamp at time zone 'America/Sao_Paulo')`,
    ) as Q;
  }
  if (filtros.ate) {
    q = q.where(
      sql<boolean>`c.created_at < ((${filtros.ate}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`,
    ) as Q;
  }
  if (filtros.situacao) q = q.where(sql<boolean>`(${situacao}) = ${filtros.situacao}`) as Q;
  if (filtros.id_produto) {
    q = q.where(
      sql<boolean>`exists (select 1 from cobranca_itens i where i.autoescola_id = c.autoescola_id
        and i.cobranca_id = c.id and i.produto_servico_id = ${filtros.id_produto})`,
    ) as Q;
  }
  return q;
}

export function listCobrancas(
  query: CobrancasFiltros & { page: number; per_page: number; sort?: string | undefined },
) {
  return paginate(
    filtered(listagem(), query),
    { ...query, sort: query.sort ?? '-criada_em' },
    {
      columns: {
        criada_em: 'c.created_at',
        autoescola: 'e.nome_fantasia',
        valor_centavos: 'c.valor_centavos',
        primeiro_vencimento: 'c.primeiro_vencimento',
      },
      default: 'c.created_at',
      unique: 'c.id',
    },
  );
}

/** The totals of every charge the filters find. */
export async function totaisCobrancas(filtros: CobrancasFiltros) {
  const rows = await filtered(listagem(), filtros).execute();
  return {
    quantidade: rows.length,
    valor_centavos: rows.reduce((soma, row) => soma + row.valor_centavos, 0),
    valor_pago_centavos: rows.reduce((soma, row) => soma + row.valor_pago_centavos, 0),
  };
}

export function findCobranca(id: number) {
  return listagem().where('c.id', '=', id).executeTakeFirst();
}

export function itens(autoescolaId: number, cobrancaId: number) {
  return db()
    .selectFrom('cobranca_itens')
    .select(['id', 'produto_servico_id', 'nome', 'quantidade', 'valor_unitario_centavos', 'valor_centavos'])
    .where('autoescola_id', '=', autoescolaId)
    .where('cobranca_id', '=', cobrancaId)
    .orderBy('id')
    .execute();
}

export function parcelas(autoescolaId: number, cobrancaId: number) {
  return db()
    .selectFrom('cobranca_parcelas as p')
    .leftJoin('faturas as f', (join) =>
      join.onRef('f.autoescola_id', '=', 'p.autoescola_id').onRef('f.id', '=', 'p.fatura_id'),
    )
    .select([
      'p.id',
      'p.numero',
      'p.vencimento',
      'p.valor_centavos',
      'p.status',
      'p.fatura_id',
      'f.tipo as fatura_tipo',
      'f.descricao as fatura_descricao',
      'f.competencia as fatura_competencia',
      'f.vencimento as fatura_vencimento',
      'f.status as fatura_status',
      'f.valor_pago_centavos as fatura_valor_pago_centavos',
      'f.pago_em',
      'f.nosso_numero',
      'f.linha_digitavel',
      'f.pix_copia_e_cola',
    ])
    .where('p.autoescola_id', '=', autoescolaId)
    .where('p.cobranca_id', '=', cobrancaId)
    .orderBy('p.numero')
    .execute();
}
export type ParcelaRow = Awaited<ReturnType<typeof parcelas>>[number];

export async function insertCobranca(values: Insertable<DB['cobrancas']>): Promise<number> {
  const row = await db().insertInto('cobrancas').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertItens(rows: Insertable<DB['cobranca_itens']>[]): Promise<void> {
  await db().insertInto('cobranca_itens').values(rows).execute();
}

export function insertParcelas(rows: Insertable<DB['cobranca_parcelas']>[]) {
  return db().insertInto('cobranca_parcelas').values(rows).returning(['id', 'numero']).execute();
}

/** Locks a charge for a change. */
export function lockCobranca(id: number) {
  return db()
    .selectFrom('cobrancas')
    .select(['autoescola_id', 'id', 'status', 'faturamento'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function cancelCobranca(
  autoescolaId: number,
  id: number,
  values: { motivo: string; usuarioNome: string },
): Promise<void> {
  await db()
    .updateTable('cobrancas')
    .set({
      status: 'cancelada',
      cancelada_em: new Date(),
      cancelamento_motivo: values.motivo,
      cancelada_por_nome: values.usuarioNome,
    })
    .where('autoescola_id', '=', autoescolaId)
    .where('id', '=', id)
    .execute();
}

/** Cancels the instalments no invoice billed yet; the number cancelled. */
export async function cancelPendentes(autoescolaId: number, cobrancaId: number): Promise<number> {
  const result = await db()
    .updateTable('cobranca_parcelas')
    .set({ status: 'cancelada' })
    .where('autoescola_id', '=', autoescolaId)
    .where('cobranca_id', '=', cobrancaId)
    .where('status', '=', 'pendente')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Cancels the charge's own one-off invoices nobody has paid anything of, and their instalments;
 * the invoice ids cancelled.
 */
export async function cancelBoletosSemPagamento(
  autoescolaId: number,
  cobrancaId: number,
  motivo: string,
): Promise<number[]> {
  const faturas = await db()
    .updateTable('faturas as f')
    .set({ status: 'cancelada', cancelada_em: new Date(), cancelamento_motivo: motivo.slice(0, 500) })
    .where('f.autoescola_id', '=', autoescolaId)
    .where('f.tipo', '=', 'avulsa')
    .where('f.status', '=', 'aberta')
    .where('f.valor_pago_centavos', '=', 0)
    .where(
      sql<boolean>`exists (select 1 from cobranca_parcelas p where p.autoescola_id = f.autoescola_id
        and p.fatura_id = f.id and p.cobranca_id = ${cobrancaId} and p.status = 'faturada')`,
    )
    .where(
      sql<boolean>`not exists (select 1 from pagamentos pg where pg.autoescola_id = f.autoescola_id
        and pg.fatura_id = f.id and pg.estornado_em is null)`,
    )
    .returning('f.id')
    .execute();
  const ids = faturas.map((f) => f.id);
  if (ids.length > 0) {
    await db()
      .updateTable('cobranca_parcelas')
      .set({ status: 'cancelada' })
      .where('autoescola_id', '=', autoescolaId)
      .where('cobranca_id', '=', cobrancaId)
      .where('fatura_id', 'in', ids)
      .execute();
  }
  return ids;
}

// ---------- Invoices of instalments ----------

export async function nextNossoNumero(): Promise<number> {
  const row = await sql<{ n: string }>`select nextval('faturas_nosso_numero_seq') as n`.execute(db());
  return Number(row.rows[0]?.n);
}

export async function insertFaturaAvulsa(values: Insertable<DB['faturas']>): Promise<number> {
  const row = await db().insertInto('faturas').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function insertFaturaItem(values: Insertable<DB['fatura_itens']>): Promise<number> {
  return insertItemFatura(db(), values);
}

export function marcarFaturada(
  autoescolaId: number,
  parcelaId: number,
  fatura: { faturaId: number; itemId: number },
): Promise<void> {
  return marcarFaturadaEm(db(), autoescolaId, parcelaId, fatura);
}

/**
 * The instalments 'proxima_fatura' of a school due before `ate` (exclusive) and not billed, locked
 * so that two runs never bill one twice; with their charge's items for the line's description.
 */
export function pendentesParaFatura(trx: Transaction<DB>, autoescolaId: number, ate: string) {
  return trx
    .selectFrom('cobranca_parcelas as p')
    .innerJoin('cobrancas as c', (join) =>
      join.onRef('c.autoescola_id', '=', 'p.autoescola_id').onRef('c.id', '=', 'p.cobranca_id'),
    )
    .select([
      'p.id',
      'p.numero',
      'p.valor_centavos',
      'p.cobranca_id',
      'c.parcelas',
      sql<string>`coalesce((select string_agg(i.nome, ', ' order by i.id) from cobranca_itens i
        where i.autoescola_id = c.autoescola_id and i.cobranca_id = c.id), '')`.as('itens'),
    ])
    .where('p.autoescola_id', '=', autoescolaId)
    .where('p.status', '=', 'pendente')
    .where('c.status', '=', 'ativa')
    .where('c.faturamento', '=', 'proxima_fatura')
    .where('p.vencimento', '<', ate)
    .orderBy('p.vencimento')
    .orderBy('p.id')
    .forUpdate('p')
    .execute();
}

/** Per school, the instalments a month's invoice would add (what `pendentesParaFatura` picks). */
export function pendentesPorEscola(trx: Transaction<DB>, autoescolaIds: readonly number[], ate: string) {
  if (autoescolaIds.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('cobranca_parcelas as p')
    .innerJoin('cobrancas as c', (join) =>
      join.onRef('c.autoescola_id', '=', 'p.autoescola_id').onRef('c.id', '=', 'p.cobranca_id'),
    )
    .select([
      'p.autoescola_id',
      sql<number>`count(*)::int`.as('quantidade'),
      sql<number>`sum(p.valor_centavos)::int`.as('valor_centavos'),
    ])
    .where('p.autoescola_id', 'in', [...autoescolaIds])
    .where('p.status', '=', 'pendente')
    .where('c.status', '=', 'ativa')
    .where('c.faturamento', '=', 'proxima_fatura')
    .where('p.vencimento', '<', ate)
    .groupBy('p.autoescola_id')
    .execute();
}

export async function insertItemFatura(trx: Transaction<DB>, values: Insertable<DB['fatura_itens']>) {
  const row = await trx.insertInto('fatura_itens').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function marcarFaturadaEm(
  trx: Transaction<DB>,
  autoescolaId: number,
  parcelaId: number,
  fatura: { faturaId: number; itemId: number },
): Promise<void> {
  await trx
    .updateTable('cobranca_parcelas')
    .set({
      status: 'faturada',
      fatura_id: fatura.faturaId,
      fatura_item_id: fatura.itemId,
      faturada_em: new Date(),
    })
    .where('autoescola_id', '=', autoescolaId)
    .where('id', '=', parcelaId)
    .execute();
}
