/** Texts of the monitoring logs (namespace `monitoramentoLogs`); the other languages follow this shape. */
export const monitoramentoLogsPtBR = {
  title: 'Logs',
  columns: { autoescola: 'Autoescola' },
  filters: { autoescola: 'Autoescola', todas: 'Todas', todos: 'Todos', de: 'De', ate: 'Até' },
  minimizacao: {
    title: 'Minimização de dados',
    intro:
      'Dados pessoais excluídos ou anonimizados ao fim do prazo de guarda, por regra (LGPD, arts. 15 e 16).',
    empty: 'Nenhuma minimização registrada com estes filtros.',
    columns: {
      executadoEm: 'Executado em',
      regra: 'Regra',
      tabela: 'Dados',
      operacao: 'Operação',
      quantidade: 'Registros',
      limite: 'Anteriores a',
    },
    operacoes: { exclusao: 'Exclusão', anonimizacao: 'Anonimização' },
    regras: {
      posicoes_gps_aula: 'Posições GPS das aulas práticas',
      fotos_aula_pratica: 'Fotos de presença das aulas práticas',
      evidencias_aula_teorica: 'Imagens das aulas teóricas',
      consultas_getran: 'CPF das consultas ao GETRAN',
      links_redefinicao_senha: 'Links de redefinição de senha',
      sessoes_encerradas: 'Sessões encerradas',
    },
  },
  agendamento: {
    title: 'Log de agendamento',
    intro:
      'Cada agendamento, remarcação e cancelamento de aula prática, com quem fez e de onde (IP e navegador).',
    empty: 'Nenhum agendamento com estes filtros.',
    columns: {
      quando: 'Quando',
      acao: 'Ação',
      aula: 'Aula',
      usuario: 'Usuário',
      origem: 'Origem (IP e navegador)',
    },
    acoes: { agendada: 'Agendamento', remarcada: 'Remarcação', cancelada: 'Cancelamento' },
    aula: 'Aula nº {{id}}',
  },
  consultas: {
    title: 'Log da API de candidatos',
    intro:
      'As chamadas ao serviço de candidatos do GETRAN: quem consultou, o CPF (mascarado), a duração e a resposta.',
    empty: 'Nenhuma consulta com estes filtros.',
    columns: {
      quando: 'Quando',
      usuario: 'Usuário',
      cpf: 'CPF',
      servico: 'Serviço',
      duracao: 'Duração',
      resultado: 'Resultado',
    },
    servico: 'Aulas do candidato',
    ambientes: { producao: 'Produção', homologacao: 'Homologação' },
    resultados: { sucesso: 'Sucesso', falha: 'Falha' },
    ms: '{{ms}} ms',
    aulas_one: '{{count}} aula',
    aulas_other: '{{count}} aulas',
  },
};

export type MonitoramentoLogsMessages = typeof monitoramentoLogsPtBR;
