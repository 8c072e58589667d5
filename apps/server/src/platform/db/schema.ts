import type { PermissionFlag } from '@cfc/contract';
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { AutoridadeTables } from './schema-autoridade.ts';
import type { CobrancasTables } from './schema-cobrancas.ts';
import type { EadTables } from './schema-ead.ts';
import type { EvidenciasTables } from './schema-evidencias.ts';
import type { ExportacoesTables } from './schema-exportacoes.ts';
import type { FinanceiroTables } from './schema-financeiro.ts';
import type { LogsTables } from './schema-logs.ts';
import type { MonitoramentoTables } from './schema-monitoramento.ts';
import type { NfseTables } from './schema-nfse.ts';
import type { NotificacoesTables } from './schema-notificacoes.ts';
import type { RetornosTables } from './schema-retornos.ts';
import type { TurmasTables } from './schema-turmas.ts';

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
  /** The storage key of the school's logo, printed on its reports (migration 0031). */
  logo: string | null;
  /** Staff roles that must sign in with the second factor (migration 0009). */
  segundo_fator_roles: Generated<number[]>;
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

/** A user's authenticator (TOTP); the secret is sealed (platform/crypto/sealed.ts). */
export interface UsuarioSegundoFatorTable {
  usuario_id: number;
  segredo_cifrado: string;
  ativado_em: Date | string | null;
  ultimo_passo: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface UsuarioCodigosRecuperacaoTable {
  usuario_id: number;
  codigo_hash: string;
  usado_em: Date | string | null;
  created_at: CreatedAt;
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
  /** The browser's user agent of the request (migration 0025). */
  user_agent: string | null;
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
  /**
   * The name folded for searches (migration 0007), written by the database. Never null in fact (the
   * name is not null), but a generated column is nullable to the database, and so here.
   */
  nome_busca: GeneratedAlways<string | null>;
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
  licenciamento_validade: NullableDateColumn;
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
  /** Since when it is offline, null while online or never checked (migration 0021). */
  offline_desde: Generated<Date | string | null>;
  ativo: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface EstadoPerfisTable {
  uf: string;
  instrutor_limite_diario: Generated<number>;
  alunos_simultaneos: Generated<number>;
  noite_inicio: Generated<string>;
  noite_fim: Generated<string>;
  limite_conceitos_basicos: Generated<number>;
  limite_baliza: Generated<number>;
  tempo_minimo_minutos: Generated<number>;
  duracao_maxima_minutos: Generated<number>;
  aula_dupla_minimo_minutos: Generated<number>;
  intervalo_terceira_aula_minutos: Generated<number>;
  tolerancia_checkin_minutos: Generated<number>;
  regime_1020_desde: ColumnType<string, string | undefined, string>;
  migrar_processos_abertos: Generated<boolean>;
  instrutor_autonomo: Generated<boolean>;
  veiculo_proprio_candidato: Generated<boolean>;
  contingencia_percentual_maximo: Generated<number | null>;
  teorica_limite_diario: Generated<number>;
  teorica_tolerancia_minutos: Generated<number>;
  ead_tolerancia_entrada_minutos: Generated<number>;
  ead_presenca_minima_percentual: number | null;
  ead_verificacoes_aleatorias_percentual: Generated<number>;
  ead_similaridade_minima: Generated<number>;
  ead_vivacidade_minima: Generated<number>;
  ead_gravada_permitida: Generated<boolean>;
  alerta_gps_lacuna_segundos: Generated<number>;
  alerta_velocidade_maxima_kmh: Generated<number>;
  alerta_hodometro_tolerancia_percentual: Generated<number>;
  alerta_similaridade_minima: Generated<number>;
  alerta_rejeicoes_quantidade: Generated<number>;
  alerta_rejeicoes_dias: Generated<number>;
  alerta_camera_offline_minutos: Generated<number>;
  updated_at: UpdatedAt;
}

export interface ProcessosTable extends SchoolOwned {
  aluno_id: number;
  renach: string;
  categoria: 'ACC' | 'A' | 'B' | 'C' | 'D' | 'E';
  tipo: 'primeira_habilitacao' | 'adicao' | 'mudanca';
  regime: 'CONTRAN_789_2020' | 'CONTRAN_1020_2025';
  aberto_em: DateColumn;
  ladv_numero: string | null;
  ladv_validade: NullableDateColumn;
  horas_requeridas: number;
  noturnas_requeridas: Generated<number>;
  status: Generated<'aberto' | 'concluido' | 'cancelado' | 'expirado'>;
  apto_desde: Date | string | null;
  aptidao_avaliada_em: Date | string | null;
  apto_notificado_em: Date | string | null;
  aptidao_sem_aviso: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PlanosPraticosTable extends SchoolOwned {
  nome: string;
  categoria: 'ACC' | 'A' | 'B' | 'C' | 'D' | 'E' | null;
  horas_aula: number;
  preco_centavos: number;
  ativo: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ProcessoPlanosTable extends SchoolOwned {
  processo_id: number;
  plano_id: number;
  horas_aula: number;
  preco_centavos: number;
  created_at: CreatedAt;
}

export interface PerimetrosTable extends SchoolOwned {
  nome: string;
  /** [longitude, latitude] points of the polygon. */
  pontos: ColumnType<[number, number][], string, string>;
  ativo: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AulasPraticasTable extends SchoolOwned {
  processo_id: number;
  aluno_id: number;
  instrutor_id: number;
  veiculo_id: number;
  inicio: Date | string;
  fim: Date | string;
  horas_aula: Generated<number>;
  tipo: Generated<'normal' | 'conceitos_basicos' | 'baliza' | 'simulador'>;
  status: Generated<'agendada' | 'em_andamento' | 'realizada' | 'cancelada'>;
  getran_status: string | null;
  motivo_cancelamento: string | null;
  contingencia: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AulaHistoricoTable extends SchoolOwned {
  aula_id: number;
  acao:
    | 'agendada'
    | 'remarcada'
    | 'cancelada'
    | 'iniciada'
    | 'finalizada'
    | 'status'
    | 'anotacao_removida'
    | 'corrigida'
    | 'contingencia';
  de: unknown;
  para: unknown;
  motivo: string | null;
  usuario_id: number | null;
  created_at: CreatedAt;
}

export interface AnotacoesPraticasTable extends SchoolOwned {
  aula_id: number;
  begin_time: Date | string;
  finish_time: Date | string | null;
  hodo_start: number;
  hodo_end: number | null;
  created_at: CreatedAt;
}

type AmbienteGetran = 'producao' | 'homologacao';

export interface GetranSituacoesTable {
  autoescola_id: number;
  aula_id: number;
  ambiente: AmbienteGetran;
  status: string | null;
  protocolo: string | null;
  hash_aceito: string | null;
  fila: 'aguardando' | 'enviando' | 'falhou' | null;
  fila_desde: Date | string | null;
  tentativas: Generated<number>;
  ultimo_erro: string | null;
  respondido_em: Date | string | null;
}

export interface GetranEnviosTable extends SchoolOwned {
  aula_id: number;
  ambiente: AmbienteGetran;
  operacao: 'enviar' | 'corrigir' | 'verificar';
  payload: unknown;
  http_status: number | null;
  status: string | null;
  codigo: string | null;
  resposta: unknown;
  erro: string | null;
  duracao_ms: number | null;
  usuario_id: number | null;
  lote_id: number | null;
  created_at: CreatedAt;
}

export interface GetranLotesTable extends SchoolOwned {
  ambiente: AmbienteGetran;
  inicio: DateColumn;
  fim: DateColumn;
  status: Generated<'na_fila' | 'executando' | 'concluido' | 'falhou'>;
  total: Generated<number>;
  processadas: Generated<number>;
  aceitas: Generated<number>;
  rejeitadas: Generated<number>;
  falhas: Generated<number>;
  limpas: Generated<number>;
  erro: string | null;
  usuario_id: number | null;
  created_at: CreatedAt;
  concluido_em: Date | string | null;
}

export interface AulaPosicoesTable {
  autoescola_id: number;
  aula_id: number;
  registrado_em: Date | string;
  latitude: number;
  longitude: number;
  precisao_metros: number | null;
}

export interface AulaFotosTable extends SchoolOwned {
  aula_id: number;
  momento: 'inicio' | 'fim';
  arquivo: string;
  latitude: number | null;
  longitude: number | null;
  created_at: CreatedAt;
  /** The face check (migration 0020). */
  verificacao: Generated<
    'pendente' | 'confere' | 'sem_rosto' | 'varios_rostos' | 'divergente' | 'sem_referencia' | 'erro'
  >;
  rostos: number | null;
  similaridade: number | null;
  verificado_em: Date | string | null;
  miniatura: string | null;
}

export interface DB
  extends AutoridadeTables,
    CobrancasTables,
    EadTables,
    EvidenciasTables,
    ExportacoesTables,
    FinanceiroTables,
    LogsTables,
    MonitoramentoTables,
    NfseTables,
    NotificacoesTables,
    RetornosTables,
    TurmasTables {
  autoescolas: AutoescolasTable;
  usuarios: UsuariosTable;
  usuario_autoescolas: UsuarioAutoescolasTable;
  sessoes: SessoesTable;
  refresh_tokens: RefreshTokensTable;
  password_resets: PasswordResetsTable;
  usuario_segundo_fator: UsuarioSegundoFatorTable;
  usuario_codigos_recuperacao: UsuarioCodigosRecuperacaoTable;
  audit_log: AuditLogTable;
  alunos: AlunosTable;
  aluno_situacoes: AlunoSituacoesTable;
  aluno_exames: AlunoExamesTable;
  instrutores: InstrutoresTable;
  veiculos: VeiculosTable;
  veiculo_vinculos: VeiculoVinculosTable;
  salas: SalasTable;
  cameras: CamerasTable;
  estado_perfis: EstadoPerfisTable;
  processos: ProcessosTable;
  planos_praticos: PlanosPraticosTable;
  processo_planos: ProcessoPlanosTable;
  perimetros: PerimetrosTable;
  aulas_praticas: AulasPraticasTable;
  aula_historico: AulaHistoricoTable;
  anotacoes_praticas: AnotacoesPraticasTable;
  aula_posicoes: AulaPosicoesTable;
  aula_fotos: AulaFotosTable;
  getran_situacoes: GetranSituacoesTable;
  getran_envios: GetranEnviosTable;
  getran_lotes: GetranLotesTable;
}
