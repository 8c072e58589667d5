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
    errors: {
      emailRequired: 'Enter your e-mail.',
      emailInvalid: 'Enter a valid e-mail.',
      passwordRequired: 'Enter your password.',
      cpfLength: 'CPF must have 11 digits.',
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
    reload: 'Reload',
  },
  routes: routeTitlesEn,
};
