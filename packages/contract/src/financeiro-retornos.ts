import { z } from 'zod';
import { dateField } from './fields.ts';
import { competenciaField, SITUACOES_FATURA } from './financeiro.ts';
import { pageQuery } from './http.ts';
import { localized } from './messages.ts';

/**
 * Bank return files, remittances and manual write-offs (issue 20; docs/finance.md "Payments: return
 * files, remittances, write-offs"). Money in integer cents; days 'YYYY-MM-DD'; instants UTC ISO strings.
 */

export const FORMATOS_RETORNO = ['cnab240', 'cnab400', 'csv'] as const;
export type FormatoRetornoArquivo = (typeof FORMATOS_RETORNO)[number];

/**
 * What became (or would become) of one line of a return file: `conciliada` an open invoice paid in
 * full; `divergente` an open invoice paid more or less than it owes (what was paid is recorded; the
 * invoice stays open if less); `ja_paga` an invoice already paid or a line repeated; `desconhecida`
 * no invoice with that nosso número; `ignorada` a notice that is no payment (entry confirmed…);
 * `erro` a line that breaks the layout, which keeps the whole file from being applied.
 */
export const SITUACOES_LINHA_RETORNO = [
  'conciliada',
  'divergente',
  'ja_paga',
  'desconhecida',
  'ignorada',
  'erro',
] as const;
export type SituacaoLinhaRetornoArquivo = (typeof SITUACOES_LINHA_RETORNO)[number];

/** The largest file accepted, in bytes (a month of a large operator's returns fits many times). */
export const RETORNO_MAX_BYTES = 5 * 1024 * 1024;
/** The largest attachment of a manual write-off, in bytes. */
export const ANEXO_BAIXA_MAX_BYTES = 5 * 1024 * 1024;

export const retornoLinha = z.object({
  linha: z.number().int(),
  situacao: z.enum(SITUACOES_LINHA_RETORNO),
  nosso_numero: z.number().int().nullable(),
  ocorrencia: z.string().nullable(),
  ocorrencia_descricao: z.string().nullable(),
  valor_pago_centavos: z.number().int().nullable(),
  /** The invoice's amount. */
  valor_fatura_centavos: z.number().int().nullable(),
  /** What the invoice still owed before this line. */
  valor_em_aberto_centavos: z.number().int().nullable(),
  tarifa_centavos: z.number().int().nullable(),
  juros_centavos: z.number().int().nullable(),
  pago_em: z.string().nullable(),
  credito_em: z.string().nullable(),
  id_fatura: z.number().int().nullable(),
  autoescola: z.string().nullable(),
  autoescola_nome: z.string().nullable(),
  /** 'YYYY-MM' */
  competencia: z.string().nullable(),
  /** Why the line is what it is, in Portuguese (the error, the difference, the invoice already paid). */
  motivo: z.string().nullable(),
});
export type RetornoLinha = z.infer<typeof retornoLinha>;

const contagens = {
  linhas: z.number().int(),
  conciliadas: z.number().int(),
  divergentes: z.number().int(),
  ja_pagas: z.number().int(),
  desconhecidas: z.number().int(),
  ignoradas: z.number().int(),
  /** What the file says was paid. */
  valor_total_centavos: z.number().int(),
};

export const retornoResumo = z.object({
  ...contagens,
  erros: z.number().int(),
  /** What applying would write against invoices (lines conciliada and divergente). */
  valor_aplicavel_centavos: z.number().int(),
});
export type RetornoResumo = z.infer<typeof retornoResumo>;

/** The preview of a file: nothing is written. */
export const retornoPrevia = z.object({
  nome: z.string(),
  formato: z.enum(FORMATOS_RETORNO),
  sha256: z.string(),
  /** When this very file was imported before: applying it again changes nothing. */
  ja_importado: z
    .object({ id_arquivo: z.number().int(), importado_em: z.string(), usuario: z.string().nullable() })
    .nullable(),
  /** False when the file has errors or was imported already. */
  aplicavel: z.boolean(),
  resumo: retornoResumo,
  linhas: z.array(retornoLinha),
});
export type RetornoPrevia = z.infer<typeof retornoPrevia>;

/** An imported file with what it did. */
export const retornoArquivo = z.object({
  id_arquivo: z.number().int(),
  nome: z.string(),
  formato: z.enum(FORMATOS_RETORNO),
  sha256: z.string(),
  usuario: z.string().nullable(),
  importado_em: z.string(),
  ...contagens,
  valor_aplicado_centavos: z.number().int(),
});
export type RetornoArquivo = z.infer<typeof retornoArquivo>;

export const retornoArquivoDetalhe = retornoArquivo.extend({ itens: z.array(retornoLinha) });
export type RetornoArquivoDetalhe = z.infer<typeof retornoArquivoDetalhe>;

export const retornosQuery = pageQuery;

// ---------- Remittances ----------

export const remessa = z.object({
  id_remessa: z.number().int(),
  sequencial: z.number().int(),
  nome: z.string(),
  titulos: z.number().int(),
  valor_centavos: z.number().int(),
  usuario: z.string().nullable(),
  gerada_em: z.string(),
});
export type Remessa = z.infer<typeof remessa>;

/** The open invoices whose boletos no remittance registered yet. */
export const remessaPendentes = z.object({
  titulos: z.number().int(),
  valor_centavos: z.number().int(),
});
export type RemessaPendentes = z.infer<typeof remessaPendentes>;

export const remessasQuery = pageQuery;

// ---------- Manual write-offs and reversals ----------

const motivoField = z
  .string(localized('retornos.informeMotivo'))
  .trim()
  .min(3, localized('retornos.motivoCurto'))
  .max(500, localized('retornos.motivoLongo'));

/** A manual write-off (multipart: these fields and, optionally, the attachment in `arquivo`). */
export const baixaManualFields = z.object({
  valor_centavos: z.coerce
    .number(localized('retornos.valorInvalido'))
    .int(localized('retornos.valorInvalido'))
    .positive(localized('retornos.valorInvalido'))
    .max(99_999_999_99, localized('retornos.valorAlto')),
  pago_em: dateField,
  motivo: motivoField,
});
export type BaixaManualFields = z.input<typeof baixaManualFields>;

export const estornoBody = z.object({ motivo: motivoField });
export type EstornoBody = z.input<typeof estornoBody>;

/** One manual write-off or reversal of the history (a payment with its invoice). */
export const baixaManual = z.object({
  id_pagamento: z.number().int(),
  id_fatura: z.number().int(),
  nosso_numero: z.number().int(),
  id_autoescola: z.number().int(),
  autoescola: z.string(),
  autoescola_nome: z.string(),
  competencia: z.string(),
  valor_fatura_centavos: z.number().int(),
  situacao_fatura: z.enum(SITUACOES_FATURA),
  origem: z.enum(['retorno', 'manual', 'pix']),
  valor_centavos: z.number().int(),
  pago_em: z.string(),
  motivo: z.string().nullable(),
  anexo_nome: z.string().nullable(),
  usuario: z.string().nullable(),
  registrado_em: z.string(),
  estornado_em: z.string().nullable(),
  estorno_motivo: z.string().nullable(),
  estornado_por: z.string().nullable(),
});
export type BaixaManual = z.infer<typeof baixaManual>;

/** The filters of the history and its exports: a period of what happened (write-off or reversal) and a school. */
export const baixasFiltros = z.object({
  de: dateField.optional(),
  ate: dateField.optional(),
  /** A school's identifier (`schema`), among those the caller sees. */
  autoescola: z.string().trim().min(1).max(100).optional(),
});

export const baixasQuery = pageQuery
  .extend(baixasFiltros.shape)
  .refine((query) => !query.de || !query.ate || query.de <= query.ate, {
    path: ['ate'],
    ...localized('retornos.periodoInvalido'),
  });
export type BaixasQuery = z.input<typeof baixasQuery>;

/** Finding the invoice to write off: by nosso número, or by school and month. */
export const faturasBuscaQuery = z
  .object({
    nosso_numero: z.coerce.number().int().positive().max(99_999_999_999).optional(),
    autoescola: z.string().trim().min(1).max(100).optional(),
    competencia: competenciaField.optional(),
  })
  .refine((query) => query.nosso_numero !== undefined || query.autoescola !== undefined, {
    path: ['nosso_numero'],
    ...localized('retornos.informeBusca'),
  });
export type FaturasBuscaQuery = z.input<typeof faturasBuscaQuery>;
