import type { MonitoramentoLogsMessages } from './pt-BR.ts';

export const monitoramentoLogsEn: MonitoramentoLogsMessages = {
  title: 'Logs',
  columns: { autoescola: 'Driving school' },
  filters: { autoescola: 'Driving school', todas: 'All', todos: 'All', de: 'From', ate: 'To' },
  minimizacao: {
    title: 'Data minimisation',
    intro:
      'Personal data deleted or anonymised at the end of its retention period, by rule (LGPD, arts. 15 and 16).',
    empty: 'No minimisation recorded with these filters.',
    columns: {
      executadoEm: 'Run at',
      regra: 'Rule',
      tabela: 'Data',
      operacao: 'Operation',
      quantidade: 'Records',
      limite: 'Older than',
    },
    operacoes: { exclusao: 'Deletion', anonimizacao: 'Anonymisation' },
    regras: {
      posicoes_gps_aula: 'GPS positions of practical lessons',
      fotos_aula_pratica: 'Attendance photos of practical lessons',
      evidencias_aula_teorica: 'Images of theory lessons',
      consultas_getran: 'CPF of GETRAN lookups',
      links_redefinicao_senha: 'Password reset links',
      sessoes_encerradas: 'Ended sessions',
    },
  },
  agendamento: {
    title: 'Scheduling log',
    intro:
      'Every booking, move and cancellation of a practical lesson, with who did it and from where (IP and browser).',
    empty: 'No scheduling with these filters.',
    columns: {
      quando: 'When',
      acao: 'Action',
      aula: 'Lesson',
      usuario: 'User',
      origem: 'Origin (IP and browser)',
    },
    acoes: { agendada: 'Booking', remarcada: 'Move', cancelada: 'Cancellation' },
    aula: 'Lesson #{{id}}',
  },
  consultas: {
    title: 'Candidate API log',
    intro:
      "Calls to GETRAN's candidate service: who looked up, the CPF (masked), how long it took and the answer.",
    empty: 'No lookup with these filters.',
    columns: {
      quando: 'When',
      usuario: 'User',
      cpf: 'CPF',
      servico: 'Service',
      duracao: 'Duration',
      resultado: 'Result',
    },
    servico: "Candidate's lessons",
    ambientes: { producao: 'Production', homologacao: 'Test' },
    resultados: { sucesso: 'Success', falha: 'Failure' },
    ms: '{{ms}} ms',
    aulas_one: '{{count}} lesson',
    aulas_other: '{{count}} lessons',
  },
};
