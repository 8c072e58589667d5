import { routeTitlesPtBR } from './route-titles/pt-BR.ts';

/** Portuguese texts: the default language and the shape every other language must follow. */
export const ptBR = {
  app: {
    name: 'CFC Plataforma',
    company: 'CFC Plataforma',
    tagline: 'Gestão de autoescolas',
    skipToContent: 'Pular para o conteúdo',
    loading: 'Carregando...',
    home: 'Voltar ao início',
  },
  footer: {
    copyright: '© {{year}} {{company}}',
    privacy: 'Política de privacidade',
  },
  language: {
    menu: 'Idioma',
  },
  login: {
    heading: {
      main: 'Acesse sua conta',
      aluno: 'Área do aluno',
      instrutor: 'Área do instrutor',
    },
    intro: {
      main: 'Entre com o e-mail e a senha cadastrados pela sua autoescola.',
      aluno: 'Entre com seu CPF e a senha recebida da sua autoescola.',
      instrutor: 'Entre com seu CPF e a senha recebida da sua autoescola.',
    },
    school: 'Autoescola: {{autoescola}}',
    schoolNotFound: 'Autoescola não encontrada: {{autoescola}}',
    email: 'E-mail',
    emailPlaceholder: 'nome@autoescola.com.br',
    cpf: 'CPF',
    password: 'Senha',
    showPassword: 'Mostrar ou ocultar a senha',
    submit: 'LOGIN',
    submitting: 'Aguarde...',
    forgotPassword: 'Esqueci minha senha',
    otherAccess: 'Outros acessos',
    asMain: 'Acesso da autoescola',
    asStudent: 'Acesso do aluno',
    asInstructor: 'Acesso do instrutor',
    genericError: 'Não foi possível entrar. Verifique os dados e tente novamente.',
    errors: {
      emailRequired: 'Informe o e-mail.',
      emailInvalid: 'Informe um e-mail válido.',
      passwordRequired: 'Informe a senha.',
      cpfLength: 'CPF deve ter 11 dígitos.',
    },
  },
  privacy: {
    title: 'Política de Privacidade',
    updated: 'Última atualização: 04/02/2025',
    intro:
      'Esta política explica quais dados pessoais a plataforma utiliza, de onde eles vêm, por quanto tempo são guardados e com quem são compartilhados. Ela vale para alunos, instrutores e demais usuários das autoescolas (CFCs) que usam a plataforma, nos termos da Lei Geral de Proteção de Dados (Lei nº 13.709/2018).',
    originTitle: '1. De onde vêm os dados',
    originBody:
      'Os dados pessoais utilizados pela plataforma são fornecidos pelo órgão de trânsito (DETRAN) no processo de habilitação e complementados durante as aulas realizadas pela sua autoescola.',
    dataTitle: '2. Quais dados utilizamos',
    dataName: 'Nome completo;',
    dataCpf: 'CPF;',
    dataRenach: 'Número do Renach;',
    dataGps: 'Localização (GPS) durante as aulas práticas;',
    dataPhotos: 'Fotos e biometria facial, que comprovam a presença nas aulas;',
    dataAccess: 'Dados de acesso à plataforma, como data, hora e dispositivo utilizados.',
    purposeTitle: '3. Para que usamos os dados',
    purposeBody:
      'Para identificar alunos e instrutores, comprovar a presença e a realização das aulas teóricas e práticas, registrar o trajeto das aulas práticas, enviar as aulas ao órgão de trânsito, como exige o processo de habilitação, e proteger o acesso à sua conta.',
    retentionTitle: '4. Por quanto tempo guardamos',
    retentionBody:
      'Os dados são guardados por 5 anos. Depois desse prazo, são excluídos ou tornados anônimos.',
    sharingTitle: '5. Com quem compartilhamos',
    sharingBody:
      'Os dados são compartilhados somente com o órgão de trânsito (DETRAN). Não vendemos nem cedemos dados pessoais a terceiros.',
    rightsTitle: '6. Alteração e exclusão de dados',
    rightsBody:
      'Pedidos de alteração ou de exclusão de dados devem ser feitos à sua autoescola (CFC), que é responsável pelo seu cadastro e encaminha a solicitação.',
  },
  notFound: {
    code: '404',
    title: 'Página não encontrada',
    description: 'O endereço que você acessou não existe ou foi removido.',
    back: 'Voltar à página anterior',
    suggestions: 'Talvez você procure por:',
    signLabel: 'Placa de trânsito: contramão',
    wrongWay: 'Contramão!',
    wrongWayHint: 'Esta via não leva a lugar nenhum. Faça o retorno com segurança.',
  },
  underConstruction: {
    badge: 'Em construção',
    description: 'Esta tela está em construção e estará disponível em breve.',
  },
  frameRedirect: {
    message: 'Redirecionando...',
    manual: 'Se nada acontecer, clique aqui.',
  },
  errors: {
    loadTitle: 'Falha ao carregar',
    load: 'Não foi possível carregar esta tela. Verifique sua conexão e tente novamente.',
    unexpectedTitle: 'Algo deu errado',
    unexpected: 'Ocorreu um erro inesperado. Recarregue a página e tente novamente.',
    reload: 'Recarregar',
  },
  routes: routeTitlesPtBR,
};

export type Messages = typeof ptBR;
