import { agendamentoEn } from '../features/agendamento/i18n/en.ts';
import { alertasEn } from '../features/alertas/i18n/en.ts';
import { alunosEn } from '../features/alunos/i18n/en.ts';
import { camerasEn } from '../features/cameras/i18n/en.ts';
import { candidatoAulasEn } from '../features/candidato-aulas/i18n/en.ts';
import { candidatoTeoriaEn } from '../features/candidato-teoria/i18n/en.ts';
import { cfcEn } from '../features/cfc/i18n/en.ts';
import { cobrancasEn } from '../features/cobrancas/i18n/en.ts';
import { comercialEn } from '../features/comercial/i18n/en.ts';
import { detranEn } from '../features/detran/i18n/en.ts';
import { eadEn } from '../features/ead/i18n/en.ts';
import { eadInstrutorEn } from '../features/ead-instrutor/i18n/en.ts';
import { enviosGetranEn } from '../features/envios-getran/i18n/en.ts';
import { estadoPerfisEn } from '../features/estado-perfis/i18n/en.ts';
import { evidenciasEn } from '../features/evidencias/i18n/en.ts';
import { faturamentoEn } from '../features/faturamento/i18n/en.ts';
import { financeiroRelatoriosEn } from '../features/financeiro-relatorios/i18n/en.ts';
import { fotosEn } from '../features/fotos/i18n/en.ts';
import { instrutorAulasEn } from '../features/instrutor-aulas/i18n/en.ts';
import { instrutoresEn } from '../features/instrutores/i18n/en.ts';
import { monitoramentoEn } from '../features/monitoramento/i18n/en.ts';
import { monitoramentoEadEn } from '../features/monitoramento-ead/i18n/en.ts';
import { monitoramentoLogsEn } from '../features/monitoramento-logs/i18n/en.ts';
import { notificacoesEn } from '../features/notificacoes/i18n/en.ts';
import { pagamentosEn } from '../features/pagamentos/i18n/en.ts';
import { perimetrosEn } from '../features/perimetros/i18n/en.ts';
import { planosEn } from '../features/planos/i18n/en.ts';
import { presencaTeoricaEn } from '../features/presenca-teorica/i18n/en.ts';
import { processosEn } from '../features/processos/i18n/en.ts';
import { referenciaFacialEn } from '../features/referencia-facial/i18n/en.ts';
import { relatoriosEn } from '../features/relatorios/i18n/en.ts';
import { repassesEn } from '../features/repasses/i18n/en.ts';
import { salasEn } from '../features/salas/i18n/en.ts';
import { segurancaContaEn } from '../features/seguranca-conta/i18n/en.ts';
import { telegramEn } from '../features/telegram/i18n/en.ts';
import { turmasEn } from '../features/turmas/i18n/en.ts';
import { usuariosEn } from '../features/usuarios/i18n/en.ts';
import { veiculosEn } from '../features/veiculos/i18n/en.ts';
import { dataTableEn } from '../ui/data-table/i18n/en.ts';
import { widgetsEn } from '../ui/i18n/en.ts';
import type { Messages } from './pt-BR.ts';
import { routeTitlesEn } from './route-titles/en.ts';

/** English texts: also the fallback for any key missing in another language. */
export const en: Messages = {
  app: {
    name: 'CFC Plataforma',
    company: 'CFC Plataforma',
    tagline: 'Driving school management',
    skipToContent: 'Skip to content',
    loading: 'Loading...',
    home: 'Back to start',
  },
  footer: {
    copyright: '© {{year}} {{company}}',
    privacy: 'Privacy policy',
  },
  language: {
    menu: 'Language',
  },
  login: {
    heading: {
      main: 'Sign in to your account',
      aluno: 'Student area',
      instrutor: 'Instructor area',
    },
    intro: {
      main: 'Sign in with the e-mail and password registered by your driving school.',
      aluno: 'Sign in with your CPF and the password you received from your driving school.',
      instrutor: 'Sign in with your CPF and the password you received from your driving school.',
    },
    school: 'Driving school: {{autoescola}}',
    schoolNotFound: 'School not found: {{autoescola}}',
    email: 'E-mail',
    emailPlaceholder: 'name@drivingschool.com',
    cpf: 'CPF',
    password: 'Password',
    showPassword: 'Show or hide the password',
    submit: 'LOGIN',
    submitting: 'Please wait...',
    forgotPassword: 'I forgot my password',
    otherAccess: 'Other access',
    asMain: 'Driving school access',
    asStudent: 'Student access',
    asInstructor: 'Instructor access',
    genericError: 'Could not sign in. Check your details and try again.',
    secondFactor: {
      title: 'Two-step verification',
      intro: 'Enter the 6-digit code your authenticator app shows now.',
      introRecovery: 'Enter one of the recovery codes you saved. Each code works once.',
      code: 'App code',
      recoveryCode: 'Recovery code',
      useRecovery: 'Use a recovery code',
      useApp: 'Use the app code',
      submit: 'CONFIRM',
      back: 'Back',
      requiredTitle: 'Set up two-step verification',
      requiredIntro:
        'Your driving school requires two-step verification for your profile. Set up an authenticator app to finish signing in.',
      start: 'Set up now',
      continue: 'Continue',
    },
  },
  privacy: {
    title: 'Privacy Policy',
    updated: 'Last updated: February 4, 2025',
    intro:
      'This policy explains which personal data the platform uses, where it comes from, how long it is kept and with whom it is shared. It applies to students, instructors and other users of the driving schools (CFCs) that use the platform, under the Brazilian General Data Protection Law (Law 13,709/2018).',
    originTitle: '1. Where the data comes from',
    originBody:
      'The personal data used by the platform is provided by the traffic authority (DETRAN) during the licensing process and completed during the lessons given by your driving school.',
    dataTitle: '2. Which data we use',
    dataName: 'Full name;',
    dataCpf: 'CPF (taxpayer number);',
    dataRenach: 'Renach number;',
    dataGps: 'Location (GPS) during practical lessons;',
    dataPhotos: 'Photos and face biometrics that prove attendance at lessons;',
    dataAccess: 'Access data, such as the date, time and device used.',
    purposeTitle: '3. Why we use the data',
    purposeBody:
      'To identify students and instructors, prove attendance and the delivery of theory and practical lessons, record the route of practical lessons, send lessons to the traffic authority as the licensing process requires, and protect access to your account.',
    retentionTitle: '4. How long we keep it',
    retentionBody: 'The data is kept for 5 years. After that period it is deleted or anonymised.',
    sharingTitle: '5. Who we share it with',
    sharingBody:
      'The data is shared only with the traffic authority (DETRAN). We do not sell or pass personal data to third parties.',
    rightsTitle: '6. Changing or deleting data',
    rightsBody:
      'Requests to change or delete data must be made to your driving school (CFC), which is responsible for your record and forwards the request.',
  },
  notFound: {
    code: '404',
    title: 'Page not found',
    description: 'The address you opened does not exist or has been removed.',
    back: 'Back to the previous page',
    suggestions: 'Maybe you are looking for:',
    signLabel: 'Traffic sign: wrong way',
    wrongWay: 'Wrong way!',
    wrongWayHint: 'This road leads nowhere. Turn around safely.',
  },
  underConstruction: {
    badge: 'Under construction',
    description: 'This screen is under construction and will be available soon.',
  },
  frameRedirect: {
    message: 'Redirecting...',
    manual: 'If nothing happens, click here.',
  },
  errors: {
    loadTitle: 'Loading failed',
    load: 'This screen could not be loaded. Check your connection and try again.',
    unexpectedTitle: 'Something went wrong',
    unexpected: 'An unexpected error occurred. Reload the page and try again.',
    forbiddenTitle: 'Access denied',
    forbidden: 'You are not allowed to open this screen.',
    reload: 'Reload',
  },
  session: {
    expiredTitle: 'Session ended',
    expired: 'Your session has expired or your user signed in on another device. Please try again.',
    ok: 'OK',
  },
  activeSession: {
    title: 'Session active on another device',
    description: 'The account {{account}} is already signed in on another device or browser.',
    hint: 'If you continue here, the other session will be ended.',
    continue: 'Continue here',
    back: 'Back',
  },
  passwordReset: {
    backToLogin: 'Back to sign in',
    sending: 'PLEASE WAIT',
    unknownError: 'Unidentified error!',
    request: {
      title: 'Reset password',
      intro: 'Enter your registered e-mail. We will send you a link to create a new password.',
      submit: 'SEND',
      sentTitle: 'Check your e-mail',
      sent: 'If the e-mail is registered, you will receive a link to reset your password.',
    },
    newPassword: {
      title: 'New password',
      intro: 'Create a new password to access the platform.',
      checking: 'Checking the link...',
      password: 'New password',
      rule: 'At least {{min}} characters.',
      confirmation: 'Confirm the new password',
      submit: 'RESET',
      success: 'Password reset successfully.',
      weak: 'Choose a stronger password.',
    },
    strength: {
      label: 'Password strength: {{level}}',
      levels: {
        veryWeak: 'very weak',
        weak: 'weak',
        fair: 'fair',
        strong: 'strong',
        veryStrong: 'very strong',
      },
      hint: 'Tip: a phrase of several words is easy to remember and hard to guess.',
    },
    expired: {
      title: 'Link expired',
      description:
        'This password reset link has expired or was already used. Each link is valid for 60 minutes and can be used only once. Request a new link to create your password.',
      requestNew: 'Request a new link',
    },
  },
  layout: {
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mainMenu: 'Main menu',
    school: 'Driving school',
    notifications: 'Notifications',
    notificationsUnread_one: '{{count}} unread notification',
    notificationsUnread_other: '{{count}} unread notifications',
    noUnread: 'No new notifications',
    markAllRead: 'Mark all as read',
    markAllReadFailed: 'The notifications could not be marked as read.',
    viewAll: 'See all notifications',
    profileMenu: {
      open: 'User menu',
      profile: 'Profile',
      rooms: 'Rooms',
      cameras: 'Cameras',
      settings: 'Settings',
      security: 'Account security',
      logout: 'Sign out',
    },
  },
  photoNotice: {
    title: 'Important Notice!',
    body: 'During lessons, photos will be taken automatically to validate your presence.',
    ok: 'Ok',
  },
  menu: {
    labels: {
      dashboard: 'Dashboard',
      students: 'Students',
      newStudent: 'New student',
      listStudents: 'List students',
      practicalLessons: 'Practical lessons',
      perimeter: 'Perimeter registration',
      hoursQuery: 'Hours query',
      search: 'Search',
      schedule: 'Schedule',
      theory: 'Theory lessons',
      listClasses: 'List classes',
      inPersonLessons: 'In-person lessons',
      remoteLessons: 'Remote lessons',
      cfcs: 'Driving schools',
      list: 'List',
      new: 'New',
      invoices: 'Invoices',
      importInvoices: 'Import invoices',
      searchCharges: 'Search charges',
      commissions: 'Commissions',
      instructors: 'Instructors',
      monitoring: 'Monitoring',
      monitorVirtual: 'Monitor virtual lessons',
      reports: 'Reports',
      alerts: 'Alerts',
      photoFeed: 'Photo feed',
      authorityReads: 'DETRAN reads',
      theoryPhotos: 'Theory lesson photos',
      general: 'General',
      userActions: 'User actions',
      lessonsPerStudent: 'Lessons per student',
      studentsByPeriod: 'Students by period',
      staffReport: 'Administrative',
      completedLessons: 'Completed practical lessons',
      practicalHoursPerStudent: 'Practical hours per student',
      billing: 'Billing',
      users: 'Users',
      permissions: 'Permissions',
      vehicles: 'Vehicles',
      notices: 'Notices',
      newNotice: 'New notification',
      messagingPanel: 'Messaging panel',
      notificationCentre: 'Notifications centre',
      schoolBilling: 'School billing',
      billedStudents: 'Billed students',
      registeredStudents: 'Registered students',
      billingPanel: 'Billing panel',
      manualWriteOffs: 'Manual write-off history',
      schools: 'Driving schools',
      unionReceipts: 'Union receipts',
      extraCharges: 'Extra charges',
      productsServices: 'Products and services',
      createCharge: 'Create charge',
      schedulePractical: 'Schedule practical lesson',
      lessonSending: 'Lesson sending',
      lessonSendingTest: 'Lesson sending (test)',
      theoryClasses: 'Theory classes',
      monitorTheory: 'Monitor theory lessons',
      hours: 'Hours',
      theoryHours: 'Theory',
      practicalHours: 'Practical',
      rooms: 'Rooms',
      theoryLessons: 'Theory lessons',
      schoolList: 'Driving school list',
      financialReport: 'Financial report',
      monitoringReport: 'Monitoring report',
      myLessons: 'My lessons',
      liveLessons: 'Live lessons',
      classes: 'Classes',
      logs: 'Logs',
      minimisationLog: 'Data minimisation',
      schedulingLog: 'Scheduling',
      candidateApiLog: 'Candidate API (GETRAN)',
      adminSettings: 'Admin settings',
    },
  },
  routes: routeTitlesEn,
  usuarios: usuariosEn,
  dataTable: dataTableEn,
  widgets: widgetsEn,
  instrutores: instrutoresEn,
  veiculos: veiculosEn,
  salas: salasEn,
  turmas: turmasEn,
  monitoramentoEad: monitoramentoEadEn,
  monitoramentoLogs: monitoramentoLogsEn,
  telegram: telegramEn,
  detran: detranEn,
  fotos: fotosEn,
  monitoramento: monitoramentoEn,
  referenciaFacial: referenciaFacialEn,
  processos: processosEn,
  planos: planosEn,
  perimetros: perimetrosEn,
  estadoPerfis: estadoPerfisEn,
  evidencias: evidenciasEn,
  alertas: alertasEn,
  financeiroRelatorios: financeiroRelatoriosEn,
  comercial: comercialEn,
  faturamento: faturamentoEn,
  cobrancas: cobrancasEn,
  repasses: repassesEn,
  cameras: camerasEn,
  cfc: cfcEn,
  alunos: alunosEn,
  agendamento: agendamentoEn,
  enviosGetran: enviosGetranEn,
  relatorios: relatoriosEn,
  instrutorAulas: instrutorAulasEn,
  candidatoAulas: candidatoAulasEn,
  presencaTeorica: presencaTeoricaEn,
  candidatoTeoria: candidatoTeoriaEn,
  notificacoes: notificacoesEn,
  pagamentos: pagamentosEn,
  segurancaConta: segurancaContaEn,
  ead: eadEn,
  eadInstrutor: eadInstrutorEn,
};
