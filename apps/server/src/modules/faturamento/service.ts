import {
  type AlunoCadastrado,
  type ContratoFaturamento,
  type contratoBody,
  type Fatura,
  type FaturaDetalhe,
  type FaturaItem,
  type FaturamentoExecucao,
  type ItemFaturado,
  type Pagamento,
  type PermissionFlag,
  type PreviaEscola,
  type PreviaFaturamento,
  Role,
} from '@cfc/contract';
import { formatCents } from '@cfc/domain';
import { formatarLinhaDigitavel } from '@cfc/domain/pagamentos';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { FinanceiroConfig } from '../../config.ts';
import { auditChange } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import type { DB } from '../../platform/db/schema.ts';
import { tenantDb, withTenant } from '../../platform/db/tenant.ts';
import { conflict, forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { SEND_MAIL_JOB } from '../../platform/mail/jobs.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { parcelasAFaturar } from '../cobrancas/index.ts';
import { type Contagens, calcularFatura, mesAno, primeiroDia, temAFaturar } from './calculo.ts';
import { qrDoPix, renderFaturaPdf } from './pdf.ts';
import * as repository from './repository.ts';

/** The billing run and the invoices as finance staff and the schools use them (docs/finance.md). */

export interface FaturamentoDeps {
  db: Kysely<DB>;
  jobs: Jobs;
  financeiro: FinanceiroConfig;
}

export const EMITIR_FATURAMENTO_JOB = 'faturamento.emitir';
export const ENVIAR_FATURAS_JOB = 'faturamento.enviar-faturas';

const FATURA_NAO_ENCONTRADA = 'faturamento.faturaNaoEncontrada';

/**
 * Staff of the operator (finance, commercial, the operator's admin) read every school they may see
 * at once; a school's staff, or a request that chose one school, read that school.
 */
export function inScope<T>(db: Kysely<DB>, ctx: RequestContext, work: () => Promise<T>): Promise<T> {
  if (!ctx.currentSchool?.operadora) return ctx.tenant(work);
  const { usuarioId, autoescolaIds } = ctx.principal;
  return withTenant(db, { usuarioId, autoescolaIds }, work);
}

function operadorDe(ctx: RequestContext): number {
  const operador = ctx.principal.escolas.find((escola) => escola.operadora);
  if (!operador) throw forbidden();
  return operador.id;
}

// ---------- Contracts ----------

const toContrato = (row: repository.ContratoRow): ContratoFaturamento => ({
  ...row,
  tem_contrato: Boolean(row.tem_contrato),
  preco_aluno_cadastrado_centavos: Number(row.preco_aluno_cadastrado_centavos),
  preco_aula_pratica_centavos: Number(row.preco_aula_pratica_centavos),
  preco_aula_teorica_centavos: Number(row.preco_aula_teorica_centavos),
  franquia_aulas_praticas: Number(row.franquia_aulas_praticas),
  franquia_aulas_teoricas: Number(row.franquia_aulas_teoricas),
  dia_vencimento: Number(row.dia_vencimento),
  comissao_pontos_base: Number(row.comissao_pontos_base),
  id_sindicato: row.id_sindicato === null ? null : Number(row.id_sindicato),
  id_consultor: row.id_consultor === null ? null : Number(row.id_consultor),
});

export async function listContratos(
  db: Kysely<DB>,
  ctx: RequestContext,
  query: Parameters<typeof repository.listContratos>[0],
) {
  const page = await inScope(db, ctx, () => repository.listContratos(query));
  return { ...page, data: page.data.map(toContrato) };
}

export async function contratoOpcoes(db: Kysely<DB>, ctx: RequestContext) {
  const operadorId = operadorDe(ctx);
  return inScope(db, ctx, async () => ({
    sindicatos: (await repository.sindicatos()).map((s) => ({ ...s, id: Number(s.id) })),
    consultores: (await repository.consultores(operadorId)).map((c) => ({ ...c, id: Number(c.id) })),
  }));
}

export async function salvarContrato(
  db: Kysely<DB>,
  ctx: RequestContext,
  autoescolaId: number,
  body: z.output<typeof contratoBody>,
): Promise<ContratoFaturamento> {
  const operadorId = operadorDe(ctx);
  return inScope(db, ctx, async () => {
    const atual = await repository.findContrato(autoescolaId);
    if (!atual) throw notFound('faturamento.escolaNaoEncontrada');
    const { sindicatos, consultores } = {
      sindicatos: await repository.sindicatos(),
      consultores: await repository.consultores(operadorId),
    };
    if (body.id_sindicato !== null && !sindicatos.some((s) => Number(s.id) === body.id_sindicato)) {
      throw invalid({ id_sindicato: ['faturamento.sindicatoInexistente'] });
    }
    if (body.id_consultor !== null && !consultores.some((c) => Number(c.id) === body.id_consultor)) {
      throw invalid({ id_consultor: ['faturamento.consultorInexistente'] });
    }
    const values = {
      autoescola_id: autoescolaId,
      preco_aluno_cadastrado_centavos: body.preco_aluno_cadastrado_centavos,
      preco_aula_pratica_centavos: body.preco_aula_pratica_centavos,
      preco_aula_teorica_centavos: body.preco_aula_teorica_centavos,
      franquia_aulas_praticas: body.franquia_aulas_praticas,
      franquia_aulas_teoricas: body.franquia_aulas_teoricas,
      dia_vencimento: body.dia_vencimento,
      email_cobranca: body.email_cobranca,
      sindicato_id: body.id_sindicato,
      consultor_id: body.id_consultor,
      comissao_pontos_base: body.comissao_pontos_base,
      ativo: body.ativo,
    };
    await repository.upsertContrato(values);
    await auditChange(ctx, {
      entidade: 'faturamento_contrato',
      acao: atual.tem_contrato ? 'contrato_alterado' : 'contrato_criado',
      autoescolaId,
      id: autoescolaId,
      dados: values,
    });
    const salvo = await repository.findContrato(autoescolaId);
    if (!salvo) throw notFound('faturamento.escolaNaoEncontrada');
    return toContrato(salvo);
  });
}

// ---------- Preview ----------

const ZERO: Contagens = { cadastrados: 0, praticas: 0, teoricas: 0 };

/** The month's invoice of each school: what a run would issue, or what the issued invoice holds. */
async function previaDasEscolas(competencia: string): Promise<PreviaEscola[]> {
  const dia = primeiroDia(competencia);
  const escolas = await repository.escolasAFaturar(dia);
  const pendentes = escolas.filter((e) => e.id_fatura === null).map((e) => e.id);
  const contagens = await repository.contagensDoMes(dia, pendentes);
  const parcelas = await parcelasAFaturar(tenantDb(), competencia, pendentes);
  const emitidas = await repository.linhasPorTipo(
    escolas.flatMap((e) => (e.id_fatura === null ? [] : [e.id_fatura])),
  );
  return escolas.map((escola) => {
    const base = {
      id_autoescola: Number(escola.id),
      autoescola: escola.slug,
      autoescola_nome: escola.nome_fantasia,
      id_fatura: escola.id_fatura === null ? null : Number(escola.id_fatura),
    };
    if (escola.id_fatura === null) {
      const calculo = calcularFatura(escola, contagens.get(Number(escola.id)) ?? ZERO);
      const cobrancas = parcelas.get(Number(escola.id)) ?? { quantidade: 0, valor_centavos: 0 };
      return {
        ...base,
        ...calculo,
        cobrancas: { ...cobrancas, valor_unitario_centavos: 0 },
        total_centavos: calculo.total_centavos + cobrancas.valor_centavos,
      };
    }
    const linhas = emitidas.filter((l) => Number(l.fatura_id) === Number(escola.id_fatura));
    const de = (tipo: string) => {
      const linha = linhas.find((l) => l.tipo === tipo);
      return {
        quantidade: linha?.quantidade ?? 0,
        valor_unitario_centavos: linha?.valor_unitario_centavos ?? 0,
        valor_centavos: linha?.valor_centavos ?? 0,
      };
    };
    return {
      ...base,
      alunos_cadastrados: de('aluno_cadastrado'),
      aulas_praticas: { ...de('aula_pratica'), gratuidade: escola.gratuidade_pratica },
      aulas_teoricas: { ...de('aula_teorica'), gratuidade: escola.gratuidade_teorica },
      franquia_praticas: de('franquia_praticas'),
      franquia_teoricas: de('franquia_teoricas'),
      cobrancas: { ...de('cobranca'), valor_unitario_centavos: 0 },
      total_centavos: linhas.reduce((soma, l) => soma + l.valor_centavos, 0),
    };
  });
}

export async function previaFaturamento(
  db: Kysely<DB>,
  ctx: RequestContext,
  competencia: string,
): Promise<PreviaFaturamento> {
  const escolas = await inScope(db, ctx, () => previaDasEscolas(competencia));
  const soma = (f: (e: PreviaEscola) => number) => escolas.reduce((total, e) => total + f(e), 0);
  return {
    competencia,
    escolas,
    totais: {
      escolas: escolas.length,
      a_faturar: escolas.filter((e) => e.id_fatura === null && e.total_centavos > 0).length,
      ja_faturadas: escolas.filter((e) => e.id_fatura !== null).length,
      alunos_cadastrados: soma((e) => e.alunos_cadastrados.quantidade),
      aulas_praticas: soma((e) => e.aulas_praticas.quantidade),
      aulas_teoricas: soma((e) => e.aulas_teoricas.quantidade),
      total_centavos: soma((e) => e.total_centavos),
    },
  };
}

// ---------- The run ----------

const toExecucao = (
  row: NonNullable<Awaited<ReturnType<typeof repository.findExecucao>>>,
): FaturamentoExecucao => ({
  id_faturamento: Number(row.id_faturamento),
  competencia: row.competencia,
  status: row.status,
  escolas_total: row.escolas_total,
  escolas_processadas: row.escolas_processadas,
  faturas_emitidas: row.faturas_emitidas,
  valor_centavos: Number(row.valor_centavos),
  erro: row.erro,
  usuario: row.usuario,
  iniciado_em: row.iniciado_em,
  concluido_em: row.concluido_em,
});

/** The current month in São Paulo, 'YYYY-MM'. */
export function mesCorrente(agora = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
  })
    .format(agora)
    .slice(0, 7);
}

export interface EmitirJobData {
  operadorId: number;
  faturamentoId: number;
  competencia: string;
  escolas: number[];
  usuarioId: number | null;
}

/** How many of these schools have something of the month not billed yet. */
async function comAFaturar(dia: string, escolas: repository.EscolaAFaturar[]): Promise<number> {
  const pendentes = escolas.filter((e) => e.id_fatura === null);
  const contagens = await repository.contagensDoMes(
    dia,
    pendentes.map((e) => Number(e.id)),
  );
  return pendentes.filter((e) => temAFaturar(e, contagens.get(Number(e.id)) ?? ZERO)).length;
}

/**
 * Starts the billing run of a month for every school the caller bills: records the run, then queues
 * the job that issues the invoices. One run of a month at a time; a school already billed for the
 * month is skipped, so a second run bills nothing twice.
 */
export async function emitirFaturamento(
  deps: FaturamentoDeps,
  ctx: RequestContext,
  competencia: string,
): Promise<{ execucao: FaturamentoExecucao; pendentes: number }> {
  if (competencia > mesCorrente()) throw invalid({ competencia: ['faturamento.mesFuturo'] });
  const operadorId = operadorDe(ctx);
  const dia = primeiroDia(competencia);
  const { execucao, escolas, pendentes } = await inScope(deps.db, ctx, async () => {
    const todas = await repository.escolasAFaturar(dia);
    let id: number;
    try {
      id = await repository.criarExecucao({
        autoescola_id: operadorId,
        competencia: dia,
        escolas_total: todas.length,
        usuario_id: ctx.principal.usuarioId,
        usuario_nome: ctx.principal.nome,
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw conflict('faturamento.faturamentoEmCurso');
      throw error;
    }
    await auditChange(ctx, {
      entidade: 'faturamento',
      acao: 'faturamento_iniciado',
      autoescolaId: operadorId,
      id,
      dados: { competencia, escolas: todas.length },
    });
    const row = await repository.findExecucao(operadorId, id);
    if (!row) throw notFound('faturamento.faturamentoNaoEncontrado');
    return {
      execucao: toExecucao(row),
      escolas: todas.map((e) => Number(e.id)),
      pendentes: await comAFaturar(dia, todas),
    };
  });
  const data: EmitirJobData = {
    operadorId,
    faturamentoId: execucao.id_faturamento,
    competencia,
    escolas,
    usuarioId: ctx.principal.usuarioId,
  };
  await deps.jobs.send(EMITIR_FATURAMENTO_JOB, data);
  return { execucao, pendentes };
}

export async function listExecucoes(db: Kysely<DB>, ctx: RequestContext) {
  const operadorId = operadorDe(ctx);
  return (await inScope(db, ctx, () => repository.listExecucoes(operadorId))).map(toExecucao);
}

export async function getExecucao(db: Kysely<DB>, ctx: RequestContext, id: number) {
  const operadorId = operadorDe(ctx);
  const row = await inScope(db, ctx, () => repository.findExecucao(operadorId, id));
  if (!row) throw notFound('faturamento.faturamentoNaoEncontrado');
  return toExecucao(row);
}

// ---------- Invoices ----------

function toFatura(row: repository.FaturaRow): Fatura {
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
  query: repository.FaturasFiltros & { page: number; per_page: number; sort?: string },
) {
  exigirFlagDeFaturas(ctx);
  return inScope(db, ctx, async () => {
    const page = await repository.listFaturas(query);
    const totais = await repository.totaisFaturas(query);
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
  });
}

export async function allFaturas(filtros: repository.FaturasFiltros, limite = 5000) {
  return (await repository.allFaturas(filtros, limite)).map(toFatura);
}

/** One invoice with its lines and payments, in the current tenant transaction. */
async function detalhe(id: number): Promise<FaturaDetalhe> {
  const row = await repository.findFatura(id);
  if (!row) throw notFound(FATURA_NAO_ENCONTRADA);
  const autoescolaId = Number(row.id_autoescola);
  const itens = await repository.itensDaFatura(autoescolaId, id);
  const pagamentos = await repository.pagamentosDaFatura(autoescolaId, id);
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
    const fatura = await repository.lockFatura(id);
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
  const atual = await inScope(deps.db, ctx, () => repository.findFatura(id));
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

const toItem = (row: repository.ItemRow): ItemFaturado => ({
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
  query: Omit<repository.ItensFiltros, 'tipos'> & { page: number; per_page: number; sort?: string },
) {
  const filtros = { ...query, tipos: tiposVisiveis(ctx, query.tipo) };
  return inScope(db, ctx, async () => {
    const page = await repository.listItens(filtros);
    const totais = await repository.totaisItens(filtros);
    return {
      ...page,
      data: page.data.map(toItem),
      totais: { quantidade: totais.quantidade, valor_centavos: Number(totais.valor_centavos) },
    };
  });
}

export async function allItens(ctx: RequestContext, filtros: Omit<repository.ItensFiltros, 'tipos'>) {
  const tipos = tiposVisiveis(ctx, filtros.tipo);
  return (await repository.allItens({ ...filtros, tipos }, 20_000)).map(toItem);
}

const toCadastrado = (row: repository.CadastradoRow): AlunoCadastrado => ({
  ...row,
  id_aluno: Number(row.id_aluno),
  id_autoescola: Number(row.id_autoescola),
  id_fatura: row.id_fatura === null ? null : Number(row.id_fatura),
});

export async function listCadastrados(
  db: Kysely<DB>,
  ctx: RequestContext,
  query: repository.CadastradosFiltros & { page: number; per_page: number; sort?: string },
) {
  exigirFlagDeFaturas(ctx);
  const page = await inScope(db, ctx, () => repository.listCadastrados(query));
  return { ...page, data: page.data.map(toCadastrado) };
}

export async function allCadastrados(filtros: repository.CadastradosFiltros) {
  return (await repository.allCadastrados(filtros, 20_000)).map(toCadastrado);
}
