import { z } from 'zod';
import { cnpjField, dateField, optional, ufField } from './fields.ts';
import { page, pageQuery } from './http.ts';
import { localized } from './messages.ts';

/**
 * Finance, extra charges, union receipts and commissions (issue 20; docs/finance.md "Extra charges"
 * and "Union receipts and commissions"). Money is integer cents, rates basis points; days 'YYYY-MM-DD'.
 */

export const TIPOS_PRODUTO_SERVICO = ['produto', 'servico'] as const;
export type TipoProdutoServico = (typeof TIPOS_PRODUTO_SERVICO)[number];
/** How a charge's instalments are billed: with the monthly invoice of their month, or each on its own boleto. */
export const FATURAMENTOS_COBRANCA = ['proxima_fatura', 'boleto_proprio'] as const;
export type FaturamentoCobranca = (typeof FATURAMENTOS_COBRANCA)[number];
/** A charge as people read it: 'vencida' when an invoice of it is overdue, 'paga' when every instalment is paid. */
export const SITUACOES_COBRANCA = ['aberta', 'vencida', 'paga', 'cancelada'] as const;
export type SituacaoCobranca = (typeof SITUACOES_COBRANCA)[number];
/** An instalment: 'pendente' until an invoice bills it, then its invoice's situation. */
export const SITUACOES_PARCELA = ['pendente', 'aberta', 'vencida', 'paga', 'cancelada'] as const;
export type SituacaoParcela = (typeof SITUACOES_PARCELA)[number];

/** The most an instalment plan may have. */
export const MAX_PARCELAS = 36;
const centavos = z.number().int().min(0).max(99_999_999);
const recordId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

// ---------- Catalogue (produtos-servicos) ----------

export const produtoServicoBody = z.object({
  nome: z.string().trim().min(1, localized('cobrancas.informeNomeProduto')).max(120),
  descricao: optional(z.string().trim().max(500)),
  tipo: z.enum(TIPOS_PRODUTO_SERVICO),
  preco_centavos: centavos,
});
export type ProdutoServicoBody = z.input<typeof produtoServicoBody>;

export const produtoServico = z.object({
  id_produto: z.number().int(),
  nome: z.string(),
  descricao: z.string().nullable(),
  tipo: z.enum(TIPOS_PRODUTO_SERVICO),
  preco_centavos: z.number().int(),
  ativo: z.boolean(),
});
export type ProdutoServico = z.infer<typeof produtoServico>;

export const produtosServicosQuery = pageQuery.extend({
  filtro: z.string().trim().max(100).optional(),
  situacao: z.enum(['ativos', 'inativos', 'todos']).default('ativos'),
  tipo: z.enum(TIPOS_PRODUTO_SERVICO).optional(),
});

// ---------- Charges ----------

export const cobrancaItemBody = z.object({
  id_produto: z.number().int().positive(),
  quantidade: z.number().int().min(1).max(10_000),
  valor_unitario_centavos: centavos,
});
export type CobrancaItemBody = z.input<typeof cobrancaItemBody>;

/** The total of a charge's items, in cents. */
export function totalDosItens(
  itens: readonly { quantidade: number; valor_unitario_centavos: number }[],
): number {
  return itens.reduce((soma, item) => soma + item.quantidade * item.valor_unitario_centavos, 0);
}

export const cobrancaBody = z
  .object({
    /** The school charged (its identifier, `schema`), among those the finance user serves. */
    autoescola: z.string().trim().min(1, localized('cobrancas.autoescolaInvalida')).max(100),
    itens: z.array(cobrancaItemBody).min(1, localized('cobrancas.informeItens')).max(20),
    parcelas: z
      .number()
      .int()
      .min(1, localized('cobrancas.parcelasIntervalo'))
      .max(MAX_PARCELAS, localized('cobrancas.parcelasIntervalo')),
    primeiro_vencimento: dateField,
    faturamento: z.enum(FATURAMENTOS_COBRANCA),
    descricao: optional(z.string().trim().max(300)),
  })
  .refine((body) => totalDosItens(body.itens) > 0, {
    path: ['itens'],
    ...localized('cobrancas.valorTotalZero'),
  })
  .refine((body) => totalDosItens(body.itens) === 0 || totalDosItens(body.itens) >= body.parcelas, {
    path: ['parcelas'],
    ...localized('cobrancas.parcelaMenorQueUmCentavo'),
  });
export type CobrancaBody = z.input<typeof cobrancaBody>;

export const cancelarCobrancaBody = z.object({
  motivo: z
    .string(localized('cobrancas.informeMotivo'))
    .trim()
    .min(3, localized('cobrancas.informeMotivo'))
    .max(500),
});
export type CancelarCobrancaBody = z.input<typeof cancelarCobrancaBody>;

export const cobranca = z.object({
  id_cobranca: z.number().int(),
  id_autoescola: z.number().int(),
  autoescola: z.string(),
  autoescola_nome: z.string(),
  descricao: z.string().nullable(),
  /** The items' names, for the lists. */
  itens_resumo: z.string(),
  faturamento: z.enum(FATURAMENTOS_COBRANCA),
  parcelas: z.number().int(),
  primeiro_vencimento: z.string(),
  valor_centavos: z.number().int(),
  valor_pago_centavos: z.number().int(),
  situacao: z.enum(SITUACOES_COBRANCA),
  criada_em: z.string(),
  criada_por: z.string().nullable(),
});
export type Cobranca = z.infer<typeof cobranca>;

export const cobrancaItem = z.object({
  id_item: z.number().int(),
  id_produto: z.number().int().nullable(),
  nome: z.string(),
  quantidade: z.number().int(),
  valor_unitario_centavos: z.number().int(),
  valor_centavos: z.number().int(),
});

export const cobrancaParcela = z.object({
  numero: z.number().int(),
  vencimento: z.string(),
  valor_centavos: z.number().int(),
  situacao: z.enum(SITUACOES_PARCELA),
  /** The invoice that billed it: the month's invoice or its own one-off invoice. */
  id_fatura: z.number().int().nullable(),
  fatura_tipo: z.enum(['mensal', 'avulsa']).nullable(),
  fatura_descricao: z.string().nullable(),
  fatura_competencia: z.string().nullable(),
  fatura_vencimento: z.string().nullable(),
  pago_em: z.string().nullable(),
  linha_digitavel: z.string().nullable(),
  pix_copia_e_cola: z.string().nullable(),
});
export type CobrancaParcela = z.infer<typeof cobrancaParcela>;

export const cobrancaDetalhe = cobranca.extend({
  itens: z.array(cobrancaItem),
  lista_parcelas: z.array(cobrancaParcela),
  cancelada_em: z.string().nullable(),
  cancelamento_motivo: z.string().nullable(),
  cancelada_por: z.string().nullable(),
});
export type CobrancaDetalhe = z.infer<typeof cobrancaDetalhe>;

/** The filters of the charge searches; `de`/`ate` bound the day the charge was made. */
export const cobrancasFiltros = z.object({
  autoescola: z.string().trim().min(1).max(100).optional(),
  de: dateField.optional(),
  ate: dateField.optional(),
  situacao: z.enum(SITUACOES_COBRANCA).optional(),
  id_produto: recordId.optional(),
});
export type CobrancasFiltros = z.input<typeof cobrancasFiltros>;

export const cobrancasQuery = pageQuery
  .extend(cobrancasFiltros.shape)
  .refine((query) => !query.de || !query.ate || query.de <= query.ate, {
    path: ['ate'],
    ...localized('cobrancas.periodoInvalido'),
  });

/** A page of charges with the totals of every charge the filters find (not only the page's). */
export const cobrancasPage = page(cobranca).extend({
  totais: z.object({
    quantidade: z.number().int(),
    valor_centavos: z.number().int(),
    valor_pago_centavos: z.number().int(),
  }),
});
export type CobrancasPage = z.infer<typeof cobrancasPage>;

export const parcelaParams = z.object({
  id: recordId,
  numero: z.coerce.number().int().min(1).max(MAX_PARCELAS),
});

// ---------- Unions and their receipts ----------

export const sindicatoBody = z.object({
  nome: z.string().trim().min(1, localized('cobrancas.informeNomeSindicato')).max(200),
  cnpj: optional(cnpjField),
  uf: ufField,
  repasse_pontos_base: z
    .number()
    .int()
    .min(0, localized('cobrancas.repasseIntervalo'))
    .max(10_000, localized('cobrancas.repasseIntervalo')),
  ativo: z.boolean().default(true),
});
export type SindicatoBody = z.input<typeof sindicatoBody>;

export const sindicato = z.object({
  id_sindicato: z.number().int(),
  nome: z.string(),
  cnpj: z.string().nullable(),
  uf: z.string(),
  repasse_pontos_base: z.number().int(),
  ativo: z.boolean(),
  /** Schools whose contract names it. */
  escolas: z.number().int(),
});
export type Sindicato = z.infer<typeof sindicato>;

export const sindicatosQuery = pageQuery.extend({ filtro: z.string().trim().max(100).optional() });

/** A period of days; the current month when absent. */
export const periodoQuery = z.object({ de: dateField.optional(), ate: dateField.optional() });
export type PeriodoQuery = z.input<typeof periodoQuery>;

const somaRecebida = z.object({
  pagamentos: z.number().int(),
  valor_pago_centavos: z.number().int(),
  repasse_centavos: z.number().int(),
});

export const recebimentosSindicatos = z.object({
  de: z.string(),
  ate: z.string(),
  sindicatos: z.array(
    somaRecebida.extend({
      id_sindicato: z.number().int(),
      nome: z.string(),
      cnpj: z.string().nullable(),
      uf: z.string(),
      repasse_pontos_base: z.number().int(),
      escolas: z.number().int(),
    }),
  ),
  totais: somaRecebida,
});
export type RecebimentosSindicatos = z.infer<typeof recebimentosSindicatos>;

/** One payment received from a union's school, with the union's share of it. */
export const linhaRepasse = z.object({
  id_pagamento: z.number().int(),
  id_fatura: z.number().int(),
  autoescola: z.string(),
  autoescola_nome: z.string(),
  fatura_descricao: z.string(),
  competencia: z.string(),
  pago_em: z.string(),
  origem: z.enum(['retorno', 'manual', 'pix']),
  valor_pago_centavos: z.number().int(),
  repasse_centavos: z.number().int(),
});
export type LinhaRepasse = z.infer<typeof linhaRepasse>;

export const extratoSindicato = z.object({
  de: z.string(),
  ate: z.string(),
  sindicato: sindicato,
  linhas: z.array(linhaRepasse),
  totais: somaRecebida,
});
export type ExtratoSindicato = z.infer<typeof extratoSindicato>;

/** The statement's exports: the union and the period. */
export const extratoSindicatoExportQuery = z.object({
  id_sindicato: recordId,
  de: dateField.optional(),
  ate: dateField.optional(),
});

// ---------- Commissions ----------

/** One payment of a consultant's school, with the commission on it. */
export const linhaComissao = z.object({
  id_pagamento: z.number().int(),
  id_fatura: z.number().int(),
  id_autoescola: z.number().int(),
  autoescola: z.string(),
  autoescola_nome: z.string(),
  fatura_descricao: z.string(),
  competencia: z.string(),
  pago_em: z.string(),
  valor_pago_centavos: z.number().int(),
  comissao_pontos_base: z.number().int(),
  comissao_centavos: z.number().int(),
});
export type LinhaComissao = z.infer<typeof linhaComissao>;

const somaComissao = z.object({
  pagamentos: z.number().int(),
  valor_pago_centavos: z.number().int(),
  comissao_centavos: z.number().int(),
});

export const relatorioComissao = z.object({
  consultor: z.object({ id_usuario: z.number().int(), nome: z.string() }),
  de: z.string(),
  ate: z.string(),
  linhas: z.array(linhaComissao),
  por_autoescola: z.array(
    somaComissao.extend({
      id_autoescola: z.number().int(),
      autoescola: z.string(),
      autoescola_nome: z.string(),
      comissao_pontos_base: z.number().int(),
    }),
  ),
  totais: somaComissao,
});
export type RelatorioComissao = z.infer<typeof relatorioComissao>;
