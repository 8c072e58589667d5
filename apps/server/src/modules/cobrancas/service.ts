import {
  type Cobranca,
  type CobrancaDetalhe,
  type CobrancaParcela,
  type CobrancasPage,
  type cobrancaBody,
  type ProdutoServico,
  type produtoServicoBody,
  totalDosItens,
} from '@cfc/contract';
import { addMonths, planoDeParcelas, situacaoDaFatura, todayInSaoPaulo } from '@cfc/domain';
import { gerarBoleto, gerarPixCopiaECola } from '@cfc/domain/pagamentos';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { FinanceiroConfig } from '../../config.ts';
import { auditChange } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { readThrough } from '../../platform/cache/data-version.ts';
import { ShortCache } from '../../platform/cache/short-cache.ts';
import type { DB } from '../../platform/db/schema.ts';
import { conflict, type FieldErrors, invalid, notFound } from '../../platform/http/errors.ts';
import { renderBoletoPdf } from './boleto-pdf.ts';
import * as repository from './repository.ts';

/** The extra charges (docs/finance.md, "Extra charges"): the catalogue, charges, their instalments and invoices. */

export interface CobrancasDeps {
  financeiro: FinanceiroConfig;
}

const PRODUTO_NAO_ENCONTRADO = 'cobrancas.produtoNaoEncontrado';
const COBRANCA_NAO_ENCONTRADA = 'cobrancas.cobrancaNaoEncontrada';
/** How far ahead a first due date may be. */
const MAX_ANOS_VENCIMENTO = 2;
/** The most characters of an invoice line's description (fatura_itens). */
const DESCRICAO_ITEM_MAX = 300;

// ---------- Catalogue ----------

function toProduto(row: repository.ProdutoRow): ProdutoServico {
  return {
    id_produto: row.id,
    nome: row.nome,
    descricao: row.descricao,
    tipo: row.tipo,
    preco_centavos: row.preco_centavos,
    ativo: row.ativo,
  };
}

function duplicateName(error: unknown): never {
  if ((error as { code?: string }).code === '23505')
    throw invalid({ nome: ['cobrancas.produtoNomeDuplicado'] });
  throw error;
}

export async function listProdutosServicos(ctx: RequestContext, query: repository.ProdutosQuery) {
  const page = await ctx.tenant(() => repository.listProdutos(query));
  return { ...page, data: page.data.map(toProduto) };
}

type ProdutoInput = z.output<typeof produtoServicoBody>;

export async function createProdutoServico(ctx: RequestContext, body: ProdutoInput): Promise<ProdutoServico> {
  const row = await ctx
    .tenant(async () => {
      const id = await repository.insertProduto(body);
      await auditChange(ctx, { entidade: 'produto_servico', acao: 'produto_servico_criado', id });
      return repository.findProduto(id);
    })
    .catch(duplicateName);
  if (!row) throw notFound(PRODUTO_NAO_ENCONTRADO);
  return toProduto(row);
}

export async function updateProdutoServico(
  ctx: RequestContext,
  id: number,
  body: ProdutoInput,
): Promise<ProdutoServico> {
  const row = await ctx
    .tenant(async () => {
      if (!(await repository.updateProduto(id, body))) return undefined;
      await auditChange(ctx, { entidade: 'produto_servico', acao: 'produto_servico_alterado', id });
      return repository.findProduto(id);
    })
    .catch(duplicateName);
  if (!row) throw notFound(PRODUTO_NAO_ENCONTRADO);
  return toProduto(row);
}

export async function setProdutoServicoAtivo(ctx: RequestContext, id: number, ativo: boolean): Promise<void> {
  const found = await ctx.tenant(async () => {
    if (!(await repository.updateProduto(id, { ativo }))) return false;
    await auditChange(ctx, {
      entidade: 'produto_servico',
      acao: ativo ? 'produto_servico_ativado' : 'produto_servico_desativado',
      id,
    });
    return true;
  });
  if (!found) throw notFound(PRODUTO_NAO_ENCONTRADO);
}

// ---------- Charges: reading ----------

function toCobranca(row: repository.CobrancaRow): Cobranca {
  return {
    id_cobranca: row.id,
    id_autoescola: row.autoescola_id,
    autoescola: row.slug,
    autoescola_nome: row.nome_fantasia,
    descricao: row.descricao,
    itens_resumo: row.itens_resumo,
    faturamento: row.faturamento,
    parcelas: row.parcelas,
    primeiro_vencimento: row.primeiro_vencimento,
    valor_centavos: row.valor_centavos,
    valor_pago_centavos: row.valor_pago_centavos,
    situacao: row.situacao,
    criada_em: row.criada_em,
    criada_por: row.usuario_nome,
  };
}

function toParcela(row: repository.ParcelaRow, hoje: string): CobrancaParcela {
  const situacao =
    row.status === 'cancelada'
      ? 'cancelada'
      : row.fatura_status && row.fatura_vencimento
        ? situacaoDaFatura(row.fatura_status, row.fatura_vencimento, hoje)
        : 'pendente';
  const propria = row.fatura_tipo === 'avulsa';
  return {
    numero: row.numero,
    vencimento: row.vencimento,
    valor_centavos: row.valor_centavos,
    situacao,
    id_fatura: row.fatura_id,
    fatura_tipo: row.fatura_tipo,
    fatura_descricao: row.fatura_descricao,
    fatura_competencia: row.fatura_competencia?.slice(0, 7) ?? null,
    fatura_vencimento: row.fatura_vencimento,
    pago_em: row.pago_em,
    linha_digitavel: propria ? row.linha_digitavel : null,
    pix_copia_e_cola: propria ? row.pix_copia_e_cola : null,
  };
}

export async function listCobrancas(
  ctx: RequestContext,
  query: repository.CobrancasFiltros & { page: number; per_page: number; sort?: string | undefined },
): Promise<CobrancasPage> {
  return ctx.tenant(() =>
    readThrough(paginas, 'financeiro_versao', JSON.stringify([todayInSaoPaulo(), query]), async () => {
      const page = await repository.listCobrancas(query);
      const totais = await repository.totaisCobrancas(query);
      return { ...page, data: page.data.map(toCobranca), totais };
    }),
  );
}

/**
 * The charges' pages with the sums of every charge of the filters, kept ten seconds per version of
 * the invoices and charges (platform/cache/data-version.ts, docs/finance.md "Reading fast").
 */
const paginas = new ShortCache<CobrancasPage>(10_000);

async function detalhe(id: number): Promise<CobrancaDetalhe> {
  const row = await repository.findCobranca(id);
  if (!row) throw notFound(COBRANCA_NAO_ENCONTRADA);
  const [itens, parcelas] = await Promise.all([
    repository.itens(row.autoescola_id, row.id),
    repository.parcelas(row.autoescola_id, row.id),
  ]);
  const hoje = todayInSaoPaulo();
  return {
    ...toCobranca(row),
    itens: itens.map((item) => ({
      id_item: item.id,
      id_produto: item.produto_servico_id,
      nome: item.nome,
      quantidade: item.quantidade,
      valor_unitario_centavos: item.valor_unitario_centavos,
      valor_centavos: item.valor_centavos,
    })),
    lista_parcelas: parcelas.map((parcela) => toParcela(parcela, hoje)),
    cancelada_em: row.cancelada_em,
    cancelamento_motivo: row.cancelamento_motivo,
    cancelada_por: row.cancelada_por_nome,
  };
}

export function getCobranca(ctx: RequestContext, id: number): Promise<CobrancaDetalhe> {
  return ctx.tenant(() => detalhe(id));
}

/** The PDF of an instalment's own boleto and PIX. */
export async function boletoDaParcela(
  ctx: RequestContext,
  id: number,
  numero: number,
): Promise<{ nome: string; content: Buffer }> {
  const { cobranca, parcela } = await ctx.tenant(async () => {
    const cobranca = await repository.findCobranca(id);
    if (!cobranca) throw notFound(COBRANCA_NAO_ENCONTRADA);
    const parcelas = await repository.parcelas(cobranca.autoescola_id, cobranca.id);
    return { cobranca, parcela: parcelas.find((p) => p.numero === numero) };
  });
  if (!parcela?.linha_digitavel || parcela.fatura_tipo !== 'avulsa' || parcela.nosso_numero === null) {
    throw notFound('cobrancas.parcelaSemBoleto');
  }
  const content = await renderBoletoPdf({
    autoescola: cobranca.nome_fantasia,
    titulo: `Cobrança #${cobranca.id} – parcela ${parcela.numero}/${cobranca.parcelas}`,
    itens: cobranca.itens_resumo,
    vencimento: parcela.fatura_vencimento ?? parcela.vencimento,
    valorCentavos: parcela.valor_centavos,
    nossoNumero: parcela.nosso_numero,
    linhaDigitavel: parcela.linha_digitavel,
    pixCopiaECola: parcela.pix_copia_e_cola,
    situacao: toParcela(parcela, todayInSaoPaulo()).situacao,
  });
  return { nome: `cobranca-${cobranca.id}-parcela-${parcela.numero}.pdf`, content };
}

// ---------- Charges: writing ----------

type CobrancaInput = z.output<typeof cobrancaBody>;

/** The school a finance user charges: one it serves, never the operator itself. */
function escolaCobrada(ctx: RequestContext, slug: string): number {
  const escola = ctx.principal.escolas.find((school) => school.slug === slug.toLowerCase());
  if (!escola || escola.operadora) throw invalid({ autoescola: ['cobrancas.autoescolaInvalida'] });
  return escola.id;
}

function checkVencimento(primeiro: string): void {
  const hoje = todayInSaoPaulo();
  if (primeiro < hoje) throw invalid({ primeiro_vencimento: ['cobrancas.vencimentoPassado'] });
  if (primeiro > addMonths(hoje, 12 * MAX_ANOS_VENCIMENTO)) {
    throw invalid({ primeiro_vencimento: ['cobrancas.vencimentoDistante'] });
  }
}

/** "Cobrança #12 – Taxa de implantação (parcela 1/3)", as an invoice line and a one-off invoice read it. */
export function descricaoDaParcela(cobrancaId: number, itens: string, numero: number, total: number): string {
  const sufixo = ` (parcela ${numero}/${total})`;
  const texto = `Cobrança #${cobrancaId} – ${itens || 'itens'}`;
  const espaco = DESCRICAO_ITEM_MAX - sufixo.length;
  return `${texto.length > espaco ? `${texto.slice(0, espaco - 1)}…` : texto}${sufixo}`;
}

/**
 * Writes a charge in the current transaction (a request's, or the demo seed's): its items as the
 * catalogue prices them now (or as edited), its instalments, and for 'boleto_proprio' each
 * instalment's own invoice with boleto and PIX. The new charge's id.
 */
export async function gravarCobranca(
  deps: CobrancasDeps,
  autor: { usuarioId: number | null; nome: string | null },
  autoescolaId: number,
  body: CobrancaInput,
): Promise<number> {
  const ids = [...new Set(body.itens.map((item) => item.id_produto))];
  const produtos = new Map((await repository.findProdutos(ids)).map((p) => [p.id, p]));
  const errors: FieldErrors = {};
  body.itens.forEach((item, index) => {
    if (!produtos.get(item.id_produto)?.ativo) {
      errors[`itens.${index}.id_produto`] = ['cobrancas.produtoIndisponivel'];
    }
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const total = totalDosItens(body.itens);
  const cobrancaId = await repository.insertCobranca({
    autoescola_id: autoescolaId,
    descricao: body.descricao,
    faturamento: body.faturamento,
    parcelas: body.parcelas,
    primeiro_vencimento: body.primeiro_vencimento,
    valor_centavos: total,
    usuario_id: autor.usuarioId,
    usuario_nome: autor.nome,
  });
  await repository.insertItens(
    body.itens.map((item) => ({
      autoescola_id: autoescolaId,
      cobranca_id: cobrancaId,
      produto_servico_id: item.id_produto,
      nome: produtos.get(item.id_produto)?.nome ?? '',
      quantidade: item.quantidade,
      valor_unitario_centavos: item.valor_unitario_centavos,
      valor_centavos: item.quantidade * item.valor_unitario_centavos,
    })),
  );
  const plano = planoDeParcelas(total, body.parcelas, body.primeiro_vencimento);
  const parcelas = await repository.insertParcelas(
    plano.map((parcela) => ({
      autoescola_id: autoescolaId,
      cobranca_id: cobrancaId,
      numero: parcela.numero,
      vencimento: parcela.vencimento,
      valor_centavos: parcela.valorCentavos,
    })),
  );
  if (body.faturamento === 'boleto_proprio') {
    const nomes = body.itens.map((item) => produtos.get(item.id_produto)?.nome ?? '').join(', ');
    for (const parcela of plano) {
      const parcelaId = parcelas.find((p) => p.numero === parcela.numero)?.id;
      if (parcelaId === undefined) continue;
      const descricao = descricaoDaParcela(cobrancaId, nomes, parcela.numero, body.parcelas);
      const fatura = await emitirFaturaPropria(deps, autoescolaId, { ...parcela, descricao });
      await repository.marcarFaturada(autoescolaId, parcelaId, fatura);
    }
  }
  return cobrancaId;
}

/** An instalment's own one-off invoice: its line, boleto (nosso número from the invoices' sequence) and PIX. */
async function emitirFaturaPropria(
  deps: CobrancasDeps,
  autoescolaId: number,
  parcela: { vencimento: string; valorCentavos: number; descricao: string },
): Promise<{ faturaId: number; itemId: number }> {
  const nossoNumero = await repository.nextNossoNumero();
  const boleto = gerarBoleto({
    cedente: deps.financeiro.cedente,
    nossoNumero,
    valorCentavos: parcela.valorCentavos,
    vencimento: parcela.vencimento,
  });
  const pix = gerarPixCopiaECola({
    recebedor: deps.financeiro.pix,
    valorCentavos: parcela.valorCentavos,
    txid: `FAT${nossoNumero}`,
  });
  const faturaId = await repository.insertFaturaAvulsa({
    autoescola_id: autoescolaId,
    tipo: 'avulsa',
    competencia: `${parcela.vencimento.slice(0, 7)}-01`,
    descricao: parcela.descricao.slice(0, 200),
    vencimento: parcela.vencimento,
    valor_centavos: parcela.valorCentavos,
    nosso_numero: nossoNumero,
    codigo_barras: boleto.codigoBarras,
    linha_digitavel: boleto.linhaDigitavel,
    pix_copia_e_cola: pix,
  });
  const itemId = await repository.insertFaturaItem({
    autoescola_id: autoescolaId,
    fatura_id: faturaId,
    tipo: 'cobranca',
    descricao: parcela.descricao,
    quantidade: 1,
    valor_unitario_centavos: parcela.valorCentavos,
    valor_centavos: parcela.valorCentavos,
  });
  return { faturaId, itemId };
}

export async function createCobranca(
  deps: CobrancasDeps,
  ctx: RequestContext,
  body: CobrancaInput,
): Promise<CobrancaDetalhe> {
  const autoescolaId = escolaCobrada(ctx, body.autoescola);
  checkVencimento(body.primeiro_vencimento);
  return ctx.tenant(async () => {
    const id = await gravarCobranca(
      deps,
      { usuarioId: ctx.principal.usuarioId, nome: ctx.principal.nome },
      autoescolaId,
      body,
    );
    await auditChange(ctx, {
      entidade: 'cobranca',
      acao: 'cobranca_criada',
      id,
      autoescolaId,
      dados: {
        faturamento: body.faturamento,
        parcelas: body.parcelas,
        valor_centavos: totalDosItens(body.itens),
      },
    });
    return detalhe(id);
  });
}

/**
 * Cancels a charge: the instalments no invoice billed yet are cancelled, and so are its own
 * one-off invoices nobody paid anything of; what a monthly invoice billed, or was paid, stays.
 */
export async function cancelarCobranca(
  ctx: RequestContext,
  id: number,
  motivo: string,
): Promise<CobrancaDetalhe> {
  return ctx.tenant(async () => {
    const cobranca = await repository.lockCobranca(id);
    if (!cobranca) throw notFound(COBRANCA_NAO_ENCONTRADA);
    if (cobranca.status === 'cancelada') throw conflict('cobrancas.cobrancaJaCancelada');
    await repository.cancelCobranca(cobranca.autoescola_id, id, { motivo, usuarioNome: ctx.principal.nome });
    const pendentes = await repository.cancelPendentes(cobranca.autoescola_id, id);
    const faturas = await repository.cancelBoletosSemPagamento(
      cobranca.autoescola_id,
      id,
      `Cobrança #${id} cancelada: ${motivo}`,
    );
    await auditChange(ctx, {
      entidade: 'cobranca',
      acao: 'cobranca_cancelada',
      id,
      autoescolaId: cobranca.autoescola_id,
      dados: { motivo, parcelas_canceladas: pendentes + faturas.length, faturas_canceladas: faturas },
    });
    return detalhe(id);
  });
}

// ---------- Billing with the monthly invoice ----------

/** The first day of the month after `competencia` ('YYYY-MM' or 'YYYY-MM-DD'). */
function inicioDoMesSeguinte(competencia: string): string {
  return addMonths(`${competencia.slice(0, 7)}-01`, 1);
}

/**
 * Adds to a school's monthly invoice one line (tipo 'cobranca') per instalment 'proxima_fatura' due
 * in or before the invoice's month and not billed yet, and links each instalment to it. Runs in the
 * caller's transaction (the billing run); the invoice's total is the caller's to add the returned
 * cents to. Instalments are locked, so two runs never bill one twice.
 */
/** Per school, the count and amount of the instalments `faturarParcelasPendentes` would add for a month. */
export async function parcelasAFaturar(
  trx: Transaction<DB>,
  competencia: string,
  autoescolaIds: readonly number[],
): Promise<Map<number, { quantidade: number; valor_centavos: number }>> {
  const rows = await repository.pendentesPorEscola(trx, autoescolaIds, inicioDoMesSeguinte(competencia));
  return new Map(
    rows.map((row) => [
      Number(row.autoescola_id),
      { quantidade: row.quantidade, valor_centavos: row.valor_centavos },
    ]),
  );
}

export async function faturarParcelasPendentes(
  trx: Transaction<DB>,
  fatura: { autoescolaId: number; faturaId: number; competencia: string },
): Promise<number> {
  const pendentes = await repository.pendentesParaFatura(
    trx,
    fatura.autoescolaId,
    inicioDoMesSeguinte(fatura.competencia),
  );
  let total = 0;
  for (const parcela of pendentes) {
    const itemId = await repository.insertItemFatura(trx, {
      autoescola_id: fatura.autoescolaId,
      fatura_id: fatura.faturaId,
      tipo: 'cobranca',
      descricao: descricaoDaParcela(parcela.cobranca_id, parcela.itens, parcela.numero, parcela.parcelas),
      quantidade: 1,
      valor_unitario_centavos: parcela.valor_centavos,
      valor_centavos: parcela.valor_centavos,
    });
    await repository.marcarFaturadaEm(trx, fatura.autoescolaId, parcela.id, {
      faturaId: fatura.faturaId,
      itemId,
    });
    total += parcela.valor_centavos;
  }
  return total;
}
