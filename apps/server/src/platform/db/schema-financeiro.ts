import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the finance core (migration 0026_financeiro.sql). Keep in step with it. */

type Instant = Date | string;
type Now = ColumnType<Date, Instant | undefined, Instant>;
/** A `date` column, read as the 'YYYY-MM-DD' it is (engine.ts). */
type Day = ColumnType<string, string, string>;

export interface SindicatosTable {
  id: Generated<number>;
  nome: string;
  cnpj: string | null;
  uf: string;
  repasse_pontos_base: Generated<number>;
  ativo: Generated<boolean>;
  created_at: Now;
}

export interface FaturamentoContratosTable {
  autoescola_id: number;
  preco_aluno_cadastrado_centavos: Generated<number>;
  preco_aula_pratica_centavos: Generated<number>;
  preco_aula_teorica_centavos: Generated<number>;
  franquia_aulas_praticas: Generated<number>;
  franquia_aulas_teoricas: Generated<number>;
  dia_vencimento: Generated<number>;
  email_cobranca: string | null;
  sindicato_id: number | null;
  consultor_id: number | null;
  comissao_pontos_base: Generated<number>;
  ativo: Generated<boolean>;
  created_at: Now;
  updated_at: Now;
}

export type StatusFaturamento = 'emitindo' | 'concluido' | 'falhou';

export interface FaturamentosTable {
  autoescola_id: number;
  id: Generated<number>;
  competencia: Day;
  status: Generated<StatusFaturamento>;
  escolas_total: Generated<number>;
  escolas_processadas: Generated<number>;
  faturas_emitidas: Generated<number>;
  valor_centavos: Generated<number>;
  erro: string | null;
  usuario_id: number | null;
  usuario_nome: string | null;
  iniciado_em: Now;
  concluido_em: Instant | null;
}

export type TipoFatura = 'mensal' | 'avulsa';
export type StatusFatura = 'aberta' | 'paga' | 'cancelada';

export interface FaturasTable {
  autoescola_id: number;
  id: Generated<number>;
  tipo: TipoFatura;
  competencia: Day;
  faturamento_id: number | null;
  faturamento_autoescola_id: number | null;
  descricao: string;
  emitida_em: Now;
  vencimento: Day;
  valor_centavos: number;
  valor_pago_centavos: Generated<number>;
  status: Generated<StatusFatura>;
  pago_em: Day | null;
  nosso_numero: Generated<number>;
  codigo_barras: string | null;
  linha_digitavel: string | null;
  pix_copia_e_cola: string | null;
  enviada_em: Instant | null;
  cancelada_em: Instant | null;
  cancelamento_motivo: string | null;
  created_at: Now;
  updated_at: Now;
}

export type TipoItemFatura = 'aluno_cadastrado' | 'aula_pratica' | 'aula_teorica' | 'franquia' | 'cobranca';

export interface FaturaItensTable {
  autoescola_id: number;
  id: Generated<number>;
  fatura_id: number;
  tipo: TipoItemFatura;
  descricao: string;
  quantidade: Generated<number>;
  valor_unitario_centavos: number;
  valor_centavos: number;
  aluno_id: number | null;
  aula_pratica_id: number | null;
  aula_teorica_id: number | null;
  created_at: Now;
}

export type OrigemPagamento = 'retorno' | 'manual' | 'pix';

export interface PagamentosTable {
  autoescola_id: number;
  id: Generated<number>;
  fatura_id: number;
  origem: OrigemPagamento;
  valor_centavos: number;
  pago_em: Day;
  retorno_linha_id: number | null;
  motivo: string | null;
  anexo_arquivo: string | null;
  anexo_nome: string | null;
  usuario_id: number | null;
  usuario_nome: string | null;
  estornado_em: Instant | null;
  estorno_motivo: string | null;
  estornado_por: number | null;
  estornado_por_nome: string | null;
  created_at: Now;
}

export interface FinanceiroTables {
  sindicatos: SindicatosTable;
  faturamento_contratos: FaturamentoContratosTable;
  faturamentos: FaturamentosTable;
  faturas: FaturasTable;
  fatura_itens: FaturaItensTable;
  pagamentos: PagamentosTable;
}
