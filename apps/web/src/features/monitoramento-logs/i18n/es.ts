import type { MonitoramentoLogsMessages } from './pt-BR.ts';

export const monitoramentoLogsEs: MonitoramentoLogsMessages = {
  title: 'Registros',
  columns: { autoescola: 'Autoescuela' },
  filters: { autoescola: 'Autoescuela', todas: 'Todas', todos: 'Todos', de: 'Desde', ate: 'Hasta' },
  minimizacao: {
    title: 'Minimización de datos',
    intro:
      'Datos personales eliminados o anonimizados al final del plazo de conservación, por regla (LGPD, arts. 15 y 16).',
    empty: 'Ninguna minimización registrada con estos filtros.',
    columns: {
      executadoEm: 'Ejecutado el',
      regra: 'Regla',
      tabela: 'Datos',
      operacao: 'Operación',
      quantidade: 'Registros',
      limite: 'Anteriores a',
    },
    operacoes: { exclusao: 'Eliminación', anonimizacao: 'Anonimización' },
    regras: {
      posicoes_gps_aula: 'Posiciones GPS de las clases prácticas',
      fotos_aula_pratica: 'Fotos de asistencia de las clases prácticas',
      evidencias_aula_teorica: 'Imágenes de las clases teóricas',
      consultas_getran: 'CPF de las consultas al GETRAN',
      links_redefinicao_senha: 'Enlaces de cambio de contraseña',
      sessoes_encerradas: 'Sesiones terminadas',
    },
  },
  agendamento: {
    title: 'Registro de agendamiento',
    intro:
      'Cada reserva, cambio y cancelación de clase práctica, con quién lo hizo y desde dónde (IP y navegador).',
    empty: 'Ningún agendamiento con estos filtros.',
    columns: {
      quando: 'Cuándo',
      acao: 'Acción',
      aula: 'Clase',
      usuario: 'Usuario',
      origem: 'Origen (IP y navegador)',
    },
    acoes: { agendada: 'Reserva', remarcada: 'Cambio', cancelada: 'Cancelación' },
    aula: 'Clase nº {{id}}',
  },
  consultas: {
    title: 'Registro de la API de candidatos',
    intro:
      'Las llamadas al servicio de candidatos del GETRAN: quién consultó, el CPF (enmascarado), la duración y la respuesta.',
    empty: 'Ninguna consulta con estos filtros.',
    columns: {
      quando: 'Cuándo',
      usuario: 'Usuario',
      cpf: 'CPF',
      servico: 'Servicio',
      duracao: 'Duración',
      resultado: 'Resultado',
    },
    servico: 'Clases del candidato',
    ambientes: { producao: 'Producción', homologacao: 'Homologación' },
    resultados: { sucesso: 'Éxito', falha: 'Fallo' },
    ms: '{{ms}} ms',
    aulas_one: '{{count}} clase',
    aulas_other: '{{count}} clases',
  },
};
