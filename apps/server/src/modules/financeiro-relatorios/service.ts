import {
  FAIXAS_ATRASO,
  type PainelFaturamento,
  type RelatorioFinanceiro,
  type RelatorioFinanceiroLinha,
  type relatorioFinanceiroFiltros,
  type relatorioFinanceiroQuery,
  type TotaisFinanceiros,
} from '@cfc/contract';
import { situacaoDaFatura, todayInSaoPaulo } from '@cfc/domain';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/auth/context.ts';
import { readThrough } from '../../platform/cache/data-version.ts';
import { ShortCache } from '../../platform/cache/short-cache.ts';
import * as repository from './repository.ts';

/**
 * Finance reports and the billing panel (docs/finance.md, "Reports and the billing panel"). Every
 * total is a sum of the same invoices' cents, so a report's lines add up to its totals.
 */

export type Filtros = z.output<typeof relatorioFinanceiroFiltros>;
type Query = z.output<typeof relatorioFinanceiroQuery>;

/** Months of the panel's charts and of a report without a period. */
const MESES_PADRAO = 12;
/** Schools in the panel's 'who owes most'. */
const MAIORES_DEVEDORES = 10;

/**
 * The report's pages and the panel, kept a few seconds per version of the invoices
 * (platform/cache/data-version.ts): each sums every invoice of its period, and finance staff open
 * them again and again; any change to an invoice, payment or NFS-e shows on the next read.
 */
const LEITURAS_TTL_MS = 10_000;
const relatorios = new ShortCache<RelatorioFinanceiro>(LEITURAS_TTL_MS);
const paineis = new ShortCache<PainelFaturamento>(LEITURAS_TTL_MS);

/** 'YYYY-MM' moved by `n` months. */
export function somarMeses(mes: string, n: number): string {
  const [ano = 0, m = 1] = mes.split('-').map(Number);
  const total = ano * 12 + (m - 1) + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** The months from `de` to `ate`, both 'YYYY-MM'. */
export function mesesEntre(de: string, ate: string): string[] {
  const meses: string[] = [];
  for (let mes = de; mes <= ate; mes = somarMeses(mes, 1)) meses.push(mes);
  return meses;
}

/** The period a report reads: what was asked, or the twelve months up to the current one. */
export function periodoDe(query: { de?: string | undefined; ate?: string | undefined }, hoje: string) {
  const ate = query.ate ?? (query.de && query.de > hoje.slice(0, 7) ? query.de : hoje.slice(0, 7));
  const de = query.de ?? somarMeses(ate, -(MESES_PADRAO - 1));
  return { de, ate };
}

export function filtrosDe(query: Partial<Filtros>, hoje: string): repository.FiltrosFaturas {
  const { de, ate } = periodoDe(query, hoje);
  return {
    de: `${de}-01`,
    ate: `${ate}-01`,
    autoescola: query.autoescola,
    situacao: query.situacao,
    atraso: query.atraso,
    uf: query.uf,
    hoje,
  };
}

export function totaisDe(row: repository.SomasRow): TotaisFinanceiros {
  return {
    faturas: row.faturas,
    faturado_centavos: Number(row.faturado_centavos),
    recebido_centavos: Number(row.recebido_centavos),
    aberto_centavos: Number(row.aberto_centavos),
    vencido_centavos: Number(row.vencido_centavos),
    cancelado_centavos: Number(row.cancelado_centavos),
  };
}

const diasEntre = (de: string, ate: string) =>
  Math.round((Date.parse(`${ate}T00:00:00Z`) - Date.parse(`${de}T00:00:00Z`)) / 86_400_000);

export function linhaDe(row: repository.LinhaRow, hoje: string): RelatorioFinanceiroLinha {
  const situacao = situacaoDaFatura(row.status, row.vencimento, hoje);
  return {
    id_fatura: row.id,
    autoescola: row.slug,
    autoescola_nome: row.nome_fantasia,
    uf: row.uf,
    tipo: row.tipo,
    competencia: row.competencia,
    descricao: row.descricao,
    vencimento: row.vencimento,
    situacao,
    valor_centavos: row.valor_centavos,
    valor_pago_centavos: row.valor_pago_centavos,
    em_aberto_centavos:
      row.status === 'aberta' ? Math.max(row.valor_centavos - row.valor_pago_centavos, 0) : 0,
    pago_em: row.pago_em,
    dias_atraso: situacao === 'vencida' ? diasEntre(row.vencimento, hoje) : null,
    nfse_status: row.nfse_status ?? null,
    nfse_numero: row.nfse_numero ?? null,
  };
}

/** The report: a page of invoices, the totals of all of them, and their groups by school and month. */
export async function relatorioFinanceiro(ctx: RequestContext, query: Query): Promise<RelatorioFinanceiro> {
  const hoje = todayInSaoPaulo();
  const filtros = filtrosDe(query, hoje);
  return ctx.tenant(() =>
    readThrough(relatorios, 'financeiro_versao', JSON.stringify([filtros, query.page, query.per_page]), () =>
      lerRelatorio(query, filtros, hoje),
    ),
  );
}

async function lerRelatorio(
  query: Query,
  filtros: repository.FiltrosFaturas,
  hoje: string,
): Promise<RelatorioFinanceiro> {
  const totais = totaisDe(await repository.totais(filtros));
  const linhas = await repository.linhas(filtros, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const porAutoescola = await repository.porAutoescola(filtros);
  const porMes = await repository.porMes(filtros);
  return {
    periodo: { de: filtros.de.slice(0, 7), ate: filtros.ate.slice(0, 7) },
    faturas: {
      data: linhas.map((row) => linhaDe(row, hoje)),
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(totais.faturas / query.per_page)),
      per_page: query.per_page,
      total: totais.faturas,
    },
    totais,
    por_autoescola: porAutoescola.map((row) => ({
      autoescola: row.slug,
      autoescola_nome: row.nome_fantasia,
      uf: row.uf,
      ...totaisDe(row),
    })),
    por_mes: porMes.map((row) => ({ competencia: row.competencia, ...totaisDe(row) })),
  };
}

/** Every line of the report and its totals, for the exports (inside the export's tenant transaction). */
export async function relatorioCompleto(filtros: Partial<Filtros>) {
  const hoje = todayInSaoPaulo();
  const f = filtrosDe(filtros, hoje);
  const linhas = (await repository.linhas(f)).map((row) => linhaDe(row, hoje));
  return {
    periodo: { de: f.de.slice(0, 7), ate: f.ate.slice(0, 7) },
    linhas,
    totais: totaisDe(await repository.totais(f)),
  };
}

/** The billing panel of the schools in scope. */
export async function painelFaturamento(ctx: RequestContext): Promise<PainelFaturamento> {
  const hoje = todayInSaoPaulo();
  const mesAtual = hoje.slice(0, 7);
  const primeiro = somarMeses(mesAtual, -(MESES_PADRAO - 1));
  const meses = mesesEntre(primeiro, mesAtual);
  const periodo = filtrosDe({ de: primeiro, ate: mesAtual }, hoje);
  return ctx.tenant(() =>
    readThrough(paineis, 'financeiro_versao', hoje, () => lerPainel(hoje, meses, periodo)),
  );
}

async function lerPainel(
  hoje: string,
  meses: string[],
  periodo: repository.FiltrosFaturas,
): Promise<PainelFaturamento> {
  const mesAtual = hoje.slice(0, 7);
  const primeiro = meses[0] ?? mesAtual;
  const faturado = new Map(
    (await repository.faturadoPorMes(`${primeiro}-01`)).map((r) => [r.competencia, Number(r.valor)]),
  );
  const recebido = new Map(
    (await repository.recebidoPorMes(`${primeiro}-01`)).map((r) => [r.mes, Number(r.valor)]),
  );
  const atraso = new Map((await repository.atraso(hoje)).map((r) => [r.faixa, r]));
  const inadimplencia = await repository.inadimplencia(hoje);
  const porUf = await repository.porAutoescola(periodo);
  const ufs = new Map<string, PainelFaturamento['por_uf'][number]>();
  for (const row of porUf) {
    const uf = ufs.get(row.uf) ?? {
      uf: row.uf,
      faturado_centavos: 0,
      recebido_centavos: 0,
      vencido_centavos: 0,
    };
    uf.faturado_centavos += Number(row.faturado_centavos);
    uf.recebido_centavos += Number(row.recebido_centavos);
    uf.vencido_centavos += Number(row.vencido_centavos);
    ufs.set(row.uf, uf);
  }
  const devedores = await repository.maioresDevedores(periodo, MAIORES_DEVEDORES);
  const vencido = Number(inadimplencia.vencido);
  const devido = Number(inadimplencia.devido);
  return {
    mes_atual: mesAtual,
    hoje,
    kpis: {
      faturado_mes_centavos: faturado.get(mesAtual) ?? 0,
      recebido_mes_centavos: recebido.get(mesAtual) ?? 0,
      vencido_centavos: vencido,
      faturas_vencidas: inadimplencia.vencidas,
      inadimplencia_pontos_base: devido > 0 ? Math.round((vencido * 10_000) / devido) : 0,
    },
    meses: meses.map((competencia) => ({
      competencia,
      faturado_centavos: faturado.get(competencia) ?? 0,
      recebido_centavos: recebido.get(competencia) ?? 0,
    })),
    atraso: FAIXAS_ATRASO.map((faixa) => ({
      faixa,
      faturas: atraso.get(faixa)?.faturas ?? 0,
      valor_centavos: Number(atraso.get(faixa)?.valor ?? 0),
    })),
    por_uf: [...ufs.values()].sort((a, b) => a.uf.localeCompare(b.uf)),
    maiores_devedores: devedores.map((row) => ({
      autoescola: row.slug,
      autoescola_nome: row.nome_fantasia,
      em_aberto_centavos: Number(row.aberto),
      vencido_centavos: Number(row.vencido),
    })),
  };
}

/**
 * Billed, received and overdue by month and school over months `de`..`ate` ('YYYY-MM'), and by
 * month: the commercial area's financial report (inside the caller's tenant transaction).
 */
export async function financeiroPorMes(periodo: {
  de?: string | undefined;
  ate?: string | undefined;
  autoescola?: string | undefined;
}) {
  const hoje = todayInSaoPaulo();
  const filtros = filtrosDe(periodo, hoje);
  const linhas = await repository.porMesEAutoescola(filtros);
  const porMes = await repository.porMes(filtros);
  const totais = totaisDe(await repository.totais(filtros));
  return {
    periodo: { de: filtros.de.slice(0, 7), ate: filtros.ate.slice(0, 7) },
    linhas: linhas.map((row) => ({
      competencia: row.competencia,
      autoescola: row.slug,
      autoescola_nome: row.nome_fantasia,
      ...totaisDe(row),
    })),
    por_mes: porMes.map((row) => ({ competencia: row.competencia, ...totaisDe(row) })),
    totais,
  };
}
