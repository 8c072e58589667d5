import {
  alertasCount,
  avisoEnviado,
  avisoFields,
  envelope,
  errorReply,
  idsBody,
  notificacaoAntiga,
  notificacaoIdParam,
  notificacoesPage,
  notificacoesQuery,
  notificationReadBody,
  Role,
} from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOGGED_IN } from '../../platform/auth/access.ts';
import { contextOf } from '../../platform/auth/context.ts';
import { type FieldErrors, fixedText, invalid } from '../../platform/http/errors.ts';
import { contentDisposition, lerAviso } from './anexos.ts';
import { enviarAviso, mensagemAvisoEnviado } from './avisos.ts';
import {
  countAlertas,
  deleteForUser,
  downloadAnexo,
  listAntigas,
  listNotificacoes,
  markAsRead,
  markOneAsRead,
  type NotificacoesDeps,
  toggleArchive,
} from './service.ts';

/**
 * The notification calls of SPEC §7. Reading and changing: every logged-in user, each on its own
 * notifications (whether the bell shows is the web's concern). Sending notices: the notification
 * sender group of SPEC §6, role 2 only.
 */
const SENDER = { roles: [Role.MONITOR], groups: ['notificationSender'] } as const;
const errors = { 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply };
const tags = ['notificacoes'];
const message = <T extends z.ZodType>(dados: T) =>
  z.object({ success: z.literal(true), mensagem: z.string(), dados });

export const notificacoesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: NotificacoesDeps = {
    db: app.db,
    storage: app.storage,
    realtime: app.realtime,
    log: app.log.child({ modulo: 'notificacoes' }),
  };

  app.get(
    '/notificacoes',
    {
      config: { access: LOGGED_IN },
      schema: {
        tags,
        summary: 'Notificações do usuário (status unread, read ou archived; sem status, as não arquivadas)',
        querystring: notificacoesQuery,
        response: { 200: envelope(notificacoesPage), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await listNotificacoes(deps, contextOf(request), request.query),
    }),
  );

  // The 200 reply is the file itself (a Buffer is sent as it is, never through the serializer).
  app.get(
    '/notificacoes/anexos/:id',
    {
      config: { access: LOGGED_IN },
      schema: {
        tags,
        summary: 'Baixa um anexo de uma notificação recebida (o arquivo, com nome e tipo)',
        params: notificacaoIdParam,
        response: { 200: z.any().describe('O arquivo do anexo.'), ...errors },
      },
    },
    async (request, reply) => {
      const anexo = await downloadAnexo(deps, contextOf(request), request.params.id);
      return reply
        .type(anexo.mimetype)
        .header('content-disposition', contentDisposition(anexo.nome))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(anexo.content);
    },
  );

  app.post(
    '/notificacoes/read-many',
    {
      config: { access: LOGGED_IN },
      schema: {
        tags,
        summary: 'Marca notificações como lidas',
        body: idsBody,
        response: { 200: message(z.object({ atualizadas: z.number().int() })), ...errors },
      },
    },
    async (request) => {
      const atualizadas = await markAsRead(contextOf(request), request.body.ids);
      return {
        success: true as const,
        mensagem: request.t('notificacoes.marcadasLidas'),
        dados: { atualizadas },
      };
    },
  );

  app.patch(
    '/notificacoes/:id/archive',
    {
      config: { access: LOGGED_IN },
      schema: {
        tags,
        summary: 'Arquiva a notificação, ou a desarquiva se já estiver arquivada',
        params: notificacaoIdParam,
        response: { 200: message(z.object({ id: z.number().int(), is_archived: z.boolean() })), ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const archived = await toggleArchive(contextOf(request), id);
      return {
        success: true as const,
        mensagem: request.t(archived ? 'notificacoes.arquivada' : 'notificacoes.desarquivada'),
        dados: { id, is_archived: archived },
      };
    },
  );

  app.post(
    '/notificacoes/delete-many',
    {
      config: { access: LOGGED_IN },
      schema: {
        tags,
        summary: 'Exclui notificações só para o usuário (os outros destinatários as mantêm)',
        body: idsBody,
        response: { 200: message(z.object({ excluidas: z.number().int() })), ...errors },
      },
    },
    async (request) => {
      const excluidas = await deleteForUser(contextOf(request), request.body.ids);
      return { success: true as const, mensagem: request.t('notificacoes.excluidas'), dados: { excluidas } };
    },
  );

  app.get(
    '/autoescola/notificacoes',
    {
      config: { access: LOGGED_IN },
      schema: {
        tags,
        summary: 'As últimas notificações não arquivadas, no formato antigo do menu',
        response: { 200: envelope(z.array(notificacaoAntiga)), ...errors },
      },
    },
    async (request) => ({ success: true as const, dados: await listAntigas(contextOf(request)) }),
  );

  app.post(
    '/autoescola/notification-read',
    {
      config: { access: LOGGED_IN },
      schema: {
        tags,
        summary: 'Marca uma notificação como lida (formato antigo)',
        body: notificationReadBody,
        response: { 200: z.object({ success: z.literal(true), mensagem: z.string() }), ...errors },
      },
    },
    async (request) => {
      await markOneAsRead(contextOf(request), request.body.id);
      return { success: true as const, mensagem: request.t('notificacoes.marcadaLida') };
    },
  );

  app.get(
    '/aulas/alertas',
    {
      config: { access: LOGGED_IN },
      schema: {
        tags,
        summary:
          'Alertas abertos do cabeçalho: aulas práticas dadas cujo envio ao GETRAN foi rejeitado ou desistido',
        response: { 200: envelope(alertasCount), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: { count: await countAlertas(deps, contextOf(request)) },
    }),
  );

  app.post(
    '/notificacoes/avisos',
    {
      config: { access: SENDER },
      schema: {
        tags,
        summary:
          'Envia um aviso (multipart: titulo, descricao em HTML, tipo, destino, autoescolas[], papeis[] e até 5 arquivos em anexos)',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: envelope(avisoEnviado), ...errors },
      },
    },
    async (request, reply) => {
      const { fields, anexos } = await lerAviso(request);
      const parsed = avisoFields.safeParse(fields);
      if (!parsed.success) throw invalid(fieldErrors(parsed.error));
      const sent = await enviarAviso(deps, contextOf(request), parsed.data, anexos);
      return reply.status(201).send({
        success: true as const,
        mensagem: request.t(mensagemAvisoEnviado(sent.destinatarios)),
        dados: sent,
      });
    },
  );
};

/** A zod error as the 422 field map (`campo: [mensagens]`, nested fields with dots). */
function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'dados';
    errors[field] = [...(errors[field] ?? []), fixedText(issue.message)];
  }
  return errors;
}
