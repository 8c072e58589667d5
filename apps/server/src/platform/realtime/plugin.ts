import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Fanout } from './fanout.ts';
import { type ClientSocket, PusherServer } from './pusher-server.ts';

/** The largest WebSocket message: a few seconds of a lesson's stream (modules/ead). */
export const MAX_WEBSOCKET_MESSAGE_BYTES = 4 * 1024 * 1024;

import { Realtime } from './realtime.ts';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface RealtimeOptions {
  appKey: string;
  appSecret: string;
  fanout: Fanout;
  /** Seconds; Pusher's 120 unless a test wants a faster heartbeat. */
  activityTimeoutSeconds?: number;
}

/**
 * The WebSocket endpoint `/app/{key}` of ARCHITECTURE §7 and `app.realtime`. Starts receiving
 * signals when the app is ready; on close, first tells every client to reconnect (4200, so they move
 * to another instance), then stops the fan-out after the deliveries under way.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, options: RealtimeOptions) => {
    const log = app.log.child({ modulo: 'tempo-real' });
    const server = new PusherServer({
      appKey: options.appKey,
      appSecret: options.appSecret,
      log,
      ...(options.activityTimeoutSeconds ? { activityTimeoutSeconds: options.activityTimeoutSeconds } : {}),
    });
    const realtime = new Realtime(server, options.fanout, options.appKey, options.appSecret, log);
    app.decorate('realtime', realtime);
    app.addHook('onReady', () => realtime.start());
    // Registered before the WebSocket plugin, so it runs before that plugin closes the sockets bare.
    app.addHook('preClose', async () => server.closeAll());
    app.addHook('onClose', () => realtime.stop());

    // One WebSocket server for the platform: Pusher's clients (held to MAX_CLIENT_MESSAGE_BYTES by
    // PusherServer) and the instructor's stream of a remote lesson, whose media chunks are larger.
    await app.register(websocket, { options: { maxPayload: MAX_WEBSOCKET_MESSAGE_BYTES } });
    app.get('/app/:key', { websocket: true }, (socket, request) => {
      const { key } = request.params as { key: string };
      const { protocol } = request.query as { protocol?: unknown };
      server.accept(socket as ClientSocket, key, typeof protocol === 'string' ? protocol : undefined);
    });
  },
  { name: 'realtime' },
);
