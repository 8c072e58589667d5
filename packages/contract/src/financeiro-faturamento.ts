import { z } from 'zod';
import { emailField, optional } from './fields.ts';
import { competenciaField, fatura, faturaItem, pagamento, SITUACOES_FATURA } from './financeiro.ts';
import { pageQuery } from './http.ts';
import { localized } from './messages.ts';

/**
 * The monthly billing run and the invoices (issue 20; docs/finance.md "The monthly billing run" and
 * "Invoices, boleto and PIX"): each school's contract, the run's preview and progress, the invoices
 * with their lines, PDF, boleto and PIX, as finance staff and the school billed read them.
 */

const centavos = z.number().int();
const centavosField = z.coerce
  .number(localized('faturamento.valorInvalido'))
  .int(localized('faturamento.valorInvalido'))
  .min(0, localized('faturamento.valorInvalido'))
  .max(100_000_000, localized('faturamento.valorInvalido'));
const quantidadeField = z.coerce
  .number(localized('faturamento.quantidadeInvalida'))
  .int(localized('faturamento.quantidadeInvalida'))
  .min(0, localized('faturamento.quantidadeInvalida'))
  .max(100_000, localized('faturamento.quantidadeInvalida'));
const idOptional = optional(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER));

// ---------- Contracts ----------

/** A school granted to finance staff, with its contract (null: not billed yet). */
export const contratoFaturamento = z.object({
  id_autoescola: z.number().int(),
  autoescola: z.string(),
  autoescola_nome: z.string(),
  uf: z.string(),
  gratuidade_teorica: z.boolean(),
  gratuidade_pratica: z.boolean(),
  tem_contrato: z.boolean(),
  preco_aluno_cadastrado_centavos: centavos,
  preco_aula_pratica_centavos: centavos,
  preco_aula_teorica_centavos: centavos,
  franquia_aulas_praticas: z.number().int(),
  franquia_aulas_teoricas: z.number().int(),
  dia_vencimento: z.number().int(),
  email_cobranca: z.string().nullable(),
  id_sindicato: z.number().int().nullable(),
  sindicato_nome: z.string().nullable(),
  id_consultor: z.number().int().nullable(),
  consultor_nome: z.string().nullable(),
  comissao_pontos_base: z.number().int(),
  ativo: z.boolean(),
});
export type ContratoFaturamento = z.infer<typeof contratoFaturamento>;

export const contratosQuery = pageQuery.extend({
  filtro: z.string().trim().max(100).optional(),
});

/** The contract form: prices in cents, quotas, due day, billing e-mail, union, consultant and rate. */
export const contratoBody = z.object({
  preco_aluno_cadastrado_centavos: centavosField,
  preco_aula_pratica_centavos: centavosField,
  preco_aula_teorica_centavos: centavosField,
  franquia_aulas_praticas: quantidadeField,
  franquia_aulas_teoricas: quantidadeField,
  dia_vencimento: z.coerce
    .number(localized('faturamento.diaVencimentoInvalido'))
    .int(localized('faturamento.diaVencimentoInvalido'))
    .min(1, localized('faturamento.diaVencimentoInvalido'))
    .max(28, localized('faturamento.diaVencimentoInvalido')),
  email_cobranca: optional(emailField),
  id_sindicato: idOptional,
  id_consultor: idOptional,
  comissao_pontos_base: z.coerce
    .number(localized('faturamento.comissaoInvalida'))
    .int(localized('faturamento.comissaoInvalida'))
    .min(0, localized('faturamento.comissaoInvalida'))
    .max(10_000, localized('faturamento.comissaoInvalida')),
  ativo: z.boolean(),
});
export type ContratoBody = z.input<typeof contratoBody>;

/** What the contract form's selects offer: the unions and the operator's consultants (role 1). */
export const contratoOpcoes = z.object({
  sindicatos: z.array(z.object({ id: z.number().int(), nome: z.string(), uf: z.string() })),
  consultores: z.array(z.object({ id: z.number().int(), nome: z.string() })),
});

// ---------- The billing run ----------

export const competenciaQuery = z.object({ competencia: competenciaField });

/** One kind of line of a school's month: how many, at what price, for how much. */
const linhaPrevia = z.object({
  quantidade: z.number().int(),
  valor_unitario_centavos: centavos,
  valor_centavos: centavos,
});

/** What a school's invoice of the month will hold (or holds, when already issued). */
export const previaEscola = z.object({
  id_autoescola: z.number().int(),
  autoescola: z.string(),
  autoescola_nome: z.string(),
  /** The month's invoice, when it was issued already: a run bills this school nothing more. */
  id_fatura: z.number().int().nullable(),
  alunos_cadastrados: linhaPrevia,
  aulas_praticas: linhaPrevia.extend({ gratuidade: z.boolean() }),
  aulas_teoricas: linhaPrevia.extend({ gratuidade: z.boolean() }),
  /** The free quotas' discounts, negative or zero. */
  franquia_praticas: linhaPrevia,
  franquia_teoricas: linhaPrevia,
  /** Extra charges' instalments due by the month that join its invoice (docs/finance.md, "Extra charges"). */
  cobrancas: linhaPrevia,
  total_centavos: centavos,
});
export type PreviaEscola = z.infer<typeof previaEscola>;

export const previaFaturamento = z.object({
  competencia: z.string(),
  escolas: z.array(previaEscola),
  totais: z.object({
    escolas: z.number().int(),
    a_faturar: z.number().int(),
    ja_faturadas: z.number().int(),
    alunos_cadastrados: z.number().int(),
    aulas_praticas: z.number().int(),
    aulas_teoricas: z.number().int(),
    total_centavos: centavos,
  }),
});
export type PreviaFaturamento = z.infer<typeof previaFaturamento>;

export const STATUS_FATURAMENTO = ['emitindo', 'concluido', 'falhou'] as const;

/** A billing run and its progress. */
export const faturamentoExecucao = z.object({
  id_faturamento: z.number().int(),
  competencia: z.string(),
  status: z.enum(STATUS_FATURAMENTO),
  escolas_total: z.number().int(),
  escolas_processadas: z.number().int(),
  faturas_emitidas: z.number().int(),
  valor_centavos: centavos,
  erro: z.string().nullable(),
  usuario: z.string().nullable(),
  iniciado_em: z.string(),
  concluido_em: z.string().nullable(),
});
export type FaturamentoExecucao = z.infer<typeof faturamentoExecucao>;

export const faturamentoBody = z.object({ competencia: competenciaField });
export type FaturamentoBody = z.input<typeof faturamentoBody>;

// ---------- Invoices ----------

/** The invoice filters of the lists, the reports and their exports. */
export const faturasFiltros = z.object({
  competencia: competenciaField.optional(),
  /** A period of months, both ends included (the school's report). */
  competencia_de: competenciaField.optional(),
  competencia_ate: competenciaField.optional(),
  /** A school's identifier (`schema`) among those the caller sees. */
  autoescola: z.string().trim().min(1).max(100).optional(),
  situacao: z.enum(SITUACOES_FATURA).optional(),
  tipo: z.enum(['mensal', 'avulsa']).optional(),
});
export type FaturasFiltros = z.input<typeof faturasFiltros>;

const periodoValido = <T extends { competencia_de?: string; competencia_ate?: string }>(query: T) =>
  !query.competencia_de || !query.competencia_ate || query.competencia_de <= query.competencia_ate;

export const faturasQuery = pageQuery.extend(faturasFiltros.shape).refine(periodoValido, {
  path: ['competencia_ate'],
  ...localized('faturamento.periodoInvalido'),
});

/** The sums of every invoice of the filters (not only the page). */
export const faturasTotais = z.object({
  quantidade: z.number().int(),
  valor_centavos: centavos,
  valor_pago_centavos: centavos,
  em_aberto_centavos: centavos,
  vencido_centavos: centavos,
});
export type FaturasTotais = z.infer<typeof faturasTotais>;

export const faturasPagina = z.object({
  data: z.array(fatura),
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  totais: faturasTotais,
});

/** One invoice with its lines, payments, barcode and PIX QR (GET /faturas/:id). */
export const faturaDetalhe = fatura.extend({
  autoescola_cnpj: z.string().nullable(),
  email_cobranca: z.string().nullable(),
  codigo_barras: z.string().nullable(),
  /** The linha digitável as printed: 'AAABC.CCCCX DDDDD.DDDDDY EEEEE.EEEEEZ K UUUUVVVVVVVVVV'. */
  linha_digitavel_formatada: z.string().nullable(),
  /** The PIX copia e cola as a QR code image (data URL, PNG). */
  pix_qr: z.string().nullable(),
  enviada_em: z.string().nullable(),
  cancelada_em: z.string().nullable(),
  cancelamento_motivo: z.string().nullable(),
  itens: z.array(faturaItem),
  pagamentos: z.array(pagamento),
});
export type FaturaDetalhe = z.infer<typeof faturaDetalhe>;

export const cancelarFaturaBody = z.object({
  motivo: z
    .string(localized('faturamento.informeMotivo'))
    .trim()
    .min(3, localized('faturamento.motivoCurto'))
    .max(500, localized('faturamento.motivoLongo')),
});
export type CancelarFaturaBody = z.input<typeof cancelarFaturaBody>;

/** The PDF of an invoice: base64, with its file name. */
export const faturaPdf = z.object({ dados: z.string(), arquivo: z.string() });

// ---------- Billed and registered students ----------

export const TIPOS_ITEM_FATURADO = ['aluno_cadastrado', 'aula_pratica', 'aula_teorica'] as const;

export const itensFiltros = z.object({
  competencia: competenciaField.optional(),
  autoescola: z.string().trim().min(1).max(100).optional(),
  id_fatura: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  tipo: z.enum(TIPOS_ITEM_FATURADO).optional(),
  /** A student's name or CPF. */
  aluno: z.string().trim().max(100).optional(),
});
export type ItensFiltros = z.input<typeof itensFiltros>;
export const itensQuery = pageQuery.extend(itensFiltros.shape);

/** A billed line with its invoice and school (alunos-faturados, the school's practical/theory views). */
export const itemFaturado = faturaItem.extend({
  id_fatura: z.number().int(),
  id_autoescola: z.number().int(),
  autoescola: z.string(),
  autoescola_nome: z.string(),
  competencia: z.string(),
  aluno_cpf: z.string().nullable(),
  /** When the lesson was given (practical start, theory session start); null for a registration. */
  data_aula: z.string().nullable(),
});
export type ItemFaturado = z.infer<typeof itemFaturado>;

export const itensPagina = z.object({
  data: z.array(itemFaturado),
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  totais: z.object({ quantidade: z.number().int(), valor_centavos: centavos }),
});

export const cadastradosFiltros = z.object({
  competencia: competenciaField,
  autoescola: z.string().trim().min(1).max(100).optional(),
  aluno: z.string().trim().max(100).optional(),
});
export type CadastradosFiltros = z.input<typeof cadastradosFiltros>;
export const cadastradosQuery = pageQuery.extend(cadastradosFiltros.shape);

/** A student registered in the month, and the invoice that billed the registration, if any. */
export const alunoCadastrado = z.object({
  id_aluno: z.number().int(),
  nome: z.string(),
  cpf: z.string(),
  id_autoescola: z.number().int(),
  autoescola: z.string(),
  autoescola_nome: z.string(),
  cadastrado_em: z.string(),
  id_fatura: z.number().int().nullable(),
  valor_centavos: centavos.nullable(),
});
export type AlunoCadastrado = z.infer<typeof alunoCadastrado>;
