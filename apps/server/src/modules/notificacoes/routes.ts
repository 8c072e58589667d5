import { avisoFields, notificacoesApi, Role } from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { LOGGED_IN } from '../../platform/auth/access.ts';
import { contextOf } from '../../platform/auth/context.ts';
import { type FieldErrors, fixedText, invalid } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import type { TelegramDeps } from '../telegram/service.ts';
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

export const notificacoesRoutes: FastifyPluginAsyncZod<{ telegram?: TelegramDeps }> = async (
  app,
  { telegram },
) => {
  const deps: NotificacoesDeps = {
    telegram,
    db: app.db,
    storage: app.storage,
    realtime: app.realtime,
    log: app.log.child({ modulo: 'notificacoes' }),
  };

  route(app, notificacoesApi.list, LOGGED_IN, async (request) => ({
    success: true as const,
    dados: await listNotificacoes(deps, contextOf(request), request.query),
  }));

  // The reply is the file itself (a Buffer is sent as it is, never through the serializer).
  route(app, notificacoesApi.downloadAnexo, LOGGED_IN, async (request, reply) => {
    const anexo = await downloadAnexo(deps, contextOf(request), request.params.id);
    return reply
      .type(anexo.mimetype)
      .header('content-disposition', contentDisposition(anexo.nome))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(anexo.content);
  });

  route(app, notificacoesApi.markRead, LOGGED_IN, async (request) => ({
    success: true as const,
    mensagem: request.t('notificacoes.marcadasLidas'),
    dados: { atualizadas: await markAsRead(contextOf(request), request.body.ids) },
  }));

  route(app, notificacoesApi.toggleArchive, LOGGED_IN, async (request) => {
    const { id } = request.params;
    const archived = await toggleArchive(contextOf(request), id);
    return {
      success: true as const,
      mensagem: request.t(archived ? 'notificacoes.arquivada' : 'notificacoes.desarquivada'),
      dados: { id, is_archived: archived },
    };
  });

  route(app, notificacoesApi.removeMany, LOGGED_IN, async (request) => ({
    success: true as const,
    mensagem: request.t('notificacoes.excluidas'),
    dados: { excluidas: await deleteForUser(contextOf(request), request.body.ids) },
  }));

  route(app, notificacoesApi.listAntigas, LOGGED_IN, async (request) => ({
    success: true as const,
    dados: await listAntigas(contextOf(request)),
  }));

  route(app, notificacoesApi.markOneRead, LOGGED_IN, async (request) => {
    await markOneAsRead(contextOf(request), request.body.id);
    return { success: true as const, mensagem: request.t('notificacoes.marcadaLida') };
  });

  route(app, notificacoesApi.countAlertas, LOGGED_IN, async (request) => ({
    success: true as const,
    dados: { count: await countAlertas(deps, contextOf(request)) },
  }));

  // A multipart body (or JSON without files): its fields are checked here, its files as they are read.
  route(app, notificacoesApi.sendAviso, SENDER, async (request) => {
    const { fields, anexos } = await lerAviso(request);
    const parsed = avisoFields.safeParse(fields);
    if (!parsed.success) throw invalid(fieldErrors(parsed.error));
    const sent = await enviarAviso(deps, contextOf(request), parsed.data, anexos);
    return {
      success: true as const,
      mensagem: request.t(mensagemAvisoEnviado(sent.destinatarios)),
      dados: sent,
    };
  });
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
