import { z } from 'zod';
import { type ErrorStatus, endpoints } from '../endpoint.ts';
import { envelope, messageReply } from '../http.ts';
import {
  alertasCount,
  avisoEnviado,
  avisoFields,
  broadcastAuthBody,
  broadcastAuthReply,
  idsBody,
  notificacaoAntiga,
  notificacaoIdParam,
  notificacoesPage,
  notificacoesQuery,
  notificationReadBody,
} from '../notificacoes.ts';

const errors: readonly ErrorStatus[] = [401, 403, 404, 422];

/** A change's reply: its message and what changed. */
const changed = <T extends z.ZodType>(dados: T) =>
  z.object({ success: z.literal(true), mensagem: z.string(), dados });

/**
 * The notifications centre, the bell and the notices (SPEC §2.5, §7). Each user reads and changes
 * its own notifications; the notification sender group sends notices.
 */
export const notificacoesApi = endpoints('notificacoes', {
  list: {
    method: 'GET',
    path: '/notificacoes',
    summary: 'Notificações do usuário (status unread, read ou archived; sem status, as não arquivadas)',
    query: notificacoesQuery,
    reply: envelope(notificacoesPage),
    errors,
  },
  downloadAnexo: {
    method: 'GET',
    path: '/notificacoes/anexos/:id',
    summary: 'Baixa um anexo de uma notificação recebida (o arquivo, com nome e tipo)',
    params: notificacaoIdParam,
    reply: 'file',
    errors,
  },
  markRead: {
    method: 'POST',
    path: '/notificacoes/read-many',
    summary: 'Marca notificações como lidas',
    body: idsBody,
    reply: changed(z.object({ atualizadas: z.number().int() })),
    errors,
  },
  toggleArchive: {
    method: 'PATCH',
    path: '/notificacoes/:id/archive',
    summary: 'Arquiva a notificação, ou a desarquiva se já estiver arquivada',
    params: notificacaoIdParam,
    reply: changed(z.object({ id: z.number().int(), is_archived: z.boolean() })),
    errors,
  },
  removeMany: {
    method: 'POST',
    path: '/notificacoes/delete-many',
    summary: 'Exclui notificações só para o usuário (os outros destinatários as mantêm)',
    body: idsBody,
    reply: changed(z.object({ excluidas: z.number().int() })),
    errors,
  },
  listAntigas: {
    method: 'GET',
    path: '/autoescola/notificacoes',
    summary: 'As últimas notificações não arquivadas, no formato antigo do menu',
    reply: envelope(z.array(notificacaoAntiga)),
    errors,
  },
  markOneRead: {
    method: 'POST',
    path: '/autoescola/notification-read',
    summary: 'Marca uma notificação como lida (formato antigo)',
    body: notificationReadBody,
    reply: messageReply,
    errors,
  },
  countAlertas: {
    method: 'GET',
    path: '/aulas/alertas',
    summary: 'Alertas de monitoramento abertos do cabeçalho, nas autoescolas que o usuário vê',
    reply: envelope(alertasCount),
    errors,
  },
  sendAviso: {
    method: 'POST',
    path: '/notificacoes/avisos',
    summary:
      'Envia um aviso (multipart: titulo, descricao em HTML, tipo, destino, autoescolas[], papeis[] e até 5 arquivos em anexos)',
    consumes: ['multipart/form-data', 'application/json'],
    body: avisoFields,
    status: 201,
    reply: envelope(avisoEnviado),
    errors,
  },
});

/**
 * The realtime connection (ARCHITECTURE §7): the private-channel authorisation a pusher-js client
 * asks for before it joins a channel. Pusher's protocol fixes its reply, plain `{ auth }` JSON.
 */
export const realtimeApi = endpoints('realtime', {
  authorize: {
    method: 'POST',
    path: '/login/broadcast',
    summary: 'Autoriza o canal privado do tempo real (protocolo Pusher): só private-user.{seu id}',
    consumes: ['application/x-www-form-urlencoded', 'application/json'],
    body: broadcastAuthBody,
    reply: broadcastAuthReply,
    errors: [401, 403, 422],
    tags: ['login'],
  },
});
