import { Role, telegramApi } from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { everySchoolContext, schoolContext } from '../../platform/auth/staff-scope.ts';
import { route } from '../../platform/http/route.ts';
import {
  createDestino,
  listDestinos,
  listMensagens,
  painelComBot,
  reenviarMensagem,
  type TelegramDeps,
} from './service.ts';

/**
 * The messaging panel (TelegramDashboard): SPEC §6 'messaging' (function 1 or 2), roles 1 and 2.
 * A school's administrator sees its own school's chats and messages; monitoring staff every school
 * granted to them. The traffic authority and commercial staff never reach it.
 */
const MESSAGING = { roles: [Role.ADMIN, Role.MONITOR], groups: ['messaging'] } as const;

export const telegramRoutes: FastifyPluginAsyncZod<{ telegram: TelegramDeps }> = async (
  app,
  { telegram },
) => {
  route(app, telegramApi.getPainel, MESSAGING, async (request) => ({
    success: true as const,
    dados: await painelComBot(telegram, everySchoolContext(request)),
  }));

  route(app, telegramApi.listMensagens, MESSAGING, async (request) => ({
    success: true as const,
    dados: await listMensagens(everySchoolContext(request), request.query),
  }));

  route(app, telegramApi.retryMensagem, MESSAGING, async (request) => ({
    success: true as const,
    mensagem: request.t('telegram.reenvioEnfileirado'),
    dados: await reenviarMensagem(telegram, everySchoolContext(request), request.params.id),
  }));

  route(app, telegramApi.listDestinos, MESSAGING, async (request) => ({
    success: true as const,
    dados: await listDestinos(everySchoolContext(request)),
  }));

  route(app, telegramApi.createDestino, MESSAGING, async (request) => {
    const dados = await createDestino(await schoolContext(request, request.body.schema), request.body);
    return { success: true as const, mensagem: request.t('telegram.destinoCadastrado'), dados };
  });
};
