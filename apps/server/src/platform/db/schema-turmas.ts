import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the theory classes' tables (migrations 0014_turmas_teoricas.sql on). Keep in step with them. */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type DateColumn = ColumnType<string, string, string>;

interface SchoolOwned {
  autoescola_id: number;
  id: Generated<number>;
}

type DisciplinaColumn =
  | 'legislacao'
  | 'direcao_defensiva'
  | 'primeiros_socorros'
  | 'meio_ambiente_convivio'
  | 'funcionamento_veiculo'
  | 'relacionamento_interpessoal';

export interface TurmasTable extends SchoolOwned {
  nome: string;
  curso: 'primeira_habilitacao' | 'atualizacao_renovacao' | 'reciclagem';
  sala_id: number;
  data_inicio: DateColumn;
  data_fim: DateColumn;
  status: Generated<'planejada' | 'em_andamento' | 'concluida' | 'cancelada'>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TurmaInstrutoresTable {
  autoescola_id: number;
  turma_id: number;
  disciplina: DisciplinaColumn;
  instrutor_id: number;
}

export interface AulasTeoricasTable extends SchoolOwned {
  turma_id: number;
  sala_id: number;
  disciplina: DisciplinaColumn;
  instrutor_id: number;
  inicio: Date | string;
  fim: Date | string;
  status: Generated<'agendada' | 'aberta' | 'encerrada'>;
  modalidade: Generated<'presencial' | 'remota_ao_vivo'>;
  link_ead: string | null;
  aberta_em: Date | string | null;
  aberta_por: number | null;
  encerrada_em: Date | string | null;
  encerrada_por: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface MatriculasTable extends SchoolOwned {
  turma_id: number;
  aluno_id: number;
  processo_id: number;
  status: Generated<'ativa' | 'cancelada'>;
  usuario_id: number | null;
  created_at: CreatedAt;
  cancelada_em: Date | string | null;
}

export interface PresencasTable {
  autoescola_id: number;
  aula_id: number;
  aluno_id: number;
  matricula_id: number;
  origem: Generated<'turma' | 'reposicao'>;
  entrada: Date | string | null;
  saida: Date | string | null;
  minutos: Generated<number>;
  horas_aula: Generated<number>;
  marcado_por: number | null;
  marcado_em: Date | string | null;
  created_at: CreatedAt;
  motivo_ausencia: string | null;
}

export interface EvidenciasTable extends SchoolOwned {
  aula_id: number;
  tipo: 'inicio' | 'aleatoria' | 'fim' | 'aluno';
  capturada_em: CreatedAt;
  arquivo: string | null;
  content_type: string | null;
  camera_id: number | null;
  camera_nome: string | null;
  aluno_id: number | null;
  erro: string | null;
  usuario_id: number | null;
}

export interface TurmasTables {
  turmas: TurmasTable;
  turma_instrutores: TurmaInstrutoresTable;
  aulas_teoricas: AulasTeoricasTable;
  matriculas: MatriculasTable;
  presencas: PresencasTable;
  evidencias: EvidenciasTable;
}
