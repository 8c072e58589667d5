import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of a lesson's evidence tables (migration 0022_evidencias.sql). Keep in step with it. */

type Instant = Date | string;
type Now = ColumnType<Date, Instant | undefined, Instant>;

export interface RelatoriosContestacaoTable {
  autoescola_id: number;
  id: Generated<number>;
  aula_id: number;
  hash_conteudo: string;
  hash_arquivo: string;
  arquivo: string;
  usuario_id: number | null;
  usuario_nome: string;
  created_at: Now;
}

export type TipoEvidenciaManual = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';

export interface AulaEvidenciasManuaisTable {
  autoescola_id: number;
  id: Generated<number>;
  aula_id: number;
  nome: string;
  descricao: string;
  tipo_conteudo: TipoEvidenciaManual;
  tamanho: number;
  sha256: string;
  arquivo: string;
  usuario_id: number | null;
  usuario_nome: string | null;
  created_at: Now;
}

export interface EvidenciasTables {
  relatorios_contestacao: RelatoriosContestacaoTable;
  aula_evidencias_manuais: AulaEvidenciasManuaisTable;
}
