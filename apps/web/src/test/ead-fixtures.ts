// Contract-shaped data of a remote lesson for the component tests (ead and ead-instrutor).
import type { AlunoNaSala, AulaEad, MensagemEad, SalaAluno, SalaEad, Verificacao } from '@cfc/contract';

const MINUTO = 60_000;

export function verificacaoFixture(overrides: Partial<Verificacao> = {}): Verificacao {
  const agora = Date.now();
  return {
    id_verificacao: 41,
    id_aluno: 5,
    momento: 'abertura',
    resultado: 'pendente',
    motivo: null,
    motivo_texto: null,
    pedida_em: new Date(agora - MINUTO).toISOString(),
    prazo_em: new Date(agora + 2 * MINUTO).toISOString(),
    respondida_em: null,
    rostos: null,
    similaridade: null,
    vivacidade: null,
    foto: false,
    ...overrides,
  };
}

/** The waiting room of a lesson starting in 10 minutes, which the student may join. */
export function salaAlunoFixture(overrides: Partial<SalaAluno> = {}): SalaAluno {
  const inicio = Date.now() + 10 * MINUTO;
  return {
    id_aula_teorica: 7,
    turma_nome: 'Turma Noturna',
    disciplina_nome: 'Legislação de trânsito',
    instrutor_nome: 'Ivo Instrutor',
    autoescola_nome: 'Autoescola Demo',
    data: '2026-11-26',
    hora_inicio: '19:00',
    hora_fim: '19:50',
    inicio: new Date(inicio).toISOString(),
    fim: new Date(inicio + 50 * MINUTO).toISOString(),
    transmissao: 'aguardando',
    prazo_entrada: new Date(inicio + 20 * MINUTO).toISOString(),
    pode_entrar: true,
    motivo: null,
    verificacoes: [],
    presente: null,
    horas_aula: null,
    motivo_ausencia: null,
    id_conexao: null,
    gravacao: { disponivel: false, motivo: 'A gravação fica disponível depois que a aula terminar.' },
    ...overrides,
  };
}

export function mensagemFixture(id: number, overrides: Partial<MensagemEad> = {}): MensagemEad {
  return {
    id_mensagem: id,
    tipo: 'mensagem',
    autor_nome: 'Ana Aluna',
    autor_papel: 'aluno',
    texto: `Mensagem ${id}`,
    criada_em: '2026-11-26T22:05:00.000Z',
    ...overrides,
  };
}

export function aulaEadFixture(overrides: Partial<AulaEad> = {}): AulaEad {
  const sala = salaAlunoFixture();
  return {
    id_aula_teorica: 7,
    id_autoescola: 2,
    autoescola: 'autoescolademo',
    autoescola_nome: 'Autoescola Demo',
    id_turma: 3,
    turma_nome: sala.turma_nome,
    disciplina: 'legislacao',
    disciplina_nome: sala.disciplina_nome,
    id_instrutor: 2,
    instrutor_nome: sala.instrutor_nome,
    data: sala.data,
    hora_inicio: sala.hora_inicio,
    hora_fim: sala.hora_fim,
    inicio: sala.inicio,
    fim: sala.fim,
    transmissao: 'aguardando',
    iniciada_em: null,
    encerrada_em: null,
    link: 'Ab3dEf6hIj9kLm2nOp5qRs8t',
    alunos: 2,
    conectados: 0,
    presentes: 0,
    verificacoes_reprovadas: 0,
    gravacao: false,
    ...overrides,
  };
}

export function alunoNaSalaFixture(
  id: number,
  nome: string,
  overrides: Partial<AlunoNaSala> = {},
): AlunoNaSala {
  return {
    id_aluno: id,
    aluno_nome: nome,
    referencia: true,
    conectado: false,
    entrou_em: null,
    minutos_conectados: 0,
    quedas: 0,
    mao_levantada: false,
    ip: null,
    ultima_verificacao: null,
    verificacoes: [],
    presente: null,
    horas_aula: null,
    motivo: null,
    ...overrides,
  };
}

export function salaEadFixture(overrides: Partial<SalaEad> = {}): SalaEad {
  return {
    aula: aulaEadFixture(),
    instrutor_verificacoes: [],
    alunos: [alunoNaSalaFixture(5, 'Ana Aluna'), alunoNaSalaFixture(6, 'Bruno Aluno')],
    mensagens: [],
    pode_conduzir: true,
    regras: {
      tolerancia_entrada_minutos: 20,
      presenca_minima_percentual: 90,
      verificacoes_aleatorias_percentual: 20,
      fundamento: 'CONTRAN 783/2020',
    },
    ...overrides,
  };
}
