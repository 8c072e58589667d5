import { z } from 'zod';
import { pageQuery } from './http.ts';

/**
 * The NFS-e of paid invoices (Sistema Nacional NFS-e; docs/finance.md "NFS-e"): issued by a sweep,
 * retried with backoff, cancelled when the payment is reversed. Instants are UTC ISO strings.
 */

export const STATUS_NFSE = ['pendente', 'emitida', 'falhou', 'cancelada'] as const;
export type StatusNfse = (typeof STATUS_NFSE)[number];

/** One NFS-e as finance staff see it. */
export const nfseEmissao = z.object({
  id_nfse: z.number().int(),
  id_fatura: z.number().int(),
  autoescola: z.string(),
  autoescola_nome: z.string(),
  fatura_descricao: z.string(),
  status: z.enum(STATUS_NFSE),
  valor_servico_centavos: z.number().int(),
  numero_dps: z.number().int(),
  /** The national access key (50 digits), once issued. */
  chave_acesso: z.string().nullable(),
  numero: z.string().nullable(),
  tentativas: z.number().int(),
  erro: z.string().nullable(),
  proxima_tentativa_em: z.string().nullable(),
  emitida_em: z.string().nullable(),
  cancelada_em: z.string().nullable(),
  atualizada_em: z.string(),
});
export type NfseEmissao = z.infer<typeof nfseEmissao>;

/** The NFS-e list: by status (failures by default on the screen) and school. */
export const nfseQuery = pageQuery.extend({
  status: z.enum(STATUS_NFSE).optional(),
  autoescola: z.string().trim().min(1).max(100).optional(),
});
export type NfseQuery = z.input<typeof nfseQuery>;
