import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** An export built by a background job (migration 0032, docs/architecture.md §12). */
export interface ExportacoesTable {
  id: Generated<number>;
  usuario_id: number;
  autoescola_id: number | null;
  modulo: string;
  titulo: string;
  formato: 'pdf' | 'xlsx';
  linhas: number;
  status: Generated<'pendente' | 'gerando' | 'concluida' | 'falhou'>;
  progresso: Generated<number>;
  dados: string;
  arquivo: string | null;
  erro: string | null;
  notificacao_id: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ExportacoesTables {
  exportacoes: ExportacoesTable;
}
