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
    errors: {
      emailRequired: 'Ingresa el correo electrónico.',
      emailInvalid: 'Ingresa un correo electrónico válido.',
      passwordRequired: 'Ingresa la contraseña.',
      cpfLength: 'El CPF debe tener 11 dígitos.',
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
    reload: 'Recargar',
  },
  routes: routeTitlesEs,
};
