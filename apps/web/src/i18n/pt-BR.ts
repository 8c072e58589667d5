import { agendamentoPtBR } from '../features/agendamento/i18n/pt-BR.ts';
import { alunosPtBR } from '../features/alunos/i18n/pt-BR.ts';
import { camerasPtBR } from '../features/cameras/i18n/pt-BR.ts';
import { candidatoAulasPtBR } from '../features/candidato-aulas/i18n/pt-BR.ts';
import { cfcPtBR } from '../features/cfc/i18n/pt-BR.ts';
import { enviosGetranPtBR } from '../features/envios-getran/i18n/pt-BR.ts';
import { estadoPerfisPtBR } from '../features/estado-perfis/i18n/pt-BR.ts';
import { instrutorAulasPtBR } from '../features/instrutor-aulas/i18n/pt-BR.ts';
import { instrutoresPtBR } from '../features/instrutores/i18n/pt-BR.ts';
import { notificacoesPtBR } from '../features/notificacoes/i18n/pt-BR.ts';
import { perimetrosPtBR } from '../features/perimetros/i18n/pt-BR.ts';
import { planosPtBR } from '../features/planos/i18n/pt-BR.ts';
import { processosPtBR } from '../features/processos/i18n/pt-BR.ts';
import { relatoriosPtBR } from '../features/relatorios/i18n/pt-BR.ts';
import { salasPtBR } from '../features/salas/i18n/pt-BR.ts';
import { segurancaContaPtBR } from '../features/seguranca-conta/i18n/pt-BR.ts';
import { usuariosPtBR } from '../features/usuarios/i18n/pt-BR.ts';
import { veiculosPtBR } from '../features/veiculos/i18n/pt-BR.ts';
import { dataTablePtBR } from '../ui/data-table/i18n/pt-BR.ts';
import { widgetsPtBR } from '../ui/i18n/pt-BR.ts';
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
    secondFactor: {
      title: 'Verificação em duas etapas',
      intro: 'Digite o código de 6 dígitos que o aplicativo autenticador mostra agora.',
      introRecovery: 'Digite um dos códigos de recuperação que você guardou. Cada código vale uma vez.',
      code: 'Código do aplicativo',
      recoveryCode: 'Código de recuperação',
      useRecovery: 'Usar um código de recuperação',
      useApp: 'Usar o código do aplicativo',
      submit: 'CONFIRMAR',
      back: 'Voltar',
      requiredTitle: 'Configure a verificação em duas etapas',
      requiredIntro:
        'Sua autoescola exige a verificação em duas etapas para o seu perfil. Configure um aplicativo autenticador para concluir o login.',
      start: 'Configurar agora',
      continue: 'Continuar',
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
    forbiddenTitle: 'Acesso negado',
    forbidden: 'Você não tem permissão para abrir esta tela.',
    reload: 'Recarregar',
  },
  session: {
    expiredTitle: 'Sessão encerrada',
    expired: 'Sua sessão expirou ou seu usuário logou em outro dispositivo. Favor tente novamente.',
    ok: 'OK',
  },
  activeSession: {
    title: 'Sessão ativa em outro dispositivo',
    description: 'A conta {{account}} já está conectada em outro dispositivo ou navegador.',
    hint: 'Se continuar aqui, a outra sessão será encerrada.',
    continue: 'Continuar aqui',
    back: 'Voltar',
  },
  passwordReset: {
    backToLogin: 'Voltar ao login',
    sending: 'AGUARDE',
    unknownError: 'Erro não identificado!',
    request: {
      title: 'Redefinir senha',
      intro: 'Informe o e-mail cadastrado. Enviaremos um link para você criar uma nova senha.',
      submit: 'ENVIAR',
      sentTitle: 'Verifique seu e-mail',
      sent: 'Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha.',
    },
    newPassword: {
      title: 'Nova senha',
      intro: 'Crie uma nova senha para acessar a plataforma.',
      checking: 'Verificando o link...',
      password: 'Nova senha',
      rule: 'Mínimo de {{min}} caracteres.',
      confirmation: 'Confirme a nova senha',
      submit: 'REDEFINIR',
      success: 'Senha redefinida com sucesso.',
      weak: 'Escolha uma senha mais forte.',
    },
    strength: {
      label: 'Força da senha: {{level}}',
      levels: {
        veryWeak: 'muito fraca',
        weak: 'fraca',
        fair: 'razoável',
        strong: 'forte',
        veryStrong: 'muito forte',
      },
      hint: 'Dica: frases com várias palavras são fáceis de lembrar e difíceis de adivinhar.',
    },
    expired: {
      title: 'Link expirado',
      description:
        'Este link de redefinição de senha expirou ou já foi usado. Cada link vale por 60 minutos e só pode ser usado uma vez. Solicite um novo link para criar sua senha.',
      requestNew: 'Solicitar novo link',
    },
  },
  layout: {
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    mainMenu: 'Menu principal',
    school: 'Autoescola',
    notifications: 'Notificações',
    notificationsUnread_one: '{{count}} notificação não lida',
    notificationsUnread_other: '{{count}} notificações não lidas',
    noUnread: 'Nenhuma notificação nova',
    markAllRead: 'Marcar tudo como lida',
    markAllReadFailed: 'Não foi possível marcar as notificações como lidas.',
    viewAll: 'Ver todas as notificações',
    profileMenu: {
      open: 'Menu do usuário',
      profile: 'Perfil',
      rooms: 'Salas',
      cameras: 'Câmeras',
      settings: 'Configurações',
      security: 'Segurança da conta',
      logout: 'Sair',
    },
  },
  photoNotice: {
    title: 'Aviso Importante!',
    body: 'Durante as aulas, fotos serão tiradas automaticamente para validar a sua presença.',
    ok: 'Ok',
  },
  menu: {
    labels: {
      dashboard: 'Painel',
      students: 'Alunos',
      newStudent: 'Novo aluno',
      listStudents: 'Listar alunos',
      practicalLessons: 'Aulas práticas',
      perimeter: 'Cadastro de perímetro',
      hoursQuery: 'Consulta de carga horária',
      search: 'Pesquisar',
      schedule: 'Agendar',
      theory: 'Aulas teóricas',
      listClasses: 'Listar turmas',
      inPersonLessons: 'Aulas presenciais',
      cfcs: 'CFCs',
      list: 'Listar',
      new: 'Novo',
      invoices: 'Faturas',
      importInvoices: 'Importar faturas',
      searchCharges: 'Buscar cobranças',
      instructors: 'Instrutores',
      monitoring: 'Monitoramento',
      monitorVirtual: 'Monitorar aulas virtuais',
      reports: 'Relatórios',
      alerts: 'Alertas',
      general: 'Geral',
      userActions: 'Ações de usuários',
      completedLessons: 'Aulas práticas realizadas',
      practicalHoursPerStudent: 'Carga horária prática por aluno',
      billing: 'Faturamento',
      users: 'Usuários',
      permissions: 'Permissões',
      vehicles: 'Veículos',
      notices: 'Avisos',
      newNotice: 'Nova notificação',
      messagingPanel: 'Painel de mensagens',
      notificationCentre: 'Central de notificações',
      schoolBilling: 'Faturamento das autoescolas',
      billedStudents: 'Alunos faturados',
      registeredStudents: 'Alunos cadastrados',
      billingPanel: 'Painel de faturamento',
      manualWriteOffs: 'Histórico de baixa manual',
      schools: 'Autoescolas',
      unionReceipts: 'Recebimentos do sindicato',
      extraCharges: 'Cobranças extras',
      productsServices: 'Produtos e serviços',
      createCharge: 'Criar cobrança',
      schedulePractical: 'Agendar aula prática',
      lessonSending: 'Envio de aulas',
      lessonSendingTest: 'Envio de aulas (teste)',
      theoryClasses: 'Turmas teóricas',
      monitorTheory: 'Monitorar aulas teóricas',
      hours: 'Carga horária',
      theoryHours: 'Teórica',
      practicalHours: 'Prática',
      rooms: 'Salas',
      theoryLessons: 'Aulas teóricas',
      schoolList: 'Lista de autoescolas',
      financialReport: 'Relatório financeiro',
      monitoringReport: 'Relatório de monitoramento',
      myLessons: 'Minhas aulas',
      classes: 'Turmas',
    },
  },
  routes: routeTitlesPtBR,
  usuarios: usuariosPtBR,
  dataTable: dataTablePtBR,
  widgets: widgetsPtBR,
  instrutores: instrutoresPtBR,
  veiculos: veiculosPtBR,
  salas: salasPtBR,
  processos: processosPtBR,
  planos: planosPtBR,
  perimetros: perimetrosPtBR,
  estadoPerfis: estadoPerfisPtBR,
  cameras: camerasPtBR,
  cfc: cfcPtBR,
  alunos: alunosPtBR,
  agendamento: agendamentoPtBR,
  enviosGetran: enviosGetranPtBR,
  relatorios: relatoriosPtBR,
  instrutorAulas: instrutorAulasPtBR,
  candidatoAulas: candidatoAulasPtBR,
  notificacoes: notificacoesPtBR,
  segurancaConta: segurancaContaPtBR,
};

export type Messages = typeof ptBR;
