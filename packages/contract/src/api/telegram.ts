import { z } from 'zod';
import { idParam } from '../cadastros.ts';
import { endpoints } from '../endpoint.ts';
import { envelope } from '../http.ts';
import {
  telegramDestino,
  telegramDestinoBody,
  telegramMensagem,
  telegramMensagensPage,
  telegramMensagensQuery,
  telegramPainel,
} from '../telegram.ts';

/** The messaging panel (TelegramDashboard): counts, messages, retries and the linked chats. */
export const telegramApi = endpoints('telegram', {
  getPainel: {
    method: 'GET',
    path: '/telegram/painel',
    summary: 'Contagem das mensagens do Telegram (enviadas, entregues, com falha, pendentes)',
    reply: envelope(telegramPainel),
    errors: [401, 403],
  },
  listMensagens: {
    method: 'GET',
    path: '/telegram/mensagens',
    summary: 'Mensagens enviadas pelo bot do Telegram, com a entrega de cada uma',
    query: telegramMensagensQuery,
    reply: envelope(telegramMensagensPage),
    errors: [401, 403, 422],
  },
  retryMensagem: {
    method: 'POST',
    path: '/telegram/mensagens/:id/reenviar',
    summary: 'Reenvia uma mensagem do Telegram que falhou',
    params: idParam,
    reply: z.object({ success: z.literal(true), mensagem: z.string(), dados: telegramMensagem }),
  },
  listDestinos: {
    method: 'GET',
    path: '/telegram/destinos',
    summary: 'Conversas do Telegram que recebem os avisos',
    reply: envelope(z.array(telegramDestino)),
    errors: [401, 403],
  },
  createDestino: {
    method: 'POST',
    path: '/telegram/destinos',
    summary: 'Cadastra uma conversa do Telegram (pelo chat id ou pelo link /start)',
    body: telegramDestinoBody,
    status: 201,
    reply: z.object({ success: z.literal(true), mensagem: z.string(), dados: telegramDestino }),
  },
});
