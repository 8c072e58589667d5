import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the bank files (migration 0027_retornos.sql). Keep in step with it. */

type Instant = Date | string;
type Now = ColumnType<Date, Instant | undefined, Instant>;
/** A `date` column, read as the 'YYYY-MM-DD' it is (engine.ts). */
type Day = ColumnType<string, string, string>;
/** A `bigint` sum, read as a number (engine.ts parses int8). */
type BigCount = ColumnType<number, number | undefined, number>;

export type FormatoRetornoDb = 'cnab240' | 'cnab400' | 'csv';
export type SituacaoLinhaRetorno = 'conciliada' | 'divergente' | 'ja_paga' | 'desconhecida' | 'ignorada';

export interface RetornoArquivosTable {
  autoescola_id: number;
  id: Generated<number>;
  nome: string;
  formato: FormatoRetornoDb;
  sha256: string;
  tamanho: number;
  usuario_id: number | null;
  usuario_nome: string | null;
  importado_em: Now;
  linhas: Generated<number>;
  conciliadas: Generated<number>;
  divergentes: Generated<number>;
  ja_pagas: Generated<number>;
  desconhecidas: Generated<number>;
  ignoradas: Generated<number>;
  valor_total_centavos: BigCount;
  valor_aplicado_centavos: BigCount;
}

export interface RetornoLinhasTable {
  autoescola_id: number;
  id: Generated<number>;
  arquivo_id: number;
  linha: number;
  situacao: SituacaoLinhaRetorno;
  nosso_numero: number;
  ocorrencia: string;
  valor_pago_centavos: number;
  valor_fatura_centavos: number | null;
  tarifa_centavos: Generated<number>;
  juros_centavos: Generated<number>;
  pago_em: Day | null;
  credito_em: Day | null;
  fatura_autoescola_id: number | null;
  fatura_id: number | null;
  motivo: string | null;
}

export interface RemessasTable {
  autoescola_id: number;
  id: Generated<number>;
  sequencial: number;
  nome: string;
  conteudo: string;
  titulos: number;
  valor_centavos: number;
  usuario_id: number | null;
  usuario_nome: string | null;
  gerada_em: Now;
}

export interface RemessaTitulosTable {
  autoescola_id: number;
  fatura_id: number;
  remessa_autoescola_id: number;
  remessa_id: number;
  nosso_numero: number;
  created_at: Now;
}

export interface RetornosTables {
  retorno_arquivos: RetornoArquivosTable;
  retorno_linhas: RetornoLinhasTable;
  remessas: RemessasTable;
  remessa_titulos: RemessaTitulosTable;
}
