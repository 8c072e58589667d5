import { agendamentoEs } from '../features/agendamento/i18n/es.ts';
import { alertasEs } from '../features/alertas/i18n/es.ts';
import { alunosEs } from '../features/alunos/i18n/es.ts';
import { camerasEs } from '../features/cameras/i18n/es.ts';
import { candidatoAulasEs } from '../features/candidato-aulas/i18n/es.ts';
import { candidatoTeoriaEs } from '../features/candidato-teoria/i18n/es.ts';
import { cfcEs } from '../features/cfc/i18n/es.ts';
import { cobrancasEs } from '../features/cobrancas/i18n/es.ts';
import { comercialEs } from '../features/comercial/i18n/es.ts';
import { detranEs } from '../features/detran/i18n/es.ts';
import { eadEs } from '../features/ead/i18n/es.ts';
import { eadInstrutorEs } from '../features/ead-instrutor/i18n/es.ts';
import { enviosGetranEs } from '../features/envios-getran/i18n/es.ts';
import { estadoPerfisEs } from '../features/estado-perfis/i18n/es.ts';
import { evidenciasEs } from '../features/evidencias/i18n/es.ts';
import { faturamentoEs } from '../features/faturamento/i18n/es.ts';
import { financeiroRelatoriosEs } from '../features/financeiro-relatorios/i18n/es.ts';
import { fotosEs } from '../features/fotos/i18n/es.ts';
import { instrutorAulasEs } from '../features/instrutor-aulas/i18n/es.ts';
import { instrutoresEs } from '../features/instrutores/i18n/es.ts';
import { monitoramentoEs } from '../features/monitoramento/i18n/es.ts';
import { monitoramentoEadEs } from '../features/monitoramento-ead/i18n/es.ts';
import { monitoramentoLogsEs } from '../features/monitoramento-logs/i18n/es.ts';
import { notificacoesEs } from '../features/notificacoes/i18n/es.ts';
import { pagamentosEs } from '../features/pagamentos/i18n/es.ts';
import { perimetrosEs } from '../features/perimetros/i18n/es.ts';
import { planosEs } from '../features/planos/i18n/es.ts';
import { presencaTeoricaEs } from '../features/presenca-teorica/i18n/es.ts';
import { processosEs } from '../features/processos/i18n/es.ts';
import { referenciaFacialEs } from '../features/referencia-facial/i18n/es.ts';
import { relatoriosEs } from '../features/relatorios/i18n/es.ts';
import { repassesEs } from '../features/repasses/i18n/es.ts';
import { salasEs } from '../features/salas/i18n/es.ts';
import { segurancaContaEs } from '../features/seguranca-conta/i18n/es.ts';
import { telegramEs } from '../features/telegram/i18n/es.ts';
import { turmasEs } from '../features/turmas/i18n/es.ts';
import { usuariosEs } from '../features/usuarios/i18n/es.ts';
import { veiculosEs } from '../features/veiculos/i18n/es.ts';
import { dataTableEs } from '../ui/data-table/i18n/es.ts';
import { widgetsEs } from '../ui/i18n/es.ts';
import type { Messages } from './pt-BR.ts';
import { routeTitlesEs } from './route-titles/es.ts';

/** Spanish texts. */
export const es: Messages = {
  app: {
    name: 'CFC Plataforma',
    company: 'CFC Plataforma',
    tagline: 'Gestión de autoescuelas',
    skipToContent: 'Saltar al contenido',
    loading: 'Cargando...',
    home: 'Volver al inicio',
  },
  footer: {
    copyright: '© {{year}} {{company}}',
    privacy: 'Política de privacidad',
  },
  language: {
    menu: 'Idioma',
  },
  login: {
    heading: {
      main: 'Accede a tu cuenta',
      aluno: 'Área del alumno',
      instrutor: 'Área del instructor',
    },
    intro: {
      main: 'Ingresa con el correo y la contraseña registrados por tu autoescuela.',
      aluno: 'Ingresa con tu CPF y la contraseña que te dio tu autoescuela.',
      instrutor: 'Ingresa con tu CPF y la contraseña que te dio tu autoescuela.',
    },
    school: 'Autoescuela: {{autoescola}}',
    schoolNotFound: 'Autoescuela no encontrada: {{autoescola}}',
    email: 'Correo electrónico',
    emailPlaceholder: 'nombre@autoescuela.com',
    cpf: 'CPF',
    password: 'Contraseña',
    showPassword: 'Mostrar u ocultar la contraseña',
    submit: 'INICIAR SESIÓN',
    submitting: 'Espera...',
    forgotPassword: 'Olvidé mi contraseña',
    otherAccess: 'Otros accesos',
    asMain: 'Acceso de la autoescuela',
    asStudent: 'Acceso del alumno',
    asInstructor: 'Acceso del instructor',
    genericError: 'No fue posible iniciar sesión. Verifica los datos e inténtalo de nuevo.',
    secondFactor: {
      title: 'Verificación en dos pasos',
      intro: 'Ingrese el código de 6 dígitos que muestra ahora la aplicación autenticadora.',
      introRecovery: 'Ingrese uno de los códigos de recuperación que guardó. Cada código sirve una vez.',
      code: 'Código de la aplicación',
      recoveryCode: 'Código de recuperación',
      useRecovery: 'Usar un código de recuperación',
      useApp: 'Usar el código de la aplicación',
      submit: 'CONFIRMAR',
      back: 'Volver',
      requiredTitle: 'Configure la verificación en dos pasos',
      requiredIntro:
        'Su autoescuela exige la verificación en dos pasos para su perfil. Configure una aplicación autenticadora para terminar de ingresar.',
      start: 'Configurar ahora',
      continue: 'Continuar',
    },
  },
  privacy: {
    title: 'Política de Privacidad',
    updated: 'Última actualización: 4 de febrero de 2025',
    intro:
      'Esta política explica qué datos personales utiliza la plataforma, de dónde provienen, durante cuánto tiempo se conservan y con quién se comparten. Se aplica a alumnos, instructores y demás usuarios de las autoescuelas (CFC) que usan la plataforma, conforme a la Ley General de Protección de Datos de Brasil (Ley 13.709/2018).',
    originTitle: '1. De dónde provienen los datos',
    originBody:
      'Los datos personales que utiliza la plataforma los proporciona el órgano de tránsito (DETRAN) en el proceso de obtención de la licencia y se completan durante las clases impartidas por tu autoescuela.',
    dataTitle: '2. Qué datos utilizamos',
    dataName: 'Nombre completo;',
    dataCpf: 'CPF (número de contribuyente);',
    dataRenach: 'Número de Renach;',
    dataGps: 'Ubicación (GPS) durante las clases prácticas;',
    dataPhotos: 'Fotos y biometría facial que comprueban la asistencia a las clases;',
    dataAccess: 'Datos de acceso, como la fecha, la hora y el dispositivo utilizados.',
    purposeTitle: '3. Para qué usamos los datos',
    purposeBody:
      'Para identificar a alumnos e instructores, comprobar la asistencia y la realización de las clases teóricas y prácticas, registrar el recorrido de las clases prácticas, enviar las clases al órgano de tránsito como exige el proceso de licencia y proteger el acceso a tu cuenta.',
    retentionTitle: '4. Durante cuánto tiempo los conservamos',
    retentionBody:
      'Los datos se conservan durante 5 años. Después de ese plazo, se eliminan o se anonimizan.',
    sharingTitle: '5. Con quién los compartimos',
    sharingBody:
      'Los datos se comparten únicamente con el órgano de tránsito (DETRAN). No vendemos ni cedemos datos personales a terceros.',
    rightsTitle: '6. Modificación y eliminación de datos',
    rightsBody:
      'Las solicitudes de modificación o eliminación de datos deben hacerse a tu autoescuela (CFC), que es responsable de tu registro y tramita la solicitud.',
  },
  notFound: {
    code: '404',
    title: 'Página no encontrada',
    description: 'La dirección a la que accediste no existe o fue eliminada.',
    back: 'Volver a la página anterior',
    suggestions: 'Quizás buscas:',
    signLabel: 'Señal de tránsito: contramano',
    wrongWay: '¡Contramano!',
    wrongWayHint: 'Esta vía no lleva a ninguna parte. Da la vuelta con seguridad.',
  },
  underConstruction: {
    badge: 'En construcción',
    description: 'Esta pantalla está en construcción y estará disponible pronto.',
  },
  frameRedirect: {
    message: 'Redirigiendo...',
    manual: 'Si no pasa nada, haz clic aquí.',
  },
  errors: {
    loadTitle: 'Error al cargar',
    load: 'No fue posible cargar esta pantalla. Verifica tu conexión e inténtalo de nuevo.',
    unexpectedTitle: 'Algo salió mal',
    unexpected: 'Ocurrió un error inesperado. Recarga la página e inténtalo de nuevo.',
    forbiddenTitle: 'Acceso denegado',
    forbidden: 'No tiene permiso para abrir esta pantalla.',
    reload: 'Recargar',
  },
  session: {
    expiredTitle: 'Sesión finalizada',
    expired: 'Su sesión expiró o su usuario inició sesión en otro dispositivo. Por favor, intente de nuevo.',
    ok: 'OK',
  },
  activeSession: {
    title: 'Sesión activa en otro dispositivo',
    description: 'La cuenta {{account}} ya está conectada en otro dispositivo o navegador.',
    hint: 'Si continúa aquí, la otra sesión será cerrada.',
    continue: 'Continuar aquí',
    back: 'Volver',
  },
  passwordReset: {
    backToLogin: 'Volver al inicio de sesión',
    sending: 'ESPERE',
    unknownError: '¡Error no identificado!',
    request: {
      title: 'Restablecer contraseña',
      intro: 'Informe el correo registrado. Le enviaremos un enlace para crear una nueva contraseña.',
      submit: 'ENVIAR',
      sentTitle: 'Revise su correo',
      sent: 'Si el correo está registrado, recibirá un enlace para restablecer la contraseña.',
    },
    newPassword: {
      title: 'Nueva contraseña',
      intro: 'Cree una nueva contraseña para acceder a la plataforma.',
      checking: 'Verificando el enlace...',
      password: 'Nueva contraseña',
      rule: 'Mínimo de {{min}} caracteres.',
      confirmation: 'Confirme la nueva contraseña',
      submit: 'RESTABLECER',
      success: 'Contraseña restablecida con éxito.',
      weak: 'Elija una contraseña más segura.',
    },
    strength: {
      label: 'Seguridad de la contraseña: {{level}}',
      levels: {
        veryWeak: 'muy débil',
        weak: 'débil',
        fair: 'aceptable',
        strong: 'fuerte',
        veryStrong: 'muy fuerte',
      },
      hint: 'Consejo: una frase de varias palabras es fácil de recordar y difícil de adivinar.',
    },
    expired: {
      title: 'Enlace expirado',
      description:
        'Este enlace para restablecer la contraseña expiró o ya fue usado. Cada enlace vale 60 minutos y solo puede usarse una vez. Solicite un nuevo enlace para crear su contraseña.',
      requestNew: 'Solicitar nuevo enlace',
    },
  },
  layout: {
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    mainMenu: 'Menú principal',
    school: 'Autoescuela',
    notifications: 'Notificaciones',
    notificationsUnread_one: '{{count}} notificación no leída',
    notificationsUnread_other: '{{count}} notificaciones no leídas',
    noUnread: 'No hay notificaciones nuevas',
    markAllRead: 'Marcar todo como leído',
    markAllReadFailed: 'No se pudieron marcar las notificaciones como leídas.',
    viewAll: 'Ver todas las notificaciones',
    profileMenu: {
      open: 'Menú del usuario',
      profile: 'Perfil',
      rooms: 'Salas',
      cameras: 'Cámaras',
      settings: 'Configuración',
      security: 'Seguridad de la cuenta',
      logout: 'Salir',
    },
  },
  photoNotice: {
    title: '¡Aviso Importante!',
    body: 'Durante las clases se tomarán fotos automáticamente para validar su presencia.',
    ok: 'Ok',
  },
  menu: {
    labels: {
      dashboard: 'Panel',
      students: 'Alumnos',
      newStudent: 'Nuevo alumno',
      listStudents: 'Listar alumnos',
      practicalLessons: 'Clases prácticas',
      perimeter: 'Registro de perímetro',
      hoursQuery: 'Consulta de carga horaria',
      search: 'Buscar',
      schedule: 'Agendar',
      theory: 'Clases teóricas',
      listClasses: 'Listar grupos',
      inPersonLessons: 'Clases presenciales',
      remoteLessons: 'Clases a distancia',
      cfcs: 'Autoescuelas',
      list: 'Listar',
      new: 'Nuevo',
      invoices: 'Facturas',
      importInvoices: 'Importar facturas',
      searchCharges: 'Buscar cobros',
      commissions: 'Comisiones',
      instructors: 'Instructores',
      monitoring: 'Monitoreo',
      monitorVirtual: 'Monitorear clases virtuales',
      reports: 'Informes',
      alerts: 'Alertas',
      photoFeed: 'Feed de fotos',
      authorityReads: 'Consultas del DETRAN',
      theoryPhotos: 'Fotos de las clases teóricas',
      general: 'General',
      userActions: 'Acciones de usuarios',
      lessonsPerStudent: 'Clases por alumno',
      studentsByPeriod: 'Alumnos por período',
      staffReport: 'Administrativo',
      completedLessons: 'Clases prácticas realizadas',
      practicalHoursPerStudent: 'Carga horaria práctica por alumno',
      billing: 'Facturación',
      users: 'Usuarios',
      permissions: 'Permisos',
      vehicles: 'Vehículos',
      notices: 'Avisos',
      newNotice: 'Nueva notificación',
      messagingPanel: 'Panel de mensajes',
      notificationCentre: 'Centro de notificaciones',
      schoolBilling: 'Facturación de autoescuelas',
      billedStudents: 'Alumnos facturados',
      registeredStudents: 'Alumnos registrados',
      billingPanel: 'Panel de facturación',
      manualWriteOffs: 'Historial de bajas manuales',
      schools: 'Autoescuelas',
      unionReceipts: 'Recibos del sindicato',
      extraCharges: 'Cobros extras',
      productsServices: 'Productos y servicios',
      createCharge: 'Crear cobro',
      schedulePractical: 'Agendar clase práctica',
      lessonSending: 'Envío de clases',
      lessonSendingTest: 'Envío de clases (prueba)',
      theoryClasses: 'Grupos teóricos',
      monitorTheory: 'Monitorear clases teóricas',
      hours: 'Carga horaria',
      theoryHours: 'Teórica',
      practicalHours: 'Práctica',
      rooms: 'Salas',
      theoryLessons: 'Clases teóricas',
      schoolList: 'Lista de autoescuelas',
      financialReport: 'Informe financiero',
      monitoringReport: 'Informe de monitoreo',
      myLessons: 'Mis clases',
      liveLessons: 'Clases en vivo',
      classes: 'Grupos',
      logs: 'Registros',
      minimisationLog: 'Minimización de datos',
      schedulingLog: 'Agendamientos',
      candidateApiLog: 'API de candidatos (GETRAN)',
      adminSettings: 'Configuración administrativa',
    },
  },
  routes: routeTitlesEs,
  usuarios: usuariosEs,
  dataTable: dataTableEs,
  widgets: widgetsEs,
  instrutores: instrutoresEs,
  veiculos: veiculosEs,
  salas: salasEs,
  turmas: turmasEs,
  monitoramentoEad: monitoramentoEadEs,
  monitoramentoLogs: monitoramentoLogsEs,
  telegram: telegramEs,
  detran: detranEs,
  fotos: fotosEs,
  monitoramento: monitoramentoEs,
  referenciaFacial: referenciaFacialEs,
  processos: processosEs,
  planos: planosEs,
  perimetros: perimetrosEs,
  estadoPerfis: estadoPerfisEs,
  evidencias: evidenciasEs,
  alertas: alertasEs,
  financeiroRelatorios: financeiroRelatoriosEs,
  comercial: comercialEs,
  faturamento: faturamentoEs,
  cobrancas: cobrancasEs,
  repasses: repassesEs,
  cameras: camerasEs,
  cfc: cfcEs,
  alunos: alunosEs,
  agendamento: agendamentoEs,
  enviosGetran: enviosGetranEs,
  relatorios: relatoriosEs,
  instrutorAulas: instrutorAulasEs,
  candidatoAulas: candidatoAulasEs,
  presencaTeorica: presencaTeoricaEs,
  candidatoTeoria: candidatoTeoriaEs,
  notificacoes: notificacoesEs,
  pagamentos: pagamentosEs,
  segurancaConta: segurancaContaEs,
  ead: eadEs,
  eadInstrutor: eadInstrutorEs,
};
