import { z } from 'zod';
import { competenciaField, SITUACOES_FATURA } from './financeiro.ts';
import { pageQuery } from './http.ts';
import { localized } from './messages.ts';
import { STATUS_NFSE } from './nfse.ts';

/**
 * Finance reports, the billing panel and the commercial area (issue 20; docs/finance.md "Reports and
 * the billing panel", "The commercial area"). Money is integer cents; months are 'YYYY-MM'.
 */

/** How long ago an open invoice fell due, in the panel's buckets (days past the due date). */
export const FAIXAS_ATRASO = ['1-30', '31-60', '61-90', '90+'] as const;
export type FaixaAtraso = (typeof FAIXAS_ATRASO)[number];

/** The months a report may span: three years. */
export const MESES_MAXIMOS_RELATORIO = 36;

const mesesEntre = (de: string, ate: string) => {
  const [ay = 0, am = 0] = de.split('-').map(Number);
  const [by = 0, bm = 0] = ate.split('-').map(Number);
  return (by - ay) * 12 + (bm - am) + 1;
};

/** The filters of the finance report and of its exports; without months, the last twelve. */
export const relatorioFinanceiroFiltros = z.object({
  /** First month billed ('YYYY-MM'). */
  de: competenciaField.optional(),
  /** Last month billed ('YYYY-MM'). */
  ate: competenciaField.optional(),
  /** A school's identifier (`schema`), among those the caller sees. */
  autoescola: z.string().trim().min(1).max(100).optional(),
  situacao: z.enum(SITUACOES_FATURA).optional(),
  /** Overdue invoices only, by how long ago they fell due (the panel's ageing buckets). */
  atraso: z.enum(FAIXAS_ATRASO).optional(),
  /** The schools of a state (the panel's 'by state' chart). */
  uf: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});
export type RelatorioFinanceiroFiltros = z.input<typeof relatorioFinanceiroFiltros>;

export const relatorioFinanceiroQuery = pageQuery
  .extend(relatorioFinanceiroFiltros.shape)
  .refine((q) => !q.de || !q.ate || q.de <= q.ate, {
    path: ['ate'],
    ...localized('financeiroRelatorios.periodoInvalido'),
  })
  .refine((q) => !q.de || !q.ate || mesesEntre(q.de, q.ate) <= MESES_MAXIMOS_RELATORIO, {
    path: ['ate'],
    ...localized('financeiroRelatorios.periodoLongo'),
  });
export type RelatorioFinanceiroQuery = z.input<typeof relatorioFinanceiroQuery>;

/** Billed, received, open (not yet due), overdue and cancelled amounts of a set of invoices. */
export const totaisFinanceiros = z.object({
  faturas: z.number().int(),
  faturado_centavos: z.number().int(),
  recebido_centavos: z.number().int(),
  aberto_centavos: z.number().int(),
  vencido_centavos: z.number().int(),
  cancelado_centavos: z.number().int(),
});
export type TotaisFinanceiros = z.infer<typeof totaisFinanceiros>;

/** One invoice as the report lists it, with what is still owed and its NFS-e. */
export const relatorioFinanceiroLinha = z.object({
  id_fatura: z.number().int(),
  autoescola: z.string(),
  autoescola_nome: z.string(),
  uf: z.string(),
  tipo: z.enum(['mensal', 'avulsa']),
  competencia: z.string(),
  descricao: z.string(),
  vencimento: z.string(),
  situacao: z.enum(SITUACOES_FATURA),
  valor_centavos: z.number().int(),
  valor_pago_centavos: z.number().int(),
  /** What is still owed: zero for a paid or cancelled invoice. */
  em_aberto_centavos: z.number().int(),
  pago_em: z.string().nullable(),
  /** Days past the due date of an overdue invoice; null otherwise. */
  dias_atraso: z.number().int().nullable(),
  nfse_status: z.enum(STATUS_NFSE).nullable(),
  nfse_numero: z.string().nullable(),
});
export type RelatorioFinanceiroLinha = z.infer<typeof relatorioFinanceiroLinha>;

/** The report: a page of invoices, the totals of every invoice the filters select and their groups. */
export const relatorioFinanceiro = z.object({
  periodo: z.object({ de: z.string(), ate: z.string() }),
  faturas: z.object({
    data: z.array(relatorioFinanceiroLinha),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  }),
  totais: totaisFinanceiros,
  por_autoescola: z.array(
    totaisFinanceiros.extend({ autoescola: z.string(), autoescola_nome: z.string(), uf: z.string() }),
  ),
  por_mes: z.array(totaisFinanceiros.extend({ competencia: z.string() })),
});
export type RelatorioFinanceiro = z.infer<typeof relatorioFinanceiro>;

/** The billing panel: the last twelve months, ageing, states, schools that owe most, and this month's figures. */
export const painelFaturamento = z.object({
  /** 'YYYY-MM' of today in São Paulo. */
  mes_atual: z.string(),
  hoje: z.string(),
  kpis: z.object({
    /** Invoices of this month's billing (competência). */
    faturado_mes_centavos: z.number().int(),
    /** Payments (not reversed) received this month. */
    recebido_mes_centavos: z.number().int(),
    /** What overdue invoices still owe. */
    vencido_centavos: z.number().int(),
    faturas_vencidas: z.number().int(),
    /** Overdue amount over what fell due up to today (paid or not), in basis points. */
    inadimplencia_pontos_base: z.number().int(),
  }),
  /** Billed by month billed, received by month paid. */
  meses: z.array(
    z.object({
      competencia: z.string(),
      faturado_centavos: z.number().int(),
      recebido_centavos: z.number().int(),
    }),
  ),
  atraso: z.array(
    z.object({ faixa: z.enum(FAIXAS_ATRASO), faturas: z.number().int(), valor_centavos: z.number().int() }),
  ),
  por_uf: z.array(
    z.object({
      uf: z.string(),
      faturado_centavos: z.number().int(),
      recebido_centavos: z.number().int(),
      vencido_centavos: z.number().int(),
    }),
  ),
  /** The schools with most still owed (open and overdue), most first. */
  maiores_devedores: z.array(
    z.object({
      autoescola: z.string(),
      autoescola_nome: z.string(),
      em_aberto_centavos: z.number().int(),
      vencido_centavos: z.number().int(),
    }),
  ),
});
export type PainelFaturamento = z.infer<typeof painelFaturamento>;

// ---------- The commercial area ----------

/** The commercial list's filters: a month of usage and the text filter of every list. */
export const comercialAutoescolasQuery = pageQuery.extend({
  competencia: competenciaField.optional(),
  filtro: z.string().trim().max(100).optional(),
});
export type ComercialAutoescolasQuery = z.input<typeof comercialAutoescolasQuery>;

/** One school the commercial user manages: status, contract prices, contacts and the month's usage. */
export const comercialAutoescola = z.object({
  id_autoescola: z.number().int(),
  autoescola: z.string(),
  nome_fantasia: z.string(),
  razao_social: z.string().nullable(),
  cnpj: z.string().nullable(),
  uf: z.string(),
  cidade: z.string().nullable(),
  ativo: z.boolean(),
  telefone: z.string().nullable(),
  email: z.string().nullable(),
  /** The school's administrators, who answer for it. */
  contatos: z.array(z.object({ nome: z.string(), email: z.string().nullable() })),
  contrato: z
    .object({
      ativo: z.boolean(),
      preco_aluno_cadastrado_centavos: z.number().int(),
      preco_aula_pratica_centavos: z.number().int(),
      preco_aula_teorica_centavos: z.number().int(),
      franquia_aulas_praticas: z.number().int(),
      franquia_aulas_teoricas: z.number().int(),
      dia_vencimento: z.number().int(),
      email_cobranca: z.string().nullable(),
    })
    .nullable(),
  uso: z.object({
    competencia: z.string(),
    alunos_cadastrados: z.number().int(),
    aulas_praticas: z.number().int(),
    aulas_teoricas: z.number().int(),
  }),
});
export type ComercialAutoescola = z.infer<typeof comercialAutoescola>;

/** Registered students per school and month. */
export const comercialAlunosQuery = z
  .object({
    de: competenciaField.optional(),
    ate: competenciaField.optional(),
    autoescola: z.string().trim().min(1).max(100).optional(),
  })
  .refine((q) => !q.de || !q.ate || q.de <= q.ate, {
    path: ['ate'],
    ...localized('financeiroRelatorios.periodoInvalido'),
  })
  .refine((q) => !q.de || !q.ate || mesesEntre(q.de, q.ate) <= MESES_MAXIMOS_RELATORIO, {
    path: ['ate'],
    ...localized('financeiroRelatorios.periodoLongo'),
  });
export type ComercialAlunosQuery = z.input<typeof comercialAlunosQuery>;

export const comercialAlunos = z.object({
  periodo: z.object({ de: z.string(), ate: z.string() }),
  meses: z.array(z.string()),
  linhas: z.array(
    z.object({
      autoescola: z.string(),
      autoescola_nome: z.string(),
      /** One count per month of `meses`, in order. */
      por_mes: z.array(z.number().int()),
      total: z.number().int(),
    }),
  ),
  /** One count per month, every school. */
  totais_por_mes: z.array(z.number().int()),
  total: z.number().int(),
});
export type ComercialAlunos = z.infer<typeof comercialAlunos>;

/** The commercial financial report: the finance report's groups by month and school, read only. */
export const comercialFinanceiroQuery = comercialAlunosQuery;
export const comercialFinanceiro = z.object({
  periodo: z.object({ de: z.string(), ate: z.string() }),
  linhas: z.array(
    totaisFinanceiros.extend({
      competencia: z.string(),
      autoescola: z.string(),
      autoescola_nome: z.string(),
    }),
  ),
  por_mes: z.array(totaisFinanceiros.extend({ competencia: z.string() })),
  totais: totaisFinanceiros,
});
export type ComercialFinanceiro = z.infer<typeof comercialFinanceiro>;
