import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the logs and Telegram tables (migration 0025_logs_telegram.sql). Keep in step with it. */

type Instant = Date | string;
type Now = ColumnType<Date, Instant | undefined, Instant>;

export interface MinimizacaoLogTable {
  autoescola_id: number;
  id: Generated<number>;
  regra: string;
  tabela: string;
  operacao: 'exclusao' | 'anonimizacao';
  quantidade: number;
  limite: Instant | null;
  executado_em: Now;
}

export interface GetranConsultasTable {
  autoescola_id: number;
  id: Generated<number>;
  usuario_id: number | null;
  id_role: number | null;
  cpf: string;
  ambiente: 'producao' | 'homologacao';
  servico: Generated<string>;
  duracao_ms: number;
  http_status: number | null;
  resultado: 'sucesso' | 'falha';
  erro: string | null;
  aulas: number | null;
  ip: string | null;
  created_at: Now;
}

export interface TelegramDestinosTable {
  autoescola_id: number;
  id: Generated<number>;
  usuario_id: number | null;
  nome: string;
  chat_id: string | null;
  codigo: string;
  vinculado_por: 'start' | 'manual' | null;
  vinculado_em: Instant | null;
  ativo: Generated<boolean>;
  created_at: Now;
}

export type StatusTelegram = 'pendente' | 'entregue' | 'falhou';

export interface TelegramMensagensTable {
  autoescola_id: number;
  id: Generated<number>;
  destino_id: number;
  notificacao_id: number | null;
  texto: string;
  status: Generated<StatusTelegram>;
  tentativas: Generated<number>;
  erro: string | null;
  erro_codigo: number | null;
  telegram_message_id: number | null;
  ultima_tentativa_em: Instant | null;
  entregue_em: Instant | null;
  created_at: Now;
}

export interface LogsTables {
  minimizacao_log: MinimizacaoLogTable;
  getran_consultas: GetranConsultasTable;
  telegram_destinos: TelegramDestinosTable;
  telegram_mensagens: TelegramMensagensTable;
}
