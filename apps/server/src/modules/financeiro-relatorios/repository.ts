import type { FaixaAtraso, SituacaoFatura } from '@cfc/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { tenantDb } from '../../platform/db/tenant.ts';

/**
 * The finance reports' and the billing panel's SQL: invoices of the schools in the request's scope
 * (row-level security), their sums, and the payments received. Sums are bigint in SQL and read back
 * as numbers of cents.
 */

export interface FiltrosFaturas {
  /** 'YYYY-MM-01' both. */
  de: string;
  ate: string;
  autoescola?: string | undefined;
  situacao?: SituacaoFatura | undefined;
  atraso?: FaixaAtraso | undefined;
  uf?: string | undefined;
  /** Today in São Paulo: an open invoice due before it is overdue. */
  hoje: string;
}

const FAIXAS: Record<FaixaAtraso, [number, number | null]> = {
  '1-30': [1, 30],
  '31-60': [31, 60],
  '61-90': [61, 90],
  '90+': [91, null],
};

function base() {
  return tenantDb().selectFrom('faturas as f').innerJoin('autoescolas as e', 'e.id', 'f.autoescola_id');
}
type Faturas = ReturnType<typeof base>;

function situacao(
  eb: ExpressionBuilder<DB & { f: DB['faturas'] }, 'f'>,
  valor: SituacaoFatura,
  hoje: string,
) {
  if (valor === 'paga' || valor === 'cancelada') return eb('f.status', '=', valor);
  return eb.and([eb('f.status', '=', 'aberta'), eb('f.vencimento', valor === 'vencida' ? '<' : '>=', hoje)]);
}

function filtrar(query: Faturas, filtros: FiltrosFaturas): Faturas {
  let q = query.where('f.competencia', '>=', filtros.de).where('f.competencia', '<=', filtros.ate);
  if (filtros.autoescola) q = q.where('e.slug', '=', filtros.autoescola.toLowerCase());
  if (filtros.uf) q = q.where('e.uf', '=', filtros.uf);
  const { situacao: valor, atraso, hoje } = filtros;
  if (valor) q = q.where((eb) => situacao(eb as never, valor, hoje));
  if (atraso) {
    const [min, max] = FAIXAS[atraso];
    q = q
      .where((eb) => situacao(eb as never, 'vencida', hoje))
      .where(sql<boolean>`(${hoje}::date - f.vencimento) >= ${min}`);
    if (max !== null) q = q.where(sql<boolean>`(${hoje}::date - f.vencimento) <= ${max}`);
  }
  return q;
}

/** The sums every grouping shows: billed, received, open, overdue, cancelled (bigint, as text). */
const somas = (hoje: string) =>
  [
    sql<number>`count(*)::int`.as('faturas'),
    sql<string>`coalesce(sum(f.valor_centavos) filter (where f.status <> 'cancelada'), 0)::bigint`.as(
      'faturado_centavos',
    ),
    sql<string>`coalesce(sum(f.valor_pago_centavos) filter (where f.status <> 'cancelada'), 0)::bigint`.as(
      'recebido_centavos',
    ),
    sql<string>`coalesce(sum(greatest(f.valor_centavos - f.valor_pago_centavos, 0))
                  filter (where f.status = 'aberta' and f.vencimento >= ${hoje}), 0)::bigint`.as(
      'aberto_centavos',
    ),
    sql<string>`coalesce(sum(greatest(f.valor_centavos - f.valor_pago_centavos, 0))
                  filter (where f.status = 'aberta' and f.vencimento < ${hoje}), 0)::bigint`.as(
      'vencido_centavos',
    ),
    sql<string>`coalesce(sum(f.valor_centavos) filter (where f.status = 'cancelada'), 0)::bigint`.as(
      'cancelado_centavos',
    ),
  ] as const;

export type SomasRow = {
  faturas: number;
  faturado_centavos: string;
  recebido_centavos: string;
  aberto_centavos: string;
  vencido_centavos: string;
  cancelado_centavos: string;
};

export function totais(filtros: FiltrosFaturas): Promise<SomasRow> {
  return filtrar(base(), filtros).select(somas(filtros.hoje)).executeTakeFirstOrThrow() as Promise<SomasRow>;
}

export function porAutoescola(filtros: FiltrosFaturas) {
  return filtrar(base(), filtros)
    .select(['e.slug', 'e.nome_fantasia', 'e.uf', ...somas(filtros.hoje)])
    .groupBy(['e.slug', 'e.nome_fantasia', 'e.uf'])
    .orderBy('e.nome_fantasia')
    .execute() as Promise<(SomasRow & { slug: string; nome_fantasia: string; uf: string })[]>;
}

export function porMes(filtros: FiltrosFaturas) {
  return filtrar(base(), filtros)
    .select([sql<string>`to_char(f.competencia, 'YYYY-MM')`.as('competencia'), ...somas(filtros.hoje)])
    .groupBy('f.competencia')
    .orderBy('f.competencia')
    .execute() as Promise<(SomasRow & { competencia: string })[]>;
}

/** Per month and school, for the commercial financial report. */
export function porMesEAutoescola(filtros: FiltrosFaturas) {
  return filtrar(base(), filtros)
    .select([
      sql<string>`to_char(f.competencia, 'YYYY-MM')`.as('competencia'),
      'e.slug',
      'e.nome_fantasia',
      ...somas(filtros.hoje),
    ])
    .groupBy(['f.competencia', 'e.slug', 'e.nome_fantasia'])
    .orderBy('f.competencia')
    .orderBy('e.nome_fantasia')
    .execute() as Promise<(SomasRow & { competencia: string; slug: string; nome_fantasia: string })[]>;
}

/** The invoices themselves, with the NFS-e alive of each (or the last cancelled one). */
export function linhas(filtros: FiltrosFaturas, pagina?: { limit: number; offset: number }) {
  let query = filtrar(base(), filtros)
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('nfse_emissoes as n')
          .select(['n.status', 'n.numero'])
          .whereRef('n.autoescola_id', '=', 'f.autoescola_id')
          .whereRef('n.fatura_id', '=', 'f.id')
          .orderBy(sql`n.status = 'cancelada'`)
          .orderBy('n.id', 'desc')
          .limit(1)
          .as('n'),
      (join) => join.onTrue(),
    )
    .select([
      'f.id',
      'e.slug',
      'e.nome_fantasia',
      'e.uf',
      'f.tipo',
      sql<string>`to_char(f.competencia, 'YYYY-MM')`.as('competencia'),
      'f.descricao',
      'f.vencimento',
      'f.status',
      'f.valor_centavos',
      'f.valor_pago_centavos',
      'f.pago_em',
      'n.status as nfse_status',
      'n.numero as nfse_numero',
    ])
    .orderBy('f.competencia', 'desc')
    .orderBy('e.nome_fantasia')
    .orderBy('f.id');
  if (pagina) query = query.limit(pagina.limit).offset(pagina.offset);
  return query.execute();
}
export type LinhaRow = Awaited<ReturnType<typeof linhas>>[number];

// ---------- The billing panel ----------

/** Billed (not cancelled) per month billed, from `de` ('YYYY-MM-01'). */
export function faturadoPorMes(de: string) {
  return base()
    .select([
      sql<string>`to_char(f.competencia, 'YYYY-MM')`.as('competencia'),
      sql<string>`coalesce(sum(f.valor_centavos), 0)::bigint`.as('valor'),
    ])
    .where('f.status', '<>', 'cancelada')
    .where('f.competencia', '>=', de)
    .groupBy('f.competencia')
    .execute();
}

/** Received (payments not reversed) per month paid, from `de` ('YYYY-MM-DD'). */
export function recebidoPorMes(de: string) {
  return tenantDb()
    .selectFrom('pagamentos as p')
    .select([
      sql<string>`to_char(p.pago_em, 'YYYY-MM')`.as('mes'),
      sql<string>`coalesce(sum(p.valor_centavos), 0)::bigint`.as('valor'),
    ])
    .where('p.estornado_em', 'is', null)
    .where('p.pago_em', '>=', de)
    .groupBy(sql`to_char(p.pago_em, 'YYYY-MM')`)
    .execute();
}

/** What overdue invoices still owe, by how long ago they fell due. */
export function atraso(hoje: string) {
  return base()
    .select([
      sql<FaixaAtraso>`case when ${hoje}::date - f.vencimento <= 30 then '1-30'
                            when ${hoje}::date - f.vencimento <= 60 then '31-60'
                            when ${hoje}::date - f.vencimento <= 90 then '61-90'
                            else '90+' end`.as('faixa'),
      sql<number>`count(*)::int`.as('faturas'),
      sql<string>`coalesce(sum(greatest(f.valor_centavos - f.valor_pago_centavos, 0)), 0)::bigint`.as(
        'valor',
      ),
    ])
    .where('f.status', '=', 'aberta')
    .where('f.vencimento', '<', hoje)
    .groupBy('faixa')
    .execute();
}

/** Overdue owed, and what fell due up to today (paid or not): the default rate's two sides. */
export function inadimplencia(hoje: string) {
  return base()
    .select([
      sql<number>`count(*) filter (where f.status = 'aberta')::int`.as('vencidas'),
      sql<string>`coalesce(sum(greatest(f.valor_centavos - f.valor_pago_centavos, 0))
                    filter (where f.status = 'aberta'), 0)::bigint`.as('vencido'),
      sql<string>`coalesce(sum(f.valor_centavos), 0)::bigint`.as('devido'),
    ])
    .where('f.status', '<>', 'cancelada')
    .where('f.vencimento', '<', hoje)
    .executeTakeFirstOrThrow();
}

/** The schools that owe most (open and overdue) on the invoices of the period. */
export function maioresDevedores(filtros: FiltrosFaturas, limite: number) {
  return filtrar(base(), filtros)
    .select([
      'e.slug',
      'e.nome_fantasia',
      sql<string>`coalesce(sum(greatest(f.valor_centavos - f.valor_pago_centavos, 0)), 0)::bigint`.as(
        'aberto',
      ),
      sql<string>`coalesce(sum(greatest(f.valor_centavos - f.valor_pago_centavos, 0))
                    filter (where f.vencimento < ${filtros.hoje}), 0)::bigint`.as('vencido'),
    ])
    .where('f.status', '=', 'aberta')
    .groupBy(['e.slug', 'e.nome_fantasia'])
    .orderBy('aberto', 'desc')
    .orderBy('e.nome_fantasia')
    .limit(limite)
    .execute();
}
