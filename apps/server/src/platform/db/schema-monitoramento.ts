import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the monitoring tables (migration 0020_alertas.sql). Keep in step with it. */

type Instant = Date | string;
type Now = ColumnType<Date, Instant | undefined, Instant>;
type Json<T> = ColumnType<T, string | undefined, string>;

export type TipoAlertaColumn =
  | 'fora_perimetro'
  | 'gps_lacuna'
  | 'velocidade_impossivel'
  | 'hodometro_inconsistente'
  | 'aula_curta'
  | 'instrutor_simultaneos'
  | 'instrutor_horas_diarias'
  | 'foto_sem_rosto'
  | 'foto_varios_rostos'
  | 'foto_rosto_divergente'
  | 'camera_offline'
  | 'contingencia_acima'
  | 'rejeicoes_repetidas';

export interface AlertasTable {
  autoescola_id: number;
  id: Generated<number>;
  tipo: TipoAlertaColumn;
  severidade: 'baixa' | 'media' | 'alta';
  aula_id: number | null;
  aula_teorica_id: number | null;
  instrutor_id: number | null;
  camera_id: number | null;
  chave: string;
  descricao: string;
  detalhes: Json<Record<string, unknown>>;
  evidencias: Json<Array<Record<string, unknown>>>;
  estado: Generated<'aberto' | 'reconhecido' | 'resolvido' | 'contestado'>;
  nota: string | null;
  tratado_por: number | null;
  tratado_em: Instant | null;
  detectado_em: Now;
  created_at: Now;
  updated_at: Now;
}

export interface AlertaHistoricoTable {
  autoescola_id: number;
  id: Generated<number>;
  alerta_id: number;
  de: string | null;
  para: string;
  nota: string | null;
  usuario_id: number | null;
  created_at: Now;
}

export interface MonitoramentoTables {
  alertas: AlertasTable;
  alerta_historico: AlertaHistoricoTable;
}
