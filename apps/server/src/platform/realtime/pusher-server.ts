import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CHANNEL_NAME, isValidSignature } from './channels.ts';

/**
 * The server side of the Pusher Channels protocol (version 7, also 5 and 6), enough for a stock
 * pusher-js client: the handshake, ping/pong, public and private channels, close codes. Presence
 * channels, encrypted channels, client events and user sign-in are refused: the platform only
 * pushes to `private-user.{id}`. Connections live in this process; instances share what must reach
 * users connected elsewhere through the fan-out (fanout.ts), never through this class.
 *
 * Written here on purpose: Pusher itself is a hosted service, and the self-hosted servers of its
 * protocol (soketi, laravel-websockets) are separate processes with their own app keys and state.
 * The platform needs only the small part above, inside its own process, authorised by its own
 * sessions and fanned out through its own Postgres; that part fits in this file.
 */

/** Close codes of the protocol (4000-4099: do not reconnect; 4100-4199: back off; 4200-4299: reconnect). */
export const CloseCode = {
  APP_NOT_FOUND: 4001,
  INVALID_VERSION: 4006,
  UNSUPPORTED_PROTOCOL: 4007,
  NO_PROTOCOL: 4008,
  UNAUTHORIZED: 4009,
  OVER_CAPACITY: 4100,
  RECONNECT: 4200,
  PONG_NOT_RECEIVED: 4201,
} as const;

export const SUPPORTED_PROTOCOLS = [5, 6, 7];
/** Seconds of silence after which either side pings (Pusher's own value). */
export const ACTIVITY_TIMEOUT_SECONDS = 120;
/** How long the server waits for the answer to its ping before closing. */
export const PONG_TIMEOUT_SECONDS = 30;
/** Largest message a client may send (a subscription is a few hundred bytes). */
export const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;
const MAX_CHANNELS_PER_CONNECTION = 100;
/** A client that lets this much pile up unread is closed (4100): it reconnects later and refetches. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** What this server needs of a client's WebSocket (the `ws` socket that @fastify/websocket hands over). */
export interface ClientSocket {
  readonly readyState: number;
  readonly OPEN: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: unknown, isBinary: boolean) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

export interface PusherServerOptions {
  appKey: string;
  appSecret: string;
  log: FastifyBaseLogger;
  activityTimeoutSeconds?: number;
  pongTimeoutSeconds?: number;
}

interface Connection {
  socketId: string;
  socket: ClientSocket;
  channels: Set<string>;
  lastSeen: number;
  pingedAt: number | null;
}

type Payload = Record<string, unknown>;

export class PusherServer {
  private readonly connections = new Set<Connection>();
  private readonly channels = new Map<string, Set<Connection>>();
  private readonly socketIds = new Set<string>();
  private readonly activityMs: number;
  private readonly pongMs: number;
  private sweeper: NodeJS.Timeout | null = null;
  private closing = false;

  constructor(private readonly options: PusherServerOptions) {
    this.activityMs = (options.activityTimeoutSeconds ?? ACTIVITY_TIMEOUT_SECONDS) * 1000;
    this.pongMs = (options.pongTimeoutSeconds ?? PONG_TIMEOUT_SECONDS) * 1000;
  }

  /** Takes a new WebSocket of `/app/{key}?protocol=N`: refuses it with a close code, or greets it. */
  accept(socket: ClientSocket, appKey: string, protocol: string | undefined): void {
    const refusal = this.refusalOf(appKey, protocol);
    if (refusal) {
      socket.send(JSON.stringify({ event: 'pusher:error', data: refusal }));
      socket.close(refusal.code, refusal.message);
      return;
    }

    const connection: Connection = {
      socketId: this.newSocketId(),
      socket,
      channels: new Set(),
      lastSeen: Date.now(),
      pingedAt: null,
    };
    this.connections.add(connection);
    // The WebSocket server takes the stream's media chunks too (modules/ead); a Pusher client's
    // message is held to its own limit here.
    socket.on('message', (raw, isBinary) =>
      this.receive(
        connection,
        !isBinary && Buffer.isBuffer(raw) && raw.length <= MAX_CLIENT_MESSAGE_BYTES
          ? raw.toString('utf8')
          : null,
      ),
    );
    socket.on('close', () => this.drop(connection));
    this.startSweeper();
    this.send(connection, 'pusher:connection_established', {
      socket_id: connection.socketId,
      activity_timeout: Math.round(this.activityMs / 1000),
    });
  }

  /**
   * Sends `event` with `data` to every socket of this process subscribed to one of `channels`.
   * The data is encoded once, whatever the number of sockets. Returns how many sockets it reached.
   */
  deliver(channels: Iterable<string>, event: string, data: unknown): number {
    const encoded = JSON.stringify(JSON.stringify(data));
    const name = JSON.stringify(event);
    let reached = 0;
    for (const channel of channels) {
      const subscribers = this.channels.get(channel);
      if (!subscribers?.size) continue;
      const frame = `{"event":${name},"channel":${JSON.stringify(channel)},"data":${encoded}}`;
      for (const connection of subscribers) if (this.write(connection, frame)) reached += 1;
    }
    return reached;
  }

  /**
   * Closes every socket of this process subscribed to `channel` with 4200, so a client reconnects
   * and has to be authorised again for its channels. Returns how many it closed.
   */
  closeSubscribers(channel: string, reason: string): number {
    const subscribers = [...(this.channels.get(channel) ?? [])];
    for (const connection of subscribers) {
      connection.socket.close(CloseCode.RECONNECT, reason);
      // Out of every channel at once, not when the closing handshake ends.
      this.drop(connection);
    }
    return subscribers.length;
  }

  /** The channels with at least one subscriber in this process. */
  channelNames(): string[] {
    return [...this.channels.keys()];
  }

  stats(): { connections: number; channels: number } {
    return { connections: this.connections.size, channels: this.channels.size };
  }

  /** Closes every connection with 4200, so clients reconnect at once (to another instance, if any). */
  closeAll(): void {
    this.closing = true;
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    for (const connection of this.connections) {
      connection.socket.close(CloseCode.RECONNECT, 'Servidor reiniciando.');
    }
  }

  /** A client's message: `text` is null for a binary one, which the protocol never uses. */
  private receive(connection: Connection, text: string | null): void {
    connection.lastSeen = Date.now();
    connection.pingedAt = null;
    const message = text === null ? null : parse(text);
    if (!message || typeof message.event !== 'string') {
      this.error(connection, null, 'Mensagem inválida: envie um evento JSON.');
      return;
    }
    const data = typeof message.data === 'string' ? (parse(message.data) ?? {}) : asPayload(message.data);
    switch (message.event) {
      case 'pusher:ping':
        this.send(connection, 'pusher:pong', {});
        break;
      case 'pusher:pong':
        break;
      case 'pusher:subscribe':
        this.subscribe(connection, data);
        break;
      case 'pusher:unsubscribe':
        this.unsubscribe(connection, data.channel);
        break;
      case 'pusher:signin':
        this.error(connection, null, 'Este servidor não aceita login de usuário; use os canais privados.');
        break;
      default:
        if (message.event.startsWith('client-')) {
          this.error(connection, null, 'Eventos de cliente não são aceitos por este servidor.');
        }
    }
  }

  private subscribe(connection: Connection, data: Payload): void {
    const channel = data.channel;
    if (typeof channel !== 'string' || !CHANNEL_NAME.test(channel)) {
      this.error(connection, null, 'Nome de canal inválido.');
      return;
    }
    const refusal = connection.channels.has(channel)
      ? null
      : this.subscriptionRefusal(connection, channel, data.auth);
    if (refusal) {
      this.write(connection, JSON.stringify({ event: 'pusher:subscription_error', channel, data: refusal }));
      if (refusal.type === 'AuthError') this.error(connection, CloseCode.UNAUTHORIZED, refusal.error);
      return;
    }
    connection.channels.add(channel);
    let subscribers = this.channels.get(channel);
    if (!subscribers) {
      subscribers = new Set();
      this.channels.set(channel, subscribers);
    }
    subscribers.add(connection);
    this.write(
      connection,
      JSON.stringify({ event: 'pusher_internal:subscription_succeeded', channel, data: '{}' }),
    );
  }

  /** Why a connection may not join `channel`, as the `pusher:subscription_error` says it; null if it may. */
  private subscriptionRefusal(
    connection: Connection,
    channel: string,
    auth: unknown,
  ): { type: string; error: string; status: number } | null {
    if (channel.startsWith('presence-') || channel.startsWith('private-encrypted-')) {
      return { type: 'UnsupportedChannel', error: 'Este tipo de canal não é suportado.', status: 400 };
    }
    if (connection.channels.size >= MAX_CHANNELS_PER_CONNECTION) {
      return { type: 'LimitReached', error: 'Limite de canais por conexão atingido.', status: 429 };
    }
    const { appKey, appSecret } = this.options;
    if (
      channel.startsWith('private-') &&
      !isValidSignature(appKey, appSecret, connection.socketId, channel, auth)
    ) {
      return { type: 'AuthError', error: `Assinatura inválida para o canal ${channel}.`, status: 401 };
    }
    return null;
  }

  private unsubscribe(connection: Connection, channel: unknown): void {
    if (typeof channel !== 'string' || !connection.channels.delete(channel)) return;
    this.leave(connection, channel);
  }

  private drop(connection: Connection): void {
    if (!this.connections.delete(connection)) return;
    this.socketIds.delete(connection.socketId);
    for (const channel of connection.channels) this.leave(connection, channel);
    connection.channels.clear();
    if (this.connections.size === 0 && this.sweeper) {
      clearInterval(this.sweeper);
      this.sweeper = null;
    }
  }

  private leave(connection: Connection, channel: string): void {
    const subscribers = this.channels.get(channel);
    subscribers?.delete(connection);
    if (subscribers?.size === 0) this.channels.delete(channel);
  }

  private error(connection: Connection, code: number | null, message: string): void {
    this.write(connection, JSON.stringify({ event: 'pusher:error', data: { code, message } }));
  }

  private send(connection: Connection, event: string, data: Payload): void {
    this.write(connection, JSON.stringify({ event, data: JSON.stringify(data) }));
  }

  private write(connection: Connection, frame: string): boolean {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return false;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.options.log.warn({ socket_id: connection.socketId }, 'tempo real: cliente lento desconectado');
      socket.close(CloseCode.OVER_CAPACITY, 'Cliente lento demais.');
      return false;
    }
    socket.send(frame);
    return true;
  }

  private refusalOf(appKey: string, protocol: string | undefined): { code: number; message: string } | null {
    if (this.closing) return { code: CloseCode.RECONNECT, message: 'Servidor reiniciando.' };
    if (appKey !== this.options.appKey)
      return { code: CloseCode.APP_NOT_FOUND, message: 'Aplicativo não encontrado.' };
    if (protocol === undefined || protocol === '') {
      return { code: CloseCode.NO_PROTOCOL, message: 'Informe a versão do protocolo.' };
    }
    if (!/^\d{1,3}$/.test(protocol))
      return { code: CloseCode.INVALID_VERSION, message: 'Versão do protocolo inválida.' };
    if (!SUPPORTED_PROTOCOLS.includes(Number(protocol))) {
      return { code: CloseCode.UNSUPPORTED_PROTOCOL, message: 'Versão do protocolo não suportada.' };
    }
    return null;
  }

  private newSocketId(): string {
    for (;;) {
      const id = `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`;
      if (!this.socketIds.has(id)) {
        this.socketIds.add(id);
        return id;
      }
    }
  }

  /** One timer for every connection: pings the silent ones, closes those that never answered. */
  private startSweeper(): void {
    if (this.sweeper) return;
    const every = Math.max(250, Math.min(this.activityMs, this.pongMs) / 4);
    this.sweeper = setInterval(() => {
      const now = Date.now();
      for (const connection of this.connections) {
        if (connection.pingedAt !== null) {
          if (now - connection.pingedAt > this.pongMs) {
            connection.socket.close(CloseCode.PONG_NOT_RECEIVED, 'Resposta ao ping não recebida.');
          }
        } else if (now - connection.lastSeen > this.activityMs) {
          connection.pingedAt = now;
          this.send(connection, 'pusher:ping', {});
        }
      }
    }, every);
    this.sweeper.unref();
  }
}

function parse(text: string): (Payload & { event?: unknown; data?: unknown }) | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Payload) : null;
  } catch {
    return null;
  }
}

function asPayload(value: unknown): Payload {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Payload) : {};
}
