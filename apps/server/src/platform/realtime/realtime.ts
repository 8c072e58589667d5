import type { FastifyBaseLogger } from 'fastify';
import { channelSignature, userChannel, userOfChannel } from './channels.ts';
import { type Fanout, MAX_SIGNAL_BYTES } from './fanout.ts';
import type { PusherServer } from './pusher-server.ts';

export type SignalPayload = Record<string, string | number | boolean | null | number[]>;
export type SignalHandler = (payload: SignalPayload) => Promise<void>;

/** The topic of `sessionsEnded`: every instance closes the user's channel sockets. */
const SESSOES_ENCERRADAS_TOPIC = 'sessoes-encerradas';

/**
 * The platform's realtime service. A module announces something with `signal(topic, ids)`; every
 * instance (through the fan-out) runs the handlers registered for that topic, and they push events
 * to the users connected to that instance with `sendToUsers`. So what an instance sends never
 * depends on where the user is connected.
 */
export class Realtime {
  private readonly handlers = new Map<string, SignalHandler[]>();
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    readonly server: PusherServer,
    private readonly fanout: Fanout,
    private readonly appKey: string,
    private readonly appSecret: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.on(SESSOES_ENCERRADAS_TOPIC, async ({ usuarioId }) => {
      if (typeof usuarioId === 'number')
        this.server.closeSubscribers(userChannel(usuarioId), 'Sessão encerrada.');
    });
  }

  on(topic: string, handler: SignalHandler): void {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), handler]);
  }

  /** Tells every instance, this one included, about `topic`. Call it after the transaction commits. */
  async signal(topic: string, payload: SignalPayload): Promise<void> {
    const message = JSON.stringify({ topic, payload });
    if (Buffer.byteLength(message) > MAX_SIGNAL_BYTES) {
      throw new Error(`Sinal de tempo real grande demais (${topic}): envie ids, não conteúdo.`);
    }
    await this.fanout.publish(message);
  }

  /** The users with their `private-user.{id}` channel open on this instance. */
  localUserIds(): number[] {
    const ids: number[] = [];
    for (const channel of this.server.channelNames()) {
      const id = userOfChannel(channel);
      if (id !== null) ids.push(id);
    }
    return ids;
  }

  /** Pushes `event` to the users' channels on this instance; returns how many sockets it reached. */
  sendToUsers(usuarioIds: readonly number[], event: string, data: unknown): number {
    return this.server.deliver(usuarioIds.map(userChannel), event, data);
  }

  /**
   * A user's sessions ended (logout, a login elsewhere, a new password, a deactivation): on every
   * instance the sockets on the user's channel close with 4200. A client whose session is still
   * valid reconnects and is authorised again; one whose session ended is refused its channel
   * (POST /login/broadcast answers 401). Call it after the transaction commits. It never fails its
   * caller: the session has ended whether or not the signal goes out (if it does not, a socket
   * left open keeps its channel until it reconnects, and is refused it then).
   */
  async sessionsEnded(usuarioId: number): Promise<void> {
    try {
      await this.signal(SESSOES_ENCERRADAS_TOPIC, { usuarioId });
    } catch (error) {
      this.log.error({ err: error, usuarioId }, 'tempo real: aviso de sessões encerradas não enviado');
    }
  }

  /** The `auth` a client sends to join `channel` from the connection `socketId`. */
  authorize(socketId: string, channel: string): string {
    return channelSignature(this.appKey, this.appSecret, socketId, channel);
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.fanout.start((message) => this.receive(message));
  }

  /** Stops receiving signals and waits for the deliveries under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.fanout.stop();
    await Promise.allSettled([...this.running]);
  }

  private receive(message: string): void {
    if (this.stopped) return;
    let parsed: { topic?: unknown; payload?: unknown };
    try {
      parsed = JSON.parse(message) as typeof parsed;
    } catch (error) {
      this.log.warn({ err: error }, 'tempo real: sinal ilegível ignorado');
      return;
    }
    if (typeof parsed.topic !== 'string' || typeof parsed.payload !== 'object' || parsed.payload === null)
      return;
    const payload = parsed.payload as SignalPayload;
    for (const handler of this.handlers.get(parsed.topic) ?? []) {
      const run = handler(payload)
        .catch((error: unknown) => {
          this.log.error({ err: error, topic: parsed.topic }, 'tempo real: falha ao entregar um sinal');
        })
        .finally(() => this.running.delete(run));
      this.running.add(run);
    }
  }
}
