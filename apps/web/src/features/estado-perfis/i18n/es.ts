import type { EstadoPerfisMessages } from './pt-BR.ts';

export const estadoPerfisEs: EstadoPerfisMessages = {
  title: 'Reglas por UF',
  intro: 'Las reglas de las clases prácticas de cada estado; sin reglas propias, vale el estándar nacional.',
  readOnly: 'Las reglas de las clases prácticas de cada estado (solo lectura).',
  columns: {
    uf: 'UF',
    instrutor_limite_diario: 'Límite diario del instructor',
    alunos_simultaneos: 'Alumnos a la vez',
    noite: 'Período nocturno',
    limite_conceitos_basicos: 'Conceptos básicos',
    limite_baliza: 'Estacionamiento',
    tempo_minimo_minutos: 'Tiempo mínimo',
    duracao_maxima_minutos: 'Duración máxima',
    aula_dupla_minimo_minutos: 'Mínimo de la clase doble',
    intervalo_terceira_aula_minutos: 'Intervalo antes de la 3.ª clase',
    tolerancia_checkin_minutos: 'Tolerancia de check-in',
    regime_1020_desde: 'CONTRAN 1.020 desde',
    contingencia_percentual_maximo: 'Contingencia máx.',
    origem: 'Origen',
    acoes: 'Acciones',
  },
  fields: {
    instrutor_limite_diario: 'Límite diario del instructor',
    alunos_simultaneos: 'Alumnos a la vez',
    noite_inicio: 'Inicio de la noche',
    noite_fim: 'Fin de la noche',
    limite_conceitos_basicos: 'Límite de clases de conceptos básicos',
    limite_baliza: 'Límite de clases de estacionamiento',
    tempo_minimo_minutos: 'Tiempo mínimo de la clase (min)',
    duracao_maxima_minutos: 'Duración máxima de la clase (min)',
    aula_dupla_minimo_minutos: 'Mínimo de la clase doble (min)',
    intervalo_terceira_aula_minutos: 'Intervalo antes de la 3.ª clase (min)',
    tolerancia_checkin_minutos: 'Tolerancia de check-in (min)',
    regime_1020_desde: 'CONTRAN 1.020/2025 rige desde',
    migrar_processos_abertos: 'Los procesos abiertos pasan a las reglas de la 1.020',
    instrutor_autonomo: 'Permite instructor autónomo',
    veiculo_proprio_candidato: 'Permite vehículo propio del candidato',
    contingencia_percentual_maximo: 'Límite mensual de clases de contingencia (%)',
    teorica_limite_diario: 'Límite diario de clases teóricas del grupo (horas-clase)',
    teorica_tolerancia_minutos: 'Tolerancia de atraso y salida anticipada (min)',
    ead_tolerancia_entrada_minutos: 'Tolerancia para entrar en la clase (min)',
    ead_presenca_minima_percentual: 'Asistencia mínima conectada (%)',
    ead_verificacoes_aleatorias_percentual: 'Alumnos con verificación aleatoria (%)',
    ead_similaridade_minima: 'Similitud facial mínima (%)',
    ead_vivacidade_minima: 'Vivacidad mínima (%)',
    ead_gravada_permitida: 'Permite clases grabadas',
    alerta_gps_lacuna_segundos: 'Laguna máxima del GPS (s)',
    alerta_velocidade_maxima_kmh: 'Velocidad máxima plausible (km/h)',
    alerta_hodometro_tolerancia_percentual: 'Diferencia odómetro × GPS (%)',
    alerta_similaridade_minima: 'Similitud facial mínima en clases prácticas (%)',
    alerta_rejeicoes_quantidade: 'Rechazos del DETRAN para alertar',
    alerta_rejeicoes_dias: 'Período de los rechazos (días)',
    alerta_camera_offline_minutos: 'Cámara sin señal en la clase teórica (min)',
  },
  ha_one: '{{count}} h/c',
  ha_other: '{{count}} h/c',
  personalizado: 'Propia desde {{data}}',
  padrao: 'Estándar nacional',
  semLimite: 'Sin límite',
  edit: 'Editar las reglas de {{uf}}',
  formTitle: 'Reglas de {{uf}}',
  form: {
    instrutor: 'Instructor y alumnos',
    noite: 'Período nocturno',
    noiteHint:
      'Los minutos de cada clase dentro de esta ventana cuentan como nocturnos; puede pasar de la medianoche.',
    limites: 'Límites de clases',
    minutos: 'Tiempos',
    minutosHint: 'En minutos.',
    transicao: 'Transición a la Resolución CONTRAN 1.020/2025',
    transicaoHint:
      'Los procesos abiertos desde esta fecha siguen la 1.020; use una fecha posterior si la Justicia la suspendió en el estado.',
    hints: {
      migrar_processos_abertos:
        'Los procesos abiertos antes de la fecha siguen las reglas de la 1.020 en las clases desde ella.',
      instrutor_autonomo: 'El instructor acreditado puede dar clases fuera de una autoescuela.',
      veiculo_proprio_candidato:
        'El candidato puede hacer las clases en su propio vehículo, con los documentos verificados.',
      teorica_limite_diario: 'Cuántas horas-clase teóricas puede tener un grupo en el mismo día.',
      teorica_tolerancia_minutos: 'Minutos de atraso o de salida anticipada que aún cuentan la clase.',
      ead_tolerancia_entrada_minutos:
        'Hasta cuántos minutos tras el inicio puede entrar el alumno (PR: 20 min).',
      ead_presenca_minima_percentual:
        'Parte del horario que el alumno debe estar conectado, sumadas las caídas (PB: 90%). En blanco: regla presencial.',
      ead_verificacoes_aleatorias_percentual:
        'Parte de los alumnos verificados en momentos aleatorios de la clase (BA: 20%). 0: solo apertura y cierre.',
      ead_similaridade_minima: 'Similitud mínima con la foto de referencia para aprobar la verificación.',
      ead_vivacidade_minima: 'Puntuación mínima de prueba de vida (contra foto de foto o video).',
      ead_gravada_permitida:
        'La Resolución 1.020/2025 admite clases grabadas; hay estados que solo aceptan en vivo (MT: solo en vivo).',
      alerta_gps_lacuna_segundos:
        'Tiempo sin posición GPS, del inicio al fin de la clase, por encima del cual hay alerta.',
      alerta_velocidade_maxima_kmh:
        'Velocidad entre dos posiciones por encima de la cual el recorrido es imposible.',
      alerta_hodometro_tolerancia_percentual:
        'Diferencia aceptada entre la distancia del odómetro y la del recorrido GPS.',
      alerta_similaridade_minima:
        'Similitud mínima de las fotos de inicio y fin con la foto de referencia del alumno.',
      alerta_rejeicoes_quantidade: 'Cuántas clases rechazadas en el período generan una alerta.',
      alerta_rejeicoes_dias: 'Días contados para los rechazos.',
      alerta_camera_offline_minutos:
        'Minutos sin señal de una cámara del aula, durante la clase, por encima de los cuales hay alerta.',
    },
    teorica: 'Clases teóricas',
    teoricaHint: 'Valen para las clases presenciales y, sin regla propia, para las a distancia.',
    ead: 'Clases teóricas a distancia',
    eadHint:
      'Resolución CONTRAN 783/2020: verificación facial en la apertura y el cierre; el estado puede exigir más.',
    alertas: 'Alertas de monitoreo',
    alertasHint:
      'Límites que disparan las alertas de las evidencias; un valor exactamente en el límite no dispara.',
    contingencia: 'Clases de contingencia',
    contingenciaHint:
      'Clases dadas cuando falló el sistema de evidencias (fotos, GPS), como parte de las clases de la autoescuela en el mes. En blanco: sin límite; 0: no permitidas.',
    save: 'Guardar',
    errors: {
      review: 'Verifique los campos destacados.',
    },
  },
  loadError: 'No se pudieron cargar las reglas.',
  retry: 'Intentar de nuevo',
  saveError: 'No se pudo guardar. Intente de nuevo.',
};
