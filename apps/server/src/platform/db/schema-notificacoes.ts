import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the notifications' tables (migration 0006_notificacoes.sql). Keep in step with it. */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface NotificacoesTable {
  id: Generated<number>;
  tipo: Generated<'geral' | 'version_control'>;
  titulo: string;
  descricao: string;
  descricao_texto: string;
  remetente_id: number | null;
  destino: 'todas' | 'autoescolas' | 'papeis' | 'todos' | 'usuario';
  destino_filtro: unknown;
  created_at: CreatedAt;
}

export interface NotificacaoDestinatariosTable {
  usuario_id: number;
  notificacao_id: number;
  read_at: Date | string | null;
  archived_at: Date | string | null;
  deleted_at: Date | string | null;
}

export interface NotificacaoAnexosTable {
  id: Generated<number>;
  notificacao_id: number;
  nome: string;
  mimetype: string;
  tamanho: number;
  arquivo: string;
}

export interface NotificacoesTables {
  notificacoes: NotificacoesTable;
  notificacao_destinatarios: NotificacaoDestinatariosTable;
  notificacao_anexos: NotificacaoAnexosTable;
}
