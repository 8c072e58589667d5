import {
  type AlunoCadastrado,
  type Fatura,
  type FaturaDetalhe,
  type FaturaItem,
  type ItemFaturado,
  type Pagamento,
  type PermissionFlag,
  Role,
} from '@cfc/contract';
import { formatCents, todayInSaoPaulo } from '@cfc/domain';
import { formatarLinhaDigitavel } from '@cfc/domain/pagamentos';
import type { Kysely } from 'kysely';
import { auditChange } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { readThrough } from '../../platform/cache/data-version.ts';
import { ShortCache } from '../../platform/cache/short-cache.ts';
import type { DB } from '../../platform/db/schema.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { SEND_MAIL_JOB } from '../../platform/mail/jobs.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { mesAno } from './calculo.ts';
import * as faturasRepository from './faturas-repository.ts';
import { qrDoPix, renderFaturaPdf } from './pdf.ts';
import * as repository from './repository.ts';
import { type FaturamentoDeps, inScope } from './service.ts';

/** The invoices as finance staff and the schools read them, their mail, and the billed lines (docs/finance.md). */

const FATURA_NAO_ENCONTRADA = 'faturamento.faturaNaoEncontrada';

// ---------- Invoices ----------

/**
 * The lists' pages with their sums over every invoice (or line) of the filters: kept a few seconds
 * per version of the invoices (platform/cache/data-version.ts), so finance staff and schools paging
 * back and forth read them once, and any change to an invoice, payment or line shows at once.
 */
const LISTAS_TTL_MS = 10_000;
const paginasDeFaturas = new ShortCache<Awaited<ReturnType<typeof lerFaturas>>>(LISTAS_TTL_MS);
const paginasDeItens = new ShortCache<Awaited<ReturnType<typeof lerItens>>>(LISTAS_TTL_MS);

function toFatura(row: faturasRepository.FaturaRow): Fatura {
  return {
    id_fatura: Number(row.id_fatura),
    id_autoescola: Number(row.id_autoescola),
    autoescola: row.autoescola,
    autoescola_nome: row.autoescola_nome,
    tipo: row.tipo,
    competencia: row.competencia,
    descricao: row.descricao,
    emitida_em: row.emitida_em,
    vencimento: row.vencimento,
    valor_centavos: row.valor_centavos,
    valor_pago_centavos: row.valor_pago_centavos,
    situacao: row.vencida ? 'vencida' : row.status,
    pago_em: row.pago_em,
    nosso_numero: Number(row.nosso_numero),
    linha_digitavel: row.linha_digitavel,
    pix_copia_e_cola: row.pix_copia_e_cola,
  };
}

/** The invoice flags a school's staff need (SPEC §6); the operator's roles need none. */
const FLAGS_FATURAS: readonly PermissionFlag[] = ['faturas_praticas', 'faturas_teoricas'];
const daEscola = (ctx: RequestContext) =>
  ctx.principal.role === Role.ADMIN || ctx.principal.role === Role.GESTOR;

export function exigirFlagDeFaturas(ctx: RequestContext): void {
  if (daEscola(ctx) && !FLAGS_FATURAS.some((flag) => ctx.principal.permissions.has(flag))) throw forbidden();
}

/** The kinds of billed lines the caller may read: a school's practical and theory ones by their flags. */
export function tiposVisiveis(ctx: RequestContext, pedido?: string): string[] {
  exigirFlagDeFaturas(ctx);
  const { permissions } = ctx.principal;
  const tipos = daEscola(ctx)
    ? [
        'aluno_cadastrado',
        ...(permissions.has('faturas_praticas') ? ['aula_pratica'] : []),
        ...(permissions.has('faturas_teoricas') ? ['aula_teorica'] : []),
      ]
    : ['aluno_cadastrado', 'aula_pratica', 'aula_teorica'];
  if (pedido && !tipos.includes(pedido)) throw forbidden();
  return tipos;
}

export async function listFaturas(
  db: Kysely<DB>,
  ctx: RequestContext,
  query: faturasRepository.FaturasFiltros & { page: number; per_page: number; sort?: string },
) {
  exigirFlagDeFaturas(ctx);
  return inScope(db, ctx, () =>
    readThrough(paginasDeFaturas, 'financeiro_versao', JSON.stringify([todayInSaoPaulo(), query]), () =>
      lerFaturas(query),
    ),
  );
}

async function lerFaturas(
  query: faturasRepository.FaturasFiltros & { page: number; per_page: number; sort?: string },
) {
  const page = await faturasRepository.listFaturas(query);
  const totais = await faturasRepository.totaisFaturas(query);
  return {
    ...page,
    data: page.data.map(toFatura),
    totais: {
      quantidade: totais.quantidade,
      valor_centavos: Number(totais.valor_centavos),
      valor_pago_centavos: Number(totais.valor_pago_centavos),
      em_aberto_centavos: Number(totais.em_aberto_centavos),
      vencido_centavos: Number(totais.vencido_centavos),
    },
  };
}

export async function allFaturas(filtros: faturasRepository.FaturasFiltros, limite = 5000) {
  return (await faturasRepository.allFaturas(filtros, limite)).map(toFatura);
}

/** One invoice with its lines and payments, in the current tenant transaction. */
async function detalhe(id: number): Promise<FaturaDetalhe> {
  const row = await faturasRepository.findFatura(id);
  if (!row) throw notFound(FATURA_NAO_ENCONTRADA);
  const autoescolaId = Number(row.id_autoescola);
  const itens = await faturasRepository.itensDaFatura(autoescolaId, id);
  const pagamentos = await faturasRepository.pagamentosDaFatura(autoescolaId, id);
  return {
    ...toFatura(row),
    autoescola_cnpj: row.autoescola_cnpj,
    email_cobranca: row.email_cobranca,
    codigo_barras: row.codigo_barras,
    linha_digitavel_formatada: row.linha_digitavel ? formatarLinhaDigitavel(row.linha_digitavel) : null,
    pix_qr: row.pix_copia_e_cola ? await qrDoPix(row.pix_copia_e_cola) : null,
    enviada_em: row.enviada_em,
    cancelada_em: row.cancelada_em,
    cancelamento_motivo: row.cancelamento_motivo,
    itens: itens.map(
      (item): FaturaItem => ({
        ...item,
        id_item: Number(item.id_item),
        id_aluno: item.id_aluno === null ? null : Number(item.id_aluno),
        id_aula_pratica: item.id_aula_pratica === null ? null : Number(item.id_aula_pratica),
        id_aula_teorica: item.id_aula_teorica === null ? null : Number(item.id_aula_teorica),
      }),
    ),
    pagamentos: pagamentos.map(
      (p): Pagamento => ({ ...p, id_pagamento: Number(p.id_pagamento), id_fatura: Number(p.id_fatura) }),
    ),
  };
}

/** A school's staff see the practical and theory lines only with their flags. */
function linhasVisiveis(ctx: RequestContext, fatura: FaturaDetalhe): FaturaDetalhe {
  if (!daEscola(ctx)) return fatura;
  const tipos = tiposVisiveis(ctx);
  return {
    ...fatura,
    itens: fatura.itens.filter((i) => !i.tipo.startsWith('aula_') || tipos.includes(i.tipo)),
  };
}

export async function getFatura(db: Kysely<DB>, ctx: RequestContext, id: number): Promise<FaturaDetalhe> {
  exigirFlagDeFaturas(ctx);
  return linhasVisiveis(ctx, await inScope(db, ctx, () => detalhe(id)));
}

export async function pdfDaFatura(deps: FaturamentoDeps, ctx: RequestContext, id: number) {
  exigirFlagDeFaturas(ctx);
  const fatura = await inScope(deps.db, ctx, () => detalhe(id));
  const pdf = await renderFaturaPdf(fatura, deps.financeiro.cedente);
  return { dados: pdf.toString('base64'), arquivo: `fatura-${fatura.id_fatura}.pdf` };
}

export async function cancelarFatura(
  db: Kysely<DB>,
  ctx: RequestContext,
  id: number,
  motivo: string,
): Promise<FaturaDetalhe> {
  return inScope(db, ctx, async () => {
    const fatura = await faturasRepository.lockFatura(id);
    if (!fatura) throw notFound(FATURA_NAO_ENCONTRADA);
    if (fatura.status !== 'aberta' || fatura.valor_pago_centavos > 0) {
      throw conflict('faturamento.soAbertaCancela');
    }
    const autoescolaId = Number(fatura.autoescola_id);
    await repository.updateFatura(autoescolaId, id, {
      status: 'cancelada',
      cancelada_em: new Date(),
      cancelamento_motivo: motivo,
    });
    await auditChange(ctx, {
      entidade: 'fatura',
      acao: 'fatura_cancelada',
      autoescolaId,
      id,
      dados: { motivo },
    });
    return detalhe(id);
  });
}

// ---------- Mail ----------

function faturaMail(fatura: FaturaDetalhe, pdf: Buffer, to: string): MailMessage {
  const mes = mesAno(fatura.competencia);
  const linha = fatura.linha_digitavel_formatada;
  const text = [
    `Olá, ${fatura.autoescola_nome}.`,
    '',
    `Segue a fatura nº ${fatura.id_fatura} (${fatura.descricao}), competência ${mes}, no valor de ${formatCents(fatura.valor_centavos)}, com vencimento em ${fatura.vencimento.split('-').reverse().join('/')}.`,
    ...(linha ? ['', `Linha digitável do boleto: ${linha}`] : []),
    ...(fatura.pix_copia_e_cola ? ['', `PIX copia e cola: ${fatura.pix_copia_e_cola}`] : []),
    '',
    'A fatura em PDF vai anexa. Ela também está em Faturas, no sistema.',
  ].join('\n');
  const semHtml = (value: string) =>
    value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  const html = text
    .split('\n\n')
    .map((paragraph) => `<p>${semHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('');
  return {
    to,
    subject: `Fatura ${mes} - ${fatura.autoescola_nome}`,
    text,
    html,
    attachments: [
      {
        filename: `fatura-${fatura.id_fatura}.pdf`,
        content: pdf.toString('base64'),
        encoding: 'base64',
        contentType: 'application/pdf',
      },
    ],
  };
}

/**
 * Mails an invoice with its PDF to the school's billing e-mail and records when. Outside any
 * transaction: the invoice is read in one, the mail queued after it, the sending recorded in another.
 */
async function enviarFatura(
  deps: FaturamentoDeps,
  scope: { usuarioId: number | null; autoescolaIds: readonly number[] },
  id: number,
): Promise<FaturaDetalhe | null> {
  const fatura = await withTenant(deps.db, scope, () => detalhe(id));
  if (!fatura.email_cobranca) return null;
  const pdf = await renderFaturaPdf(fatura, deps.financeiro.cedente);
  await deps.jobs.send(SEND_MAIL_JOB, faturaMail(fatura, pdf, fatura.email_cobranca));
  return withTenant(deps.db, scope, async () => {
    await repository.updateFatura(fatura.id_autoescola, id, { enviada_em: new Date() });
    return detalhe(id);
  });
}

export async function reenviarFatura(
  deps: FaturamentoDeps,
  ctx: RequestContext,
  id: number,
): Promise<{ fatura: FaturaDetalhe; email: string }> {
  const atual = await inScope(deps.db, ctx, () => faturasRepository.findFatura(id));
  if (!atual) throw notFound(FATURA_NAO_ENCONTRADA);
  if (!atual.email_cobranca) throw conflict('faturamento.semEmail');
  const scope = { usuarioId: ctx.principal.usuarioId, autoescolaIds: [Number(atual.id_autoescola)] };
  const fatura = await enviarFatura(deps, scope, id);
  if (!fatura) throw conflict('faturamento.semEmail');
  await withTenant(deps.db, scope, () =>
    auditChange(ctx, {
      entidade: 'fatura',
      acao: 'fatura_reenviada',
      autoescolaId: fatura.id_autoescola,
      id,
      dados: { email: atual.email_cobranca },
    }),
  );
  return { fatura, email: atual.email_cobranca };
}

/** The invoices of a run not mailed yet, each to its school (the job after the run). */
export async function enviarFaturasDaExecucao(
  deps: FaturamentoDeps,
  data: { operadorId: number; faturamentoId: number; usuarioId: number | null; escolas: number[] },
): Promise<number> {
  const scope = { usuarioId: data.usuarioId, autoescolaIds: [data.operadorId, ...data.escolas] };
  const faturas = await withTenant(deps.db, scope, () =>
    repository.faturasDaExecucao(data.operadorId, data.faturamentoId),
  );
  let enviadas = 0;
  for (const fatura of faturas) {
    if (fatura.enviada_em !== null) continue;
    const escopo = { usuarioId: data.usuarioId, autoescolaIds: [Number(fatura.autoescola_id)] };
    if (await enviarFatura(deps, escopo, Number(fatura.id))) enviadas += 1;
  }
  return enviadas;
}

// ---------- Billed lines and registered students ----------

const toItem = (row: faturasRepository.ItemRow): ItemFaturado => ({
  ...row,
  id_item: Number(row.id_item),
  id_aluno: row.id_aluno === null ? null : Number(row.id_aluno),
  id_aula_pratica: row.id_aula_pratica === null ? null : Number(row.id_aula_pratica),
  id_aula_teorica: row.id_aula_teorica === null ? null : Number(row.id_aula_teorica),
  id_fatura: Number(row.id_fatura),
  id_autoescola: Number(row.id_autoescola),
});

export async function listItens(
  db: Kysely<DB>,
  ctx: RequestContext,
  query: Omit<faturasRepository.ItensFiltros, 'tipos'> & { page: number; per_page: number; sort?: string },
) {
  const filtros = { ...query, tipos: tiposVisiveis(ctx, query.tipo) };
  return inScope(db, ctx, () =>
    readThrough(paginasDeItens, 'financeiro_versao', JSON.stringify(filtros), () => lerItens(filtros)),
  );
}

async function lerItens(
  filtros: faturasRepository.ItensFiltros & { page: number; per_page: number; sort?: string },
) {
  const page = await faturasRepository.listItens(filtros);
  const totais = await faturasRepository.totaisItens(filtros);
  return {
    ...page,
    data: page.data.map(toItem),
    totais: { quantidade: totais.quantidade, valor_centavos: Number(totais.valor_centavos) },
  };
}

export async function allItens(ctx: RequestContext, filtros: Omit<faturasRepository.ItensFiltros, 'tipos'>) {
  const tipos = tiposVisiveis(ctx, filtros.tipo);
  return (await faturasRepository.allItens({ ...filtros, tipos }, 20_000)).map(toItem);
}

const toCadastrado = (row: faturasRepository.CadastradoRow): AlunoCadastrado => ({
  ...row,
  id_aluno: Number(row.id_aluno),
  id_autoescola: Number(row.id_autoescola),
  id_fatura: row.id_fatura === null ? null : Number(row.id_fatura),
});

export async function listCadastrados(
  db: Kysely<DB>,
  ctx: RequestContext,
  query: faturasRepository.CadastradosFiltros & { page: number; per_page: number; sort?: string },
) {
  exigirFlagDeFaturas(ctx);
  const page = await inScope(db, ctx, () => faturasRepository.listCadastrados(query));
  return { ...page, data: page.data.map(toCadastrado) };
}

export async function allCadastrados(filtros: faturasRepository.CadastradosFiltros) {
  return (await faturasRepository.allCadastrados(filtros, 20_000)).map(toCadastrado);
}
