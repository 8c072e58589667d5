import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the NFS-e issued for paid invoices (migration 0030_nfse.sql). Keep in step with it. */

type Instant = Date | string;
type Now = ColumnType<Date, Instant | undefined, Instant>;

export type StatusNfse = 'pendente' | 'emitida' | 'falhou' | 'cancelada';

export interface NfseEmissoesTable {
  autoescola_id: number;
  id: Generated<number>;
  fatura_id: number;
  status: Generated<StatusNfse>;
  valor_servico_centavos: number;
  numero_dps: Generated<number>;
  chave_acesso: string | null;
  numero: string | null;
  enviado: string | null;
  resposta: string | null;
  tentativas: Generated<number>;
  erro: string | null;
  proxima_tentativa_em: Instant | null;
  emitida_em: Instant | null;
  cancelada_em: Instant | null;
  cancelamento_motivo: string | null;
  created_at: Now;
  updated_at: Now;
}

export interface NfseTables {
  nfse_emissoes: NfseEmissoesTable;
}
