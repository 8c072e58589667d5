import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the extra charges (migration 0029_cobrancas.sql). Keep in step with it. */

type Instant = Date | string;
type Now = ColumnType<Date, Instant | undefined, Instant>;
/** A `date` column, read as the 'YYYY-MM-DD' it is (engine.ts). */
type Day = ColumnType<string, string, string>;

export type TipoProdutoServico = 'produto' | 'servico';
export type FaturamentoCobranca = 'proxima_fatura' | 'boleto_proprio';
export type StatusParcela = 'pendente' | 'faturada' | 'cancelada';

export interface ProdutosServicosTable {
  id: Generated<number>;
  nome: string;
  descricao: string | null;
  tipo: TipoProdutoServico;
  preco_centavos: number;
  ativo: Generated<boolean>;
  created_at: Now;
  updated_at: Now;
}

export interface CobrancasTable {
  autoescola_id: number;
  id: Generated<number>;
  descricao: string | null;
  faturamento: FaturamentoCobranca;
  parcelas: number;
  primeiro_vencimento: Day;
  valor_centavos: number;
  status: Generated<'ativa' | 'cancelada'>;
  usuario_id: number | null;
  usuario_nome: string | null;
  cancelada_em: Instant | null;
  cancelamento_motivo: string | null;
  cancelada_por_nome: string | null;
  created_at: Now;
  updated_at: Now;
}

export interface CobrancaItensTable {
  autoescola_id: number;
  id: Generated<number>;
  cobranca_id: number;
  produto_servico_id: number | null;
  nome: string;
  quantidade: number;
  valor_unitario_centavos: number;
  valor_centavos: number;
}

export interface CobrancaParcelasTable {
  autoescola_id: number;
  id: Generated<number>;
  cobranca_id: number;
  numero: number;
  vencimento: Day;
  valor_centavos: number;
  status: Generated<StatusParcela>;
  fatura_id: number | null;
  fatura_item_id: number | null;
  faturada_em: Instant | null;
}

export interface CobrancasTables {
  produtos_servicos: ProdutosServicosTable;
  cobrancas: CobrancasTable;
  cobranca_itens: CobrancaItensTable;
  cobranca_parcelas: CobrancaParcelasTable;
}
