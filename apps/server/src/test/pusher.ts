import type { FastifyInstance } from 'fastify';
import Pusher, { type Channel } from 'pusher-js';

/**
 * Realtime test clients: a raw WebSocket speaking the Pusher protocol by hand (through
 * `app.injectWS`, no port needed), and a stock pusher-js client against a listening platform.
 */

export interface PusherMessage {
  event: string;
  channel?: string;
  data: unknown;
}

/** What the tests use of the `ws` client that `injectWS` returns. */
interface InjectedSocket {
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): void;
  send(data: string): void;
  close(): void;
}

const TIMEOUT_MS = 5000;

export class RawPusherClient {
  readonly messages: PusherMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: { match: (message: PusherMessage) => boolean; resolve: (m: PusherMessage) => void }[] = [];

  private socket: InjectedSocket | null = null;
  private onClose: (value: { code: number; reason: string }) => void = () => undefined;

  private constructor() {
    this.closed = new Promise((resolve) => {
      this.onClose = resolve;
    });
  }

  /** Listens from the very start: the server greets before the upgrade's promise resolves. */
  private attach(socket: InjectedSocket): void {
    this.socket = socket;
    socket.on('message', (raw) => {
      const parsed = JSON.parse(raw.toString()) as PusherMessage;
      const message = {
        ...parsed,
        data: typeof parsed.data === 'string' ? tryJson(parsed.data) : parsed.data,
      };
      this.messages.push(message);
      for (const waiter of this.waiters.filter((w) => w.match(message))) waiter.resolve(message);
      this.waiters = this.waiters.filter((w) => !w.match(message));
    });
    socket.on('close', (code, reason) => this.onClose({ code, reason: reason.toString() }));
  }

  static async connect(app: FastifyInstance, path: string): Promise<RawPusherClient> {
    const client = new RawPusherClient();
    await app.injectWS(path, {}, { onInit: (socket) => client.attach(socket as unknown as InjectedSocket) });
    return client;
  }

  /** The first message (already received or to come) that matches. */
  next(match: (message: PusherMessage) => boolean, timeoutMs = TIMEOUT_MS): Promise<PusherMessage> {
    const found = this.messages.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('mensagem não recebida a tempo')), timeoutMs);
      this.waiters.push({
        match,
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message);
        },
      });
    });
  }

  event(event: string, channel?: string): Promise<PusherMessage> {
    return this.next((m) => m.event === event && (channel === undefined || m.channel === channel));
  }

  send(event: string, data: unknown, channel?: string): void {
    this.socket?.send(JSON.stringify({ event, data, ...(channel ? { channel } : {}) }));
  }

  close(): void {
    this.socket?.close();
  }
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A stock pusher-js client for `private-user` channels of a platform listening on 127.0.0.1:port. */
export function pusherClient(port: number, accessToken: string, appKey = 'cfc-local'): Pusher {
  return new Pusher(appKey, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: {
      endpoint: `http://127.0.0.1:${port}/api/v1/login/broadcast`,
      transport: 'ajax',
      headers: { Authorization: `Bearer ${accessToken}` },
    },
  });
}

export function connected(pusher: Pusher): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('pusher-js não conectou')), TIMEOUT_MS);
    pusher.connection.bind('connected', () => {
      clearTimeout(timer);
      resolve(pusher.connection.socket_id);
    });
    pusher.connection.bind('failed', () => reject(new Error('pusher-js: conexão falhou')));
  });
}

/** Subscribes and tells how it went: the channel, or the status of the refusal. */
export function subscribe(
  pusher: Pusher,
  name: string,
): Promise<{ ok: true; channel: Channel } | { ok: false; status: number }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`inscrição em ${name} sem resposta`)), TIMEOUT_MS);
    const channel = pusher.subscribe(name);
    channel.bind('pusher:subscription_succeeded', () => {
      clearTimeout(timer);
      resolve({ ok: true, channel });
    });
    channel.bind('pusher:subscription_error', (error: { status: number }) => {
      clearTimeout(timer);
      resolve({ ok: false, status: error.status });
    });
  });
}

/** The data of the next `event` on `channel`. */
export function nextEvent<T>(channel: Channel, event: string, timeoutMs = TIMEOUT_MS): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${event} não chegou`)), timeoutMs);
    const handler = (data: T) => {
      clearTimeout(timer);
      channel.unbind(event, handler);
      resolve(data);
    };
    channel.bind(event, handler);
  });
}

/** The port a listening platform took. */
export function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('a plataforma não está escutando');
  return address.port;
}
