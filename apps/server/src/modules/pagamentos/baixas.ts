import { createHash } from 'node:crypto';
import {
  ANEXO_BAIXA_MAX_BYTES,
  type BaixaManual,
  baixaManualFields,
  type Fatura,
  type faturasBuscaQuery,
  message,
  type Pagamento,
  type Page,
} from '@cfc/contract';
import { situacaoDaFatura, todayInSaoPaulo } from '@cfc/domain';
import type { z } from 'zod';
import { auditChange } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { tenantDb } from '../../platform/db/tenant.ts';
import { conflict, type FieldErrors, fixedText, invalid, notFound } from '../../platform/http/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { estornarPagamento, registrarPagamentos } from './pagamentos.ts';
import * as repository from './repository.ts';
import { type FormularioEnviado, tipoDoComprovante } from './upload.ts';

/**
 * Manual write-offs (baixa manual) and reversals (docs/finance.md "Manual write-offs"): an amount, a
 * date and a reason, with the receipt if there is one; a reversal keeps the payment and says who,
 * when and why. The history lists both.
 */

const MEGABYTES = Math.round(ANEXO_BAIXA_MAX_BYTES / (1024 * 1024));
export const ANEXO_RECUSADO: FieldErrors = {
  arquivo: [message('retornos.anexoRecusado', { megabytes: MEGABYTES })],
};

export function toFatura(row: repository.FaturaRow, hoje = todayInSaoPaulo()): Fatura {
  return {
    id_fatura: row.id,
    id_autoescola: row.autoescola_id,
    autoescola: row.slug,
    autoescola_nome: row.nome_fantasia,
    tipo: row.tipo,
    competencia: row.competencia.slice(0, 7),
    descricao: row.descricao,
    emitida_em: row.emitida_em,
    vencimento: row.vencimento,
    valor_centavos: row.valor_centavos,
    valor_pago_centavos: row.valor_pago_centavos,
    situacao: situacaoDaFatura(row.status, row.vencimento, hoje),
    pago_em: row.pago_em,
    nosso_numero: Number(row.nosso_numero),
    linha_digitavel: row.linha_digitavel,
    pix_copia_e_cola: row.pix_copia_e_cola,
  };
}

/** Writes an invoice off by hand, with the receipt stored like every other upload. */
export async function baixarManualmente(
  deps: { storage: Storage },
  ctx: RequestContext,
  faturaId: number,
  formulario: FormularioEnviado,
): Promise<Pagamento> {
  // The fields come with the file (multipart), so the contract's schema is applied here.
  const parsed = baixaManualFields.safeParse(formulario.fields);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const campo = String(issue.path[0] ?? 'valor_centavos');
      errors[campo] = [...(errors[campo] ?? []), fixedText(issue.message)];
    }
    throw invalid(errors);
  }
  const dados = parsed.data;
  if (dados.pago_em > todayInSaoPaulo()) throw invalid({ pago_em: ['retornos.dataFutura'] });
  const tipo = formulario.arquivo ? tipoDoComprovante(formulario.arquivo.content) : null;
  if (formulario.arquivo && !tipo) throw invalid(ANEXO_RECUSADO);

  return ctx.tenant(async () => {
    const fatura = await repository.findFatura(faturaId);
    if (!fatura) throw notFound('retornos.faturaNaoEncontrada');
    if (fatura.status === 'cancelada') throw conflict('retornos.faturaCancelada');
    if (fatura.status === 'paga') throw conflict('retornos.faturaPaga');
    let anexo: { arquivo: string; nome: string } | null = null;
    if (formulario.arquivo && tipo) {
      const sha256 = createHash('sha256').update(formulario.arquivo.content).digest('hex');
      const arquivo = `financeiro/baixas/${fatura.autoescola_id}/${fatura.id}/${sha256}`;
      await deps.storage.put(arquivo, formulario.arquivo.content, tipo);
      anexo = { arquivo, nome: formulario.arquivo.nome };
    }
    const [pagamento] = await registrarPagamentos(tenantDb(), [
      {
        autoescolaId: fatura.autoescola_id,
        faturaId: fatura.id,
        origem: 'manual',
        valorCentavos: dados.valor_centavos,
        pagoEm: dados.pago_em,
        motivo: dados.motivo,
        anexo,
        usuario: { id: ctx.principal.usuarioId, nome: ctx.principal.nome },
      },
    ]);
    if (!pagamento) throw notFound('retornos.pagamentoNaoEncontrado');
    await auditChange(ctx, {
      entidade: 'pagamentos',
      acao: 'baixa_manual',
      id: pagamento.id_pagamento,
      autoescolaId: fatura.autoescola_id,
      dados: { fatura_id: fatura.id, valor_centavos: dados.valor_centavos, motivo: dados.motivo },
    });
    return pagamento;
  });
}

export function estornar(ctx: RequestContext, pagamentoId: number, motivo: string): Promise<Pagamento> {
  return ctx.tenant(async () => {
    const pagamento = await estornarPagamento(tenantDb(), {
      pagamentoId,
      motivo,
      usuario: { id: ctx.principal.usuarioId, nome: ctx.principal.nome },
    });
    await auditChange(ctx, {
      entidade: 'pagamentos',
      acao: 'pagamento_estornado',
      id: pagamento.id_pagamento,
      dados: { fatura_id: pagamento.id_fatura, valor_centavos: pagamento.valor_centavos, motivo },
    });
    return pagamento;
  });
}

export function toBaixa(row: repository.BaixaRow, hoje = todayInSaoPaulo()): BaixaManual {
  return {
    id_pagamento: row.id,
    id_fatura: row.fatura_id,
    nosso_numero: Number(row.nosso_numero),
    id_autoescola: row.autoescola_id,
    autoescola: row.slug,
    autoescola_nome: row.nome_fantasia,
    competencia: row.competencia.slice(0, 7),
    valor_fatura_centavos: row.valor_fatura_centavos,
    situacao_fatura: situacaoDaFatura(row.status_fatura, row.vencimento, hoje),
    origem: row.origem,
    valor_centavos: row.valor_centavos,
    pago_em: row.pago_em,
    motivo: row.motivo,
    anexo_nome: row.anexo_nome,
    usuario: row.usuario_nome,
    registrado_em: row.registrado_em,
    estornado_em: row.estornado_em,
    estorno_motivo: row.estorno_motivo,
    estornado_por: row.estornado_por_nome,
  };
}

export async function listBaixas(
  ctx: RequestContext,
  query: repository.BaixasQuery,
): Promise<Page<BaixaManual>> {
  const page = await ctx.tenant(() => repository.listBaixas(query));
  return { ...page, data: page.data.map((row) => toBaixa(row)) };
}

/** Every row of the filters for an export (at most `limite`), inside the export's transaction. */
export async function allBaixas(filtros: repository.BaixasFiltros, limite = 5000): Promise<BaixaManual[]> {
  return (await repository.allBaixas(filtros, limite)).map((row) => toBaixa(row));
}

export async function buscarFaturas(
  ctx: RequestContext,
  query: z.output<typeof faturasBuscaQuery>,
): Promise<Fatura[]> {
  const rows = await ctx.tenant(() => repository.buscarFaturas(query));
  return rows.map((row) => toFatura(row));
}

export async function anexoDaBaixa(
  deps: { storage: Storage },
  ctx: RequestContext,
  pagamentoId: number,
): Promise<{ nome: string; contentType: string; content: Buffer }> {
  const row = await ctx.tenant(() => repository.findAnexo(pagamentoId));
  const file = row?.anexo_arquivo ? await deps.storage.get(row.anexo_arquivo) : null;
  if (!row || !file) throw notFound('retornos.anexoNaoEncontrado');
  return {
    nome: row.anexo_nome ?? 'comprovante',
    contentType: tipoDoComprovante(file.content) ?? 'application/octet-stream',
    content: file.content,
  };
}
