import { EVENTO_NOTIFICACAO, type Notificacao, notificacao, realtimeApi } from '@cfc/contract';
import type { ChannelAuthorizationHandler } from 'pusher-js';
import { api } from '../../api/client.ts';

/**
 * The realtime channel of SPEC §4 and §7: one Pusher-protocol client per session, on the same host
 * as the app, listening on the user's private channel for new notifications.
 */

/** The server's app key (its `PUSHER_APP_KEY`); a build may name another one. */
const configuredKey: unknown = import.meta.env.VITE_PUSHER_APP_KEY;
export const PUSHER_APP_KEY =
  typeof configuredKey === 'string' && configuredKey !== '' ? configuredKey : 'cfc-local';

export function userChannel(idUsuario: number): string {
  return `private-user.${idUsuario}`;
}

/**
 * POST /login/broadcast with the session, through the one HTTP client (its headers, and a refresh
 * and replay after a 401). The reply is Pusher's bare `{ auth }`, which stock Pusher clients expect,
 * not the API envelope.
 */
async function channelAuth(socketId: string, channelName: string): Promise<string> {
  const { auth } = await api.call(
    realtimeApi.authorize,
    { body: { socket_id: socketId, channel_name: channelName } },
    { reportsExpiry: false },
  );
  if (typeof auth !== 'string' || auth === '') throw new Error('O servidor não assinou o canal.');
  return auth;
}

/** Private channels are authorised by the API with the session's token. */
const authorize: ChannelAuthorizationHandler = ({ socketId, channelName }, callback) => {
  channelAuth(socketId, channelName).then(
    (auth) => callback(null, { auth }),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
  );
};

function defaultPort(secure: boolean): number {
  return secure ? 443 : 80;
}

type PusherClass = typeof import('pusher-js').default;
type PusherClient = InstanceType<PusherClass>;

function connect(Pusher: PusherClass): PusherClient {
  const secure = window.location.protocol === 'https:';
  const port = Number(window.location.port) || defaultPort(secure);
  return new Pusher(PUSHER_APP_KEY, {
    // Required by the client's options; unused once the host is given.
    cluster: '',
    wsHost: window.location.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: secure,
    enabledTransports: secure ? ['wss'] : ['ws'],
    channelAuthorization: { customHandler: authorize },
  });
}

/** The notification of a `GetNotificacao` event's data `{ notificacao }`, when it is one. */
function notificacaoOf(data: unknown): Notificacao | null {
  const item =
    typeof data === 'object' && data !== null && 'notificacao' in data ? data.notificacao : undefined;
  const parsed = notificacao.safeParse(item);
  if (parsed.success) return parsed.data;
  console.warn('GetNotificacao without a valid notificacao', parsed.error);
  return null;
}

type Channel = ReturnType<PusherClient['subscribe']>;
type Listener = (data: unknown) => void;

interface Connection {
  readonly idUsuario: number;
  /** Null while the client's code loads (it is not part of the first screen). */
  pusher: PusherClient | null;
  /** The user's private channel, once subscribed. */
  channel: Channel | null;
  closed: boolean;
}

let current: Connection | null = null;

/** Other events of the user's channel (another feature's, e.g. `AlertaAtualizado`), by name. */
const listeners = new Map<string, Set<Listener>>();

/**
 * Listens to `event` on the user's channel, now or once it is connected; answers the function that
 * stops listening. Another feature's events travel on the same one connection.
 */
export function onRealtimeEvent(event: string, listener: Listener): () => void {
  const set = listeners.get(event) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(event, set);
  current?.channel?.bind(event, listener);
  return () => {
    set.delete(listener);
    current?.channel?.unbind(event, listener);
  };
}

/** The user whose client exists in this session (SPEC §4: created once), or null. */
export function realtimeUser(): number | null {
  return current?.idUsuario ?? null;
}

/**
 * Connects the user's client unless it exists; a client of another user (a login over an old
 * session) is closed first. `onNotificacao` receives each valid notification of the event.
 */
export function startRealtime(
  idUsuario: number,
  onNotificacao: (item: Notificacao) => void,
  onReconnect: () => void = () => {},
): void {
  if (current?.idUsuario === idUsuario) return;
  stopRealtime();
  const connection: Connection = { idUsuario, pusher: null, channel: null, closed: false };
  current = connection;
  import('pusher-js')
    .then(({ default: Pusher }) => {
      if (connection.closed) return;
      const pusher = connect(Pusher);
      connection.pusher = pusher;
      // Events sent while the connection was down are not replayed: after a reconnection the
      // lists are fetched again.
      let connectedBefore = false;
      pusher.connection.bind('connected', () => {
        if (connectedBefore) onReconnect();
        connectedBefore = true;
      });
      const channel = pusher.subscribe(userChannel(idUsuario));
      connection.channel = channel;
      channel.bind(EVENTO_NOTIFICACAO, (data: unknown) => {
        const item = notificacaoOf(data);
        if (item) onNotificacao(item);
      });
      for (const [event, set] of listeners) for (const listener of set) channel.bind(event, listener);
    })
    .catch((error: unknown) => {
      // The next route change tries again.
      console.warn('Realtime client failed to load', error);
      if (current === connection) current = null;
    });
}

/** Closes the client: logout, an ended session. */
export function stopRealtime(): void {
  if (current === null) return;
  current.closed = true;
  current.pusher?.disconnect();
  current = null;
}
