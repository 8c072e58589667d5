/** Texts of the student's practical lessons (namespace `candidatoAulas`); the other languages follow this shape. */
export const candidatoAulasPtBR = {
  title: 'Aulas práticas',
  intro: 'Suas aulas de direção, as horas que você já fez e as que faltam.',
  loadError: 'Erro ao consultar aulas',
  retry: 'Tentar novamente',
  proxima: {
    title: 'Próxima aula',
    agora: 'Acontecendo agora',
    nenhuma: 'Nenhuma aula agendada. Fale com a sua autoescola para agendar.',
    instrutor: 'Instrutor',
    veiculo: 'Veículo',
  },
  horas: {
    title: 'Horas de aula',
    processo: 'Categoria {{categoria}} · RENACH {{renach}}',
    realizadas: '{{realizadas}} de {{requeridas}} h/a realizadas',
    agendadas_zero: 'nenhuma agendada',
    agendadas_one: '{{count}} agendada',
    agendadas_other: '{{count}} agendadas',
    restantes_one: 'falta {{count}}',
    restantes_other: 'faltam {{count}}',
    concluido: 'Carga horária completa',
    legendaRealizadas: 'Realizadas',
    legendaAgendadas: 'Agendadas',
    nenhum: 'Nenhum processo aberto.',
  },
  lista: {
    title: 'Suas aulas',
    proximas: 'Próximas',
    anteriores: 'Anteriores',
    vazio: 'Nenhuma aula encontrada.',
    instrutor: 'Instrutor: {{nome}}',
    veiculo: 'Veículo: {{placa}} (categoria {{categoria}})',
    realizada: 'Realizada das {{inicio}} às {{fim}}',
    emAndamento: 'Iniciada às {{inicio}}',
    horasAula_one: '{{count}} h/a',
    horasAula_other: '{{count}} h/a seguidas',
  },
};

export type CandidatoAulasMessages = typeof candidatoAulasPtBR;
