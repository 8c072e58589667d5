/**
 * Why a lesson is refused: the rejection statuses of the traffic authority (SPEC §8), with the
 * Portuguese text staff see. The platform's own checks and the authority use the same catalogue.
 */
export const VIOLATIONS = {
  AULA_ACIMA_1_HORA: 'Aula com duração superior a 1 hora',
  AULA_DUPLA_SEM_TEMPO_MINIMO: 'Aula dupla não possui o tempo mínimo',
  AULA_JA_ENVIADA: 'Aula já enviada',
  CATEGORIA_INCOMPATIVEL: 'Categoria do instrutor incompatível com a categoria do candidato',
  LADV_VENCIDA: 'Data de término da LADV anterior à data da aula',
  LIMITE_CONCEITOS_BASICOS: 'Só é permitida 1 aula de conceitos básicos',
  LIMITE_BALIZA: 'Só são permitidas 5 aulas de estacionamento',
  ERRO_INTERNO: 'Erro interno',
  INSTRUTOR_POSTO_AVANCADO: 'Instrutor de posto avançado não cadastrado',
  INSTRUTOR_NAO_ENCONTRADO: 'Instrutor não encontrado',
  INSTRUTOR_LIMITE_DIARIO: 'Instrutor não pode ministrar mais de {limite} horas-aula diárias',
  INSTRUTOR_HORARIO_OCUPADO: 'Instrutor já possui aula neste horário',
  INSTRUTOR_LIMITE_SIMULTANEO: 'Instrutor só pode ministrar aula para 2 alunos ao mesmo tempo',
  AULA_EXISTENTE_NO_HORARIO: 'Já existe aula neste horário',
  INTERVALO_TERCEIRA_AULA: 'Intervalo para a terceira aula inferior a 50 minutos',
  VEICULO_DADOS_INDISPONIVEIS: 'Dados do veículo indisponíveis',
  TEMPO_TOTAL_INSUFICIENTE: 'Tempo total da aula inferior a 45 minutos',
  PROCESSO_INEXISTENTE: 'Processo não existe',
  AGUARDANDO_AUDITORIA: 'Aula já recebida, aguardando auditoria',
  ANALISE_CRT: 'Aula será analisada pela CRT',
  VEICULO_TEMPO_ESGOTADO: 'Tempo esgotado na consulta do veículo',
  VEICULO_NAO_VINCULADO: 'Veículo não vinculado à autoescola na data da aula',
  CANDIDATO_LIMITE_DIARIO: 'Candidato não pode realizar mais de {limite} horas-aula práticas por dia',
} as const;

export type ViolationCode = keyof typeof VIOLATIONS;

export interface Violation {
  code: ViolationCode;
  mensagem: string;
}

export function violation(code: ViolationCode, values: Record<string, number | string> = {}): Violation {
  const mensagem = VIOLATIONS[code].replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
  return { code, mensagem };
}
