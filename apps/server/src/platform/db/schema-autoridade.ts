import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the traffic authority's access log (migration 0023_acessos_autoridade.sql). Keep in step with it. */

type Json<T> = ColumnType<T, string | undefined, never>;

export interface AcessosAutoridadeTable {
  id: Generated<number>;
  usuario_id: number;
  uf: string | null;
  metodo: string;
  rota: string;
  url: string;
  parametros: Json<Record<string, unknown>>;
  filtros: Json<Record<string, unknown>>;
  registros: number | null;
  status: number;
  autoescola_ids: ColumnType<number[], number[] | undefined, never>;
  ip: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface AutoridadeTables {
  acessos_autoridade: AcessosAutoridadeTable;
}
