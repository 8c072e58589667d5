/** Texts of the messaging panel (namespace `telegram`); the other languages follow this shape. */
export const telegramPtBR = {
  title: 'Painel de mensagens',
  crumb: 'Avisos',
  intro:
    'Os avisos enviados pelo bot do Telegram às conversas das autoescolas e dos instrutores, com a entrega de cada um.',
  semBot: 'Nenhum bot do Telegram está configurado: os avisos não são enviados ao Telegram.',
  contagemLabel: 'Mensagens do Telegram',
  contagem: { enviadas: 'Enviadas', entregues: 'Entregues', falhas: 'Com falha', pendentes: 'Pendentes' },
  mensagens: 'Mensagens do Telegram',
  semMensagens: 'Nenhuma mensagem com estes filtros.',
  todas: 'Todas',
  columns: {
    quando: 'Quando',
    destino: 'Destino',
    texto: 'Mensagem',
    status: 'Situação',
    erro: 'Erro da API do Telegram',
  },
  status: { pendente: 'Pendente', entregue: 'Entregue', falhou: 'Falhou' },
  tentativas_one: '{{count}} tentativa',
  tentativas_other: '{{count}} tentativas',
  reenviar: 'Reenviar a mensagem para {{destino}}',
  reenviarErro: 'Erro ao reenviar a mensagem',
  destinos: 'Conversas vinculadas',
  destinoColumns: { nome: 'Conversa', autoescola: 'Autoescola', chat: 'Chat id', vinculo: 'Vínculo' },
  vinculos: { start: 'Pelo link /start em {{data}}', manual: 'Cadastrado em {{data}}' },
  aguardandoStart: 'Aguardando o /start:',
  semDestinos: 'Nenhuma conversa vinculada ao bot.',
  novoDestino: 'Nova conversa',
  form: {
    autoescola: 'Autoescola',
    nome: 'Nome da conversa',
    chatId: 'Chat id',
    chatIdHint: 'Deixe em branco para vincular pelo link /start do bot.',
    save: 'Cadastrar',
    review: 'Revise os campos destacados.',
    failure: 'Erro ao cadastrar a conversa',
  },
};

export type TelegramMessages = typeof telegramPtBR;
