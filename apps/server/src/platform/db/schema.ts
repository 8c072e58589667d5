import type { PermissionFlag } from '@cfc/contract';
import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the tables. Keep in step with the SQL files in src/migrations. */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AutoescolasTable {
  id: Generated<number>;
  nome_fantasia: string;
  razao_social: string | null;
  slug: string;
  cnpj: string | null;
  uf: string;
  operadora: Generated<boolean>;
  gratuidade_teorica: Generated<boolean>;
  gratuidade_pratica: Generated<boolean>;
  ativo: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface UsuariosTable {
  id: Generated<number>;
  nome: string;
  email: string | null;
  cpf: string | null;
  id_role: number;
  id_funcao_usuario: number | null;
  autoescola_id: number | null;
  uf: string | null;
  /** The database's check constraint keeps only known flags here. */
  permissoes: ColumnType<PermissionFlag[], PermissionFlag[] | undefined, PermissionFlag[]>;
  id_permissao: number | null;
  senha_hash: string | null;
  ativo: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface UsuarioAutoescolasTable {
  usuario_id: number;
  autoescola_id: number;
}

export interface SessoesTable {
  id: Generated<string>;
  usuario_id: number;
  created_at: CreatedAt;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  revoked_reason: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  sessao_id: string;
  created_at: CreatedAt;
  expires_at: Date | string;
  used_at: Date | string | null;
}

export interface PasswordResetsTable {
  token_hash: string;
  usuario_id: number;
  created_at: CreatedAt;
  expires_at: Date | string;
  used_at: Date | string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  autoescola_id: number | null;
  usuario_id: number | null;
  id_role: number | null;
  acao: string;
  entidade: string | null;
  entidade_id: string | null;
  dados: unknown;
  ip: string | null;
  created_at: CreatedAt;
}

export interface DB {
  autoescolas: AutoescolasTable;
  usuarios: UsuariosTable;
  usuario_autoescolas: UsuarioAutoescolasTable;
  sessoes: SessoesTable;
  refresh_tokens: RefreshTokensTable;
  password_resets: PasswordResetsTable;
  audit_log: AuditLogTable;
}
