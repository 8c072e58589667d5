import { portuguese, realtimeApi } from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGGED_IN } from '../auth/access.ts';
import { contextOf } from '../auth/context.ts';
import { forbidden } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { userChannel } from './channels.ts';

/** The refusal's Portuguese text, as a client that asks for no language reads it. */
export const CANAL_ALHEIO = portuguese('comum.canalAlheio');

/**
 * POST /login/broadcast: the private-channel authorisation a pusher-js client asks for before it
 * joins a channel (ARCHITECTURE §7). pusher-js sends a form (`socket_id=...&channel_name=...`);
 * JSON is accepted too. A user may only join `private-user.{its own id}`.
 */
export const broadcastAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this plugin's routes read forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  route(app, realtimeApi.authorize, LOGGED_IN, async (request) => {
    const { principal } = contextOf(request);
    const { socket_id: socketId, channel_name: channel } = request.body;
    if (channel !== userChannel(principal.usuarioId)) throw forbidden('comum.canalAlheio');
    return { auth: app.realtime.authorize(socketId, channel) };
  });
};
