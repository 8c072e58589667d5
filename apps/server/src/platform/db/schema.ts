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
  telefone: string | null;
  email: string | null;
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
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

/** Columns every school-owned table has. */
interface SchoolOwned {
  autoescola_id: number;
  id: Generated<number>;
}

type DateColumn = ColumnType<string, string, string>;
type NullableDateColumn = ColumnType<string | null, string | null | undefined, string | null>;

export interface AlunosTable extends SchoolOwned {
  nome: string;
  cpf: string;
  data_nascimento: NullableDateColumn;
  nome_mae: string | null;
  email: string | null;
  telefone: string | null;
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  uf: string | null;
  renach: string | null;
  foto: string | null;
  situacao: Generated<'ativo' | 'suspenso' | 'concluido'>;
  gratuidade_teorica: Generated<boolean>;
  gratuidade_pratica: Generated<boolean>;
  usuario_id: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AlunoSituacoesTable extends SchoolOwned {
  aluno_id: number;
  situacao: 'ativo' | 'suspenso' | 'concluido';
  motivo: string | null;
  usuario_id: number | null;
  created_at: CreatedAt;
}

export interface AlunoExamesTable extends SchoolOwned {
  aluno_id: number;
  tipo: 'medico' | 'psicologico';
  resultado: 'apto' | 'inapto' | 'apto_com_restricoes' | 'pendente';
  data_exame: DateColumn;
  clinica: string | null;
  observacoes: string | null;
  created_at: CreatedAt;
}

export interface InstrutoresTable extends SchoolOwned {
  nome: string;
  cpf: string;
  email: string | null;
  telefone: string | null;
  cnh_numero: string;
  cnh_categoria: string;
  cnh_validade: NullableDateColumn;
  credencial_numero: string;
  credencial_validade: DateColumn;
  foto: string | null;
  ativo: Generated<boolean>;
  usuario_id: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface VeiculosTable extends SchoolOwned {
  placa: string;
  renavam: string;
  marca: string;
  modelo: string;
  ano_fabricacao: number;
  ano_modelo: number | null;
  categoria: 'A' | 'B' | 'C' | 'D' | 'E';
  hodometro: Generated<number>;
  ativo: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface VeiculoVinculosTable extends SchoolOwned {
  veiculo_id: number;
  inicio: DateColumn;
  fim: NullableDateColumn;
}

export interface SalasTable extends SchoolOwned {
  nome: string;
  capacidade: number;
  ativo: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CamerasTable extends SchoolOwned {
  sala_id: number;
  nome: string;
  url_snapshot: string | null;
  url_stream: string | null;
  usuario: string | null;
  senha_cifrada: string | null;
  status: Generated<'online' | 'offline' | 'desconhecido'>;
  ultimo_snapshot_em: Date | string | null;
  verificado_em: Date | string | null;
  ativo: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DB {
  autoescolas: AutoescolasTable;
  usuarios: UsuariosTable;
  usuario_autoescolas: UsuarioAutoescolasTable;
  sessoes: SessoesTable;
  refresh_tokens: RefreshTokensTable;
  password_resets: PasswordResetsTable;
  audit_log: AuditLogTable;
  alunos: AlunosTable;
  aluno_situacoes: AlunoSituacoesTable;
  aluno_exames: AlunoExamesTable;
  instrutores: InstrutoresTable;
  veiculos: VeiculosTable;
  veiculo_vinculos: VeiculoVinculosTable;
  salas: SalasTable;
  cameras: CamerasTable;
}
