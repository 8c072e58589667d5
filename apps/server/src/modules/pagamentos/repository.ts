import type { baixasQuery, PageQuery } from '@cfc/contract';
import { type Insertable, sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import { paginate } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';
import type { PagamentosTable } from '../../platform/db/schema-financeiro.ts';
import type { RetornoArquivosTable, RetornoLinhasTable } from '../../platform/db/schema-retornos.ts';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { tenantDb } from '../../platform/db/tenant.ts';

/** The only SQL of payments, return files, remittances and manual write-offs. */

// ---------- Payments and the invoices they pay ----------

/** Locks an invoice for a payment or a reversal. */
export function lockFatura(trx: Transaction<DB>, autoescolaId: number, faturaId: number) {
  return trx
    .selectFrom('faturas')
    .select(['autoescola_id', 'id', 'status', 'valor_centavos', 'valor_pago_centavos', 'pago_em'])
    .where('autoescola_id', '=', autoescolaId)
    .where('id', '=', faturaId)
    .forUpdate()
    .executeTakeFirst();
}

export function insertPagamento(trx: Transaction<DB>, values: Insertable<PagamentosTable>) {
  return trx
    .insertInto('pagamentos')
    .values(values)
    .returning(['autoescola_id', 'id'])
    .executeTakeFirstOrThrow();
}

/**
 * Sets an invoice's amount paid to the sum of its payments not reversed, and its status: 'paga' (on
 * the day of the last of them) once they reach its amount, 'aberta' otherwise; a cancelled invoice
 * stays cancelled.
 */
export async function atualizarFatura(trx: Transaction<DB>, autoescolaId: number, faturaId: number) {
  await sql`
    update faturas f
       set valor_pago_centavos = s.total,
           status = case when f.status = 'cancelada' then 'cancelada'
                         when s.total > 0 and s.total >= f.valor_centavos then 'paga'
                         else 'aberta' end,
           pago_em = case when f.status <> 'cancelada' and s.total > 0 and s.total >= f.valor_centavos
                          then s.ultimo else null end
      from (select coalesce(sum(p.valor_centavos), 0)::int as total, max(p.pago_em) as ultimo
              from pagamentos p
             where p.autoescola_id = ${autoescolaId} and p.fatura_id = ${faturaId} and p.estornado_em is null) s
     where f.autoescola_id = ${autoescolaId} and f.id = ${faturaId}`.execute(trx);
}

/** A payment, locked when about to be reversed (after its invoice: the order payments lock in). */
export function selectPagamento(trx: Transaction<DB>, id: number, lock: boolean) {
  const query = trx
    .selectFrom('pagamentos')
    .select(['autoescola_id', 'id', 'fatura_id', 'estornado_em'])
    .where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export function marcarEstorno(
  trx: Transaction<DB>,
  pagamento: { autoescola_id: number; id: number },
  estorno: { motivo: string; usuarioId: number | null; usuarioNome: string | null },
) {
  return trx
    .updateTable('pagamentos')
    .set({
      estornado_em: sql<Date>`now()`,
      estorno_motivo: estorno.motivo,
      estornado_por: estorno.usuarioId,
      estornado_por_nome: estorno.usuarioNome,
    })
    .where('autoescola_id', '=', pagamento.autoescola_id)
    .where('id', '=', pagamento.id)
    .execute();
}

/** A payment as the contract's `pagamento` reads it. */
export function findPagamento(trx: Transaction<DB>, autoescolaId: number, id: number) {
  return trx
    .selectFrom('pagamentos')
    .select([
      'id',
      'fatura_id',
      'origem',
      'valor_centavos',
      'pago_em',
      'motivo',
      'anexo_nome',
      'anexo_arquivo',
      'usuario_nome',
      isoInstant('created_at').as('registrado_em'),
      isoInstant<string | null>('estornado_em').as('estornado_em'),
      'estorno_motivo',
      'estornado_por_nome',
    ])
    .where('autoescola_id', '=', autoescolaId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
export type PagamentoRow = Awaited<ReturnType<typeof findPagamento>>;

// ---------- Invoices as the bank files name them ----------

function faturasComEscola() {
  return tenantDb()
    .selectFrom('faturas as f')
    .innerJoin('autoescolas as e', 'e.id', 'f.autoescola_id')
    .select([
      'f.autoescola_id',
      'f.id',
      'f.tipo',
      'f.competencia',
      'f.descricao',
      isoInstant('f.emitida_em').as('emitida_em'),
      'f.vencimento',
      'f.valor_centavos',
      'f.valor_pago_centavos',
      'f.status',
      'f.pago_em',
      'f.nosso_numero',
      'f.linha_digitavel',
      'f.pix_copia_e_cola',
      'e.slug',
      'e.nome_fantasia',
    ]);
}
export type FaturaRow = Awaited<ReturnType<ReturnType<typeof faturasComEscola>['executeTakeFirstOrThrow']>>;

/** The invoices of these nosso números the caller sees; locked when about to be paid. */
export function faturasPorNossoNumero(nossosNumeros: readonly number[], lock: boolean) {
  if (nossosNumeros.length === 0) return Promise.resolve([] as FaturaRow[]);
  const query = faturasComEscola().where('f.nosso_numero', 'in', [...new Set(nossosNumeros)]);
  return (lock ? query.forUpdate('f') : query).execute();
}

export function findFatura(id: number) {
  return faturasComEscola().where('f.id', '=', id).executeTakeFirst();
}

export function buscarFaturas(filtros: { nosso_numero?: number; autoescola?: string; competencia?: string }) {
  let query = faturasComEscola();
  if (filtros.nosso_numero !== undefined) query = query.where('f.nosso_numero', '=', filtros.nosso_numero);
  if (filtros.autoescola) query = query.where('e.slug', '=', filtros.autoescola.toLowerCase());
  if (filtros.competencia) query = query.where('f.competencia', '=', `${filtros.competencia}-01`);
  return query.orderBy('f.competencia', 'desc').orderBy('f.id', 'desc').limit(20).execute();
}

/** Open invoices for the demo's example return file, the oldest due first. */
export function faturasAbertas(limite: number) {
  return faturasComEscola()
    .where('f.status', '=', 'aberta')
    .where('f.valor_centavos', '>', 0)
    .orderBy('f.vencimento')
    .orderBy('f.id')
    .limit(limite)
    .execute();
}

export async function maiorNossoNumero(): Promise<number> {
  const row = await tenantDb()
    .selectFrom('faturas')
    .select(sql<number>`coalesce(max(nosso_numero), 0)`.as('maior'))
    .executeTakeFirstOrThrow();
  return Number(row.maior);
}

// ---------- Return files ----------

export function findArquivoPorHash(sha256: string) {
  return tenantDb()
    .selectFrom('retorno_arquivos')
    .select(['id', isoInstant('importado_em').as('importado_em'), 'usuario_nome'])
    .where('sha256', '=', sha256)
    .executeTakeFirst();
}

export function insertArquivo(values: Insertable<RetornoArquivosTable>) {
  return tenantDb()
    .insertInto('retorno_arquivos')
    .values(values)
    .returning(['autoescola_id', 'id'])
    .executeTakeFirstOrThrow();
}

export function insertLinhas(values: Insertable<RetornoLinhasTable>[]) {
  if (values.length === 0) return Promise.resolve([] as { id: number; linha: number }[]);
  return tenantDb().insertInto('retorno_linhas').values(values).returning(['id', 'linha']).execute();
}

function arquivos() {
  return tenantDb()
    .selectFrom('retorno_arquivos')
    .select([
      'autoescola_id',
      'id',
      'nome',
      'formato',
      'sha256',
      'usuario_nome',
      isoInstant('importado_em').as('importado_em'),
      'linhas',
      'conciliadas',
      'divergentes',
      'ja_pagas',
      'desconhecidas',
      'ignoradas',
      'valor_total_centavos',
      'valor_aplicado_centavos',
    ]);
}
export type ArquivoRow = Awaited<ReturnType<ReturnType<typeof arquivos>['executeTakeFirstOrThrow']>>;

export function listArquivos(query: PageQuery) {
  return paginate(
    arquivos(),
    { ...query, sort: query.sort ?? '-importado_em' },
    {
      columns: { importado_em: 'importado_em', nome: 'nome' },
      default: 'importado_em',
      unique: 'id',
    },
  );
}

export function findArquivo(id: number) {
  return arquivos().where('id', '=', id).executeTakeFirst();
}

export function linhasDoArquivo(autoescolaId: number, arquivoId: number) {
  return tenantDb()
    .selectFrom('retorno_linhas as l')
    .leftJoin('faturas as f', (join) =>
      join.onRef('f.autoescola_id', '=', 'l.fatura_autoescola_id').onRef('f.id', '=', 'l.fatura_id'),
    )
    .leftJoin('autoescolas as e', 'e.id', 'f.autoescola_id')
    .select([
      'l.linha',
      'l.situacao',
      'l.nosso_numero',
      'l.ocorrencia',
      'l.valor_pago_centavos',
      'l.valor_fatura_centavos',
      'l.tarifa_centavos',
      'l.juros_centavos',
      'l.pago_em',
      'l.credito_em',
      'l.fatura_id',
      'l.motivo',
      'f.competencia',
      'f.valor_centavos',
      'e.slug',
      'e.nome_fantasia',
    ])
    .where('l.autoescola_id', '=', autoescolaId)
    .where('l.arquivo_id', '=', arquivoId)
    .orderBy('l.linha')
    .execute();
}

// ---------- Remittances ----------

/** Open invoices no remittance registered yet, with their school's data as the payer. */
export function faturasParaRemessa() {
  return tenantDb()
    .selectFrom('faturas as f')
    .innerJoin('autoescolas as e', 'e.id', 'f.autoescola_id')
    .select([
      'f.autoescola_id',
      'f.id',
      'f.nosso_numero',
      'f.vencimento',
      'f.valor_centavos',
      sql<string>`to_char(f.emitida_em at time zone 'America/Sao_Paulo', 'YYYY-MM-DD')`.as('emitida_em'),
      'e.cnpj',
      'e.razao_social',
      'e.nome_fantasia',
      'e.logradouro',
      'e.numero',
      'e.complemento',
      'e.bairro',
      'e.cep',
      'e.cidade',
      'e.uf',
    ])
    .where('f.status', '=', 'aberta')
    .where('f.valor_centavos', '>', 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('remessa_titulos as r')
            .select('r.fatura_id')
            .whereRef('r.autoescola_id', '=', 'f.autoescola_id')
            .whereRef('r.fatura_id', '=', 'f.id'),
        ),
      ),
    )
    .orderBy('f.vencimento')
    .orderBy('f.nosso_numero')
    .forUpdate('f')
    .execute();
}

export async function proximoSequencialDeRemessa(): Promise<number> {
  const row = await tenantDb()
    .selectFrom('remessas')
    .select(sql<number>`coalesce(max(sequencial), 0) + 1`.as('proximo'))
    .executeTakeFirstOrThrow();
  return Number(row.proximo);
}

export function insertRemessa(values: Insertable<DB['remessas']>) {
  return tenantDb()
    .insertInto('remessas')
    .values(values)
    .returning(['autoescola_id', 'id'])
    .executeTakeFirstOrThrow();
}

export function insertRemessaTitulos(values: Insertable<DB['remessa_titulos']>[]) {
  return tenantDb().insertInto('remessa_titulos').values(values).execute();
}

function remessas() {
  return tenantDb()
    .selectFrom('remessas')
    .select([
      'id',
      'sequencial',
      'nome',
      'titulos',
      'valor_centavos',
      'usuario_nome',
      isoInstant('gerada_em').as('gerada_em'),
    ]);
}

export function listRemessas(query: PageQuery) {
  return paginate(
    remessas(),
    { ...query, sort: query.sort ?? '-gerada_em' },
    {
      columns: { gerada_em: 'gerada_em', sequencial: 'sequencial' },
      default: 'gerada_em',
      unique: 'id',
    },
  );
}

export function findRemessa(id: number) {
  return remessas().where('id', '=', id).executeTakeFirst();
}

export function conteudoDaRemessa(id: number) {
  return tenantDb()
    .selectFrom('remessas')
    .select(['nome', 'conteudo'])
    .where('id', '=', id)
    .executeTakeFirst();
}

// ---------- Manual write-offs and reversals ----------

export type BaixasQuery = z.output<typeof baixasQuery>;
export type BaixasFiltros = Omit<BaixasQuery, 'page' | 'per_page' | 'sort'>;

function baixas(filtros: BaixasFiltros) {
  let query = tenantDb()
    .selectFrom('pagamentos as p')
    .innerJoin('faturas as f', (join) =>
      join.onRef('f.autoescola_id', '=', 'p.autoescola_id').onRef('f.id', '=', 'p.fatura_id'),
    )
    .innerJoin('autoescolas as e', 'e.id', 'p.autoescola_id')
    .select([
      'p.id',
      'p.fatura_id',
      'f.nosso_numero',
      'p.autoescola_id',
      'e.slug',
      'e.nome_fantasia',
      'f.competencia',
      'f.valor_centavos as valor_fatura_centavos',
      'f.status as status_fatura',
      'f.vencimento',
      'p.origem',
      'p.valor_centavos',
      'p.pago_em',
      'p.motivo',
      'p.anexo_nome',
      'p.usuario_nome',
      isoInstant('p.created_at').as('registrado_em'),
      isoInstant<string | null>('p.estornado_em').as('estornado_em'),
      'p.estorno_motivo',
      'p.estornado_por_nome',
    ])
    // every manual write-off, and every reversal whatever the payment's origin
    .where((eb) => eb.or([eb('p.origem', '=', 'manual'), eb('p.estornado_em', 'is not', null)]));
  if (filtros.autoescola) query = query.where('e.slug', '=', filtros.autoescola.toLowerCase());
  // Days in São Paulo: what happened (the write-off or its reversal) from the start of `de` to the end of `ate`.
  const desde = filtros.de ? sql`(${filtros.de}::date::timestamp at time zone 'America/Sao_Paulo')` : null;
  const ate = filtros.ate
    ? sql`((${filtros.ate}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`
    : null;
  const dentro = (coluna: string) =>
    sql<boolean>`(${sql.ref(coluna)} is not null${desde ? sql` and ${sql.ref(coluna)} >= ${desde}` : sql``}${
      ate ? sql` and ${sql.ref(coluna)} < ${ate}` : sql``
    })`;
  if (desde || ate)
    query = query.where(sql<boolean>`(${dentro('p.created_at')} or ${dentro('p.estornado_em')})`);
  return query;
}
export type BaixaRow = Awaited<ReturnType<ReturnType<typeof baixas>['executeTakeFirstOrThrow']>>;

export function listBaixas(query: BaixasQuery) {
  return paginate(
    baixas(query),
    { ...query, sort: query.sort ?? '-registrado_em' },
    {
      columns: {
        registrado_em: 'p.created_at',
        pago_em: 'p.pago_em',
        autoescola: 'e.nome_fantasia',
        valor: 'p.valor_centavos',
        estornado_em: 'p.estornado_em',
      },
      default: 'p.created_at',
      unique: 'p.id',
    },
  );
}

export function allBaixas(filtros: BaixasFiltros, limite: number) {
  return baixas(filtros).orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(limite).execute();
}

export function findAnexo(id: number) {
  return tenantDb()
    .selectFrom('pagamentos')
    .select(['anexo_arquivo', 'anexo_nome'])
    .where('id', '=', id)
    .executeTakeFirst();
}
