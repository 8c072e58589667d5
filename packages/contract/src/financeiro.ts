import { z } from 'zod';

/**
 * Finance (issue 20; docs/finance.md): the shapes every finance screen shares. Money is integer cents
 * (`*_centavos`); days are 'YYYY-MM-DD'; instants UTC ISO strings. Each area adds its own file
 * (financeiro-*.ts) for its calls.
 */

/** An invoice's state as people read it: 'vencida' is an open invoice past its due date. */
export const SITUACOES_FATURA = ['aberta', 'vencida', 'paga', 'cancelada'] as const;
export type SituacaoFatura = (typeof SITUACOES_FATURA)[number];

export const TIPOS_ITEM_FATURA = [
  'aluno_cadastrado',
  'aula_pratica',
  'aula_teorica',
  'franquia',
  'cobranca',
] as const;

/** The month an invoice bills, 'YYYY-MM'. */
export const competenciaField = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Informe o mês no formato AAAA-MM.');

/** One invoice as the lists show it, to finance staff and to the school billed. */
export const fatura = z.object({
  id_fatura: z.number().int(),
  id_autoescola: z.number().int(),
  /** The school's identifier (SPEC's `schema`). */
  autoescola: z.string(),
  autoescola_nome: z.string(),
  tipo: z.enum(['mensal', 'avulsa']),
  /** 'YYYY-MM' */
  competencia: z.string(),
  descricao: z.string(),
  emitida_em: z.string(),
  vencimento: z.string(),
  valor_centavos: z.number().int(),
  valor_pago_centavos: z.number().int(),
  situacao: z.enum(SITUACOES_FATURA),
  pago_em: z.string().nullable(),
  nosso_numero: z.number().int(),
  linha_digitavel: z.string().nullable(),
  pix_copia_e_cola: z.string().nullable(),
});
export type Fatura = z.infer<typeof fatura>;

/** One line of an invoice. */
export const faturaItem = z.object({
  id_item: z.number().int(),
  tipo: z.enum(TIPOS_ITEM_FATURA),
  descricao: z.string(),
  quantidade: z.number().int(),
  valor_unitario_centavos: z.number().int(),
  valor_centavos: z.number().int(),
  id_aluno: z.number().int().nullable(),
  aluno_nome: z.string().nullable(),
  id_aula_pratica: z.number().int().nullable(),
  id_aula_teorica: z.number().int().nullable(),
});
export type FaturaItem = z.infer<typeof faturaItem>;

/** A payment written against an invoice, reversed or not. */
export const pagamento = z.object({
  id_pagamento: z.number().int(),
  id_fatura: z.number().int(),
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
export type Pagamento = z.infer<typeof pagamento>;
