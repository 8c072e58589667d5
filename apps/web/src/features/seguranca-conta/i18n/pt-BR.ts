/** Texts of the account security screen (namespace `segurancaConta`); the other languages follow this shape. */
export const segurancaContaPtBR = {
  title: 'Segurança da conta',
  loadError: 'Não foi possível carregar a segurança da conta.',
  saveError: 'Não foi possível salvar. Tente novamente.',
  twoFactor: {
    title: 'Verificação em duas etapas',
    hint: 'Depois da senha, o login pede o código de um aplicativo autenticador (Google Authenticator, Microsoft Authenticator, Authy e outros).',
    status: 'Situação',
    active: 'Ativa',
    inactive: 'Inativa',
    required:
      'Sua autoescola exige a verificação em duas etapas para o seu perfil: ela não pode ser desativada.',
    recoveryLeft_one: '{{count}} código de recuperação disponível.',
    recoveryLeft_other: '{{count}} códigos de recuperação disponíveis.',
    enable: 'Ativar a verificação em duas etapas',
    enabled: 'Verificação em duas etapas ativada.',
    disable: 'Desativar',
    disableHint:
      'Para desativar, confirme com um código do aplicativo (ou de recuperação) ou com a sua senha.',
    code: 'Código',
    password: 'Senha',
    cancel: 'Cancelar',
  },
  setup: {
    scan: '1. No aplicativo autenticador, adicione uma conta lendo este código QR.',
    qrAlt: 'Código QR para o aplicativo autenticador',
    manual: 'Não consegue ler o código? Digite esta chave no aplicativo:',
    type: '2. Digite o código de 6 dígitos que o aplicativo mostra.',
    code: 'Código do aplicativo',
    confirm: 'Confirmar',
    copy: 'Copiar',
    copied: 'Copiado',
  },
  recovery: {
    title: 'Guarde seus códigos de recuperação',
    hint: 'Se perder o celular, entre com um destes códigos no lugar do código do aplicativo. Cada um vale uma vez e eles não serão mostrados de novo.',
    list: 'Códigos de recuperação',
    copyAll: 'Copiar os códigos',
    done: 'Guardei os códigos',
  },
  school: {
    title: 'Segurança da autoescola',
    hint: 'Perfis da equipe que devem usar a verificação em duas etapas. Quem ainda não tiver um aplicativo configurado fará o cadastro no próximo login.',
    roles: 'Exigir a verificação em duas etapas de',
    save: 'Salvar',
  },
};

export type SegurancaContaMessages = typeof segurancaContaPtBR;
