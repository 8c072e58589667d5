/** Texts of the state profiles screen (namespace `estadoPerfis`); the other languages follow this shape. */
export const estadoPerfisPtBR = {
  title: 'Regras por UF',
  intro: 'As regras das aulas práticas de cada estado; sem regras próprias, vale o padrão nacional.',
  readOnly: 'As regras das aulas práticas de cada estado (somente leitura).',
  columns: {
    uf: 'UF',
    instrutor_limite_diario: 'Limite diário do instrutor',
    alunos_simultaneos: 'Alunos ao mesmo tempo',
    noite: 'Período noturno',
    limite_conceitos_basicos: 'Conceitos básicos',
    limite_baliza: 'Baliza',
    tempo_minimo_minutos: 'Tempo mínimo',
    duracao_maxima_minutos: 'Duração máxima',
    aula_dupla_minimo_minutos: 'Mínimo da aula dupla',
    intervalo_terceira_aula_minutos: 'Intervalo antes da 3ª aula',
    tolerancia_checkin_minutos: 'Tolerância de check-in',
    regime_1020_desde: 'CONTRAN 1.020 desde',
    contingencia_percentual_maximo: 'Contingência máx.',
    origem: 'Origem',
    acoes: 'Ações',
  },
  fields: {
    instrutor_limite_diario: 'Limite diário do instrutor',
    alunos_simultaneos: 'Alunos ao mesmo tempo',
    noite_inicio: 'Início da noite',
    noite_fim: 'Fim da noite',
    limite_conceitos_basicos: 'Limite de aulas de conceitos básicos',
    limite_baliza: 'Limite de aulas de baliza',
    tempo_minimo_minutos: 'Tempo mínimo da aula (min)',
    duracao_maxima_minutos: 'Duração máxima da aula (min)',
    aula_dupla_minimo_minutos: 'Mínimo da aula dupla (min)',
    intervalo_terceira_aula_minutos: 'Intervalo antes da 3ª aula (min)',
    tolerancia_checkin_minutos: 'Tolerância de check-in (min)',
    regime_1020_desde: 'CONTRAN 1.020/2025 vale desde',
    migrar_processos_abertos: 'Processos abertos passam às regras da 1.020',
    instrutor_autonomo: 'Permite instrutor autônomo',
    veiculo_proprio_candidato: 'Permite veículo próprio do candidato',
    contingencia_percentual_maximo: 'Limite mensal de aulas de contingência (%)',
  },
  ha_one: '{{count}} h/a',
  ha_other: '{{count}} h/a',
  personalizado: 'Própria desde {{data}}',
  padrao: 'Padrão nacional',
  semLimite: 'Sem limite',
  edit: 'Editar regras de {{uf}}',
  formTitle: 'Regras de {{uf}}',
  form: {
    instrutor: 'Instrutor e alunos',
    noite: 'Período noturno',
    noiteHint:
      'Os minutos de cada aula dentro desta janela contam como noturnos; ela pode passar da meia-noite.',
    limites: 'Limites de aulas',
    minutos: 'Tempos',
    minutosHint: 'Em minutos.',
    transicao: 'Transição para a Resolução CONTRAN 1.020/2025',
    transicaoHint:
      'Processos abertos a partir desta data seguem a 1.020; use uma data posterior se a Justiça suspendeu a norma no estado.',
    hints: {
      migrar_processos_abertos:
        'Processos abertos antes da data seguem as regras da 1.020 nas aulas a partir dela.',
      instrutor_autonomo: 'O instrutor credenciado pode dar aulas fora de uma autoescola.',
      veiculo_proprio_candidato:
        'O candidato pode fazer as aulas no próprio veículo, com os documentos conferidos.',
    },
    contingencia: 'Aulas de contingência',
    contingenciaHint:
      'Aulas dadas quando o sistema de evidências (fotos, GPS) falhou, como parte das aulas da autoescola no mês. Em branco: sem limite; 0: não permitidas.',
    save: 'Salvar',
    errors: {
      review: 'Verifique os campos destacados.',
    },
  },
  loadError: 'Não foi possível carregar as regras.',
  retry: 'Tentar novamente',
  saveError: 'Não foi possível salvar. Tente novamente.',
};

export type EstadoPerfisMessages = typeof estadoPerfisPtBR;
