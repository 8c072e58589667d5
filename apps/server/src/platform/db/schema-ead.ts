import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the remote theory tables (migrations 0017_ead.sql, 0018_ead_gravacao.sql). Keep in step with them. */

type Instant = Date | string;
type Now = ColumnType<Date, Instant | undefined, Instant>;

interface SchoolRow {
  autoescola_id: number;
}

export interface EadTransmissoesTable extends SchoolRow {
  aula_id: number;
  status: Generated<'aguardando' | 'ao_vivo' | 'encerrada'>;
  iniciada_em: Instant | null;
  iniciada_por: number | null;
  encerrada_em: Instant | null;
  encerrada_por: number | null;
  contagem_em: Instant | null;
  contada_em: Instant | null;
  gravacao_prefixo: string | null;
  auditoria_seq: Generated<number>;
  auditoria_hash: Generated<string>;
}

export interface EadConexoesTable extends SchoolRow {
  id: Generated<number>;
  aula_id: number;
  aluno_id: number;
  usuario_id: number | null;
  dispositivo: string;
  ip: string | null;
  user_agent: string | null;
  entrou_em: Now;
  ultimo_sinal_em: Now;
  saiu_em: Instant | null;
  motivo_saida: 'saiu' | 'sem_sinal' | 'aula_encerrada' | null;
  mao_levantada: Generated<boolean>;
}

export interface EadVerificacoesTable extends SchoolRow {
  id: Generated<number>;
  aula_id: number;
  aluno_id: number | null;
  instrutor_id: number | null;
  momento: 'abertura' | 'aleatoria' | 'encerramento' | 'solicitada';
  pedida_em: Now;
  prazo_em: Instant;
  pedida_por: number | null;
  respondida_em: Instant | null;
  resultado: Generated<'pendente' | 'aprovada' | 'reprovada' | 'expirada'>;
  motivo:
    | 'sem_rosto'
    | 'varios_rostos'
    | 'sem_referencia'
    | 'rosto_diferente'
    | 'vivacidade_baixa'
    | 'nao_respondida'
    | null;
  rostos: number | null;
  similaridade: number | null;
  vivacidade: number | null;
  arquivo: string | null;
  ip: string | null;
  /** The replay the check belongs to; null: a check of the live lesson. */
  reproducao_id: Generated<number | null>;
}

export interface EadReproducoesTable extends SchoolRow {
  id: Generated<number>;
  aula_id: number;
  aluno_id: number;
  usuario_id: number | null;
  ip: string | null;
  duracao_segundos: number;
  iniciada_em: Now;
  encerrada_em: Instant | null;
  /** The parts watched, [from, to) in seconds: written as JSON text, read parsed. */
  trechos: ColumnType<[number, number][], string | undefined, string>;
  assistidos_segundos: Generated<number>;
  ultima_posicao: number | null;
  ultimo_sinal_em: Instant | null;
  posicao_aleatoria: number | null;
  resultado: 'presente' | 'ausente' | null;
  motivo: string | null;
}

export interface EadMensagensTable extends SchoolRow {
  id: Generated<number>;
  aula_id: number;
  tipo: Generated<'mensagem' | 'mao_levantada' | 'mao_abaixada'>;
  usuario_id: number | null;
  aluno_id: number | null;
  autor_nome: string;
  autor_papel: 'instrutor' | 'aluno' | 'equipe';
  texto: string;
  criada_em: Now;
}

export interface ReferenciasFaciaisTable extends SchoolRow {
  id: Generated<number>;
  aluno_id: number | null;
  instrutor_id: number | null;
  arquivo: string;
  descritor: number[];
  consentimento_em: Instant;
  consentimento_por: number | null;
  created_at: Now;
}

export interface EadAuditoriaTable extends SchoolRow {
  aula_id: number;
  seq: number;
  em: Instant;
  acao: string;
  usuario_id: number | null;
  aluno_id: number | null;
  ip: string | null;
  dados: ColumnType<Record<string, unknown>, string, never>;
  hash_anterior: string;
  hash: string;
}

export interface EadTables {
  ead_transmissoes: EadTransmissoesTable;
  ead_conexoes: EadConexoesTable;
  ead_verificacoes: EadVerificacoesTable;
  ead_reproducoes: EadReproducoesTable;
  ead_mensagens: EadMensagensTable;
  referencias_faciais: ReferenciasFaciaisTable;
  ead_auditoria: EadAuditoriaTable;
}
