import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/engine.ts';

/**
 * How a realtime signal reaches every instance, the sender's included (ARCHITECTURE §8): PostgreSQL
 * LISTEN/NOTIFY between the instances that share a database; in the process itself on PGlite, which
 * only ever has one. A signal is small (ids, never the content: NOTIFY carries at most 8000 bytes);
 * each instance loads what its own connected users need.
 */
export interface Fanout {
  readonly kind: 'postgres' | 'in-process';
  /** Starts receiving; `receive` gets every message published by any instance from now on. */
  start(receive: (message: string) => void): Promise<void>;
  publish(message: string): Promise<void>;
  stop(): Promise<void>;
}

/** The NOTIFY channel of the platform's realtime signals. */
export const REALTIME_NOTIFY_CHANNEL = 'cfc_realtime';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_SIGNAL_BYTES = 7900;

export function fanoutFor(database: Database, log: FastifyBaseLogger): Fanout {
  if (database.kind === 'pglite') return inProcessFanout();
  const options = database.pool.options;
  return postgresFanout({ pool: database.pool, connect: () => new pg.Client(options), log });
}

export function inProcessFanout(): Fanout {
  let receiver: ((message: string) => void) | null = null;
  return {
    kind: 'in-process',
    async start(receive) {
      receiver = receive;
    },
    async publish(message) {
      const receive = receiver;
      // Asynchronous like NOTIFY: the publisher's own work finishes first.
      if (receive) setImmediate(() => receive(message));
    },
    async stop() {
      receiver = null;
    },
  };
}

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries; it is one more
 * connection than DATABASE_POOL_MAX), NOTIFY through the pool. A lost connection is re-established
 * with a growing delay (up to 30 s); signals sent meanwhile do not reach this instance's users.
 */
export function postgresFanout(options: {
  pool: pg.Pool;
  connect: () => pg.Client;
  log: FastifyBaseLogger;
}): Fanout {
  const { log } = options;
  let listener: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let attempts = 0;
  let stopping = false;

  async function listen(receive: (message: string) => void): Promise<void> {
    const client = options.connect();
    client.on('notification', (notification) => {
      if (notification.channel === REALTIME_NOTIFY_CHANNEL && notification.payload) {
        receive(notification.payload);
      }
    });
    client.on('error', (error) => log.warn({ err: error }, 'tempo real: conexão LISTEN com erro'));
    client.on('end', () => {
      if (listener !== client) return;
      listener = null;
      log.warn('tempo real: conexão LISTEN perdida; reconectando');
      reconnect(receive);
    });
    try {
      await client.connect();
      await client.query(`listen ${REALTIME_NOTIFY_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined); // already broken: nothing more to close
      throw error;
    }
    if (stopping) {
      await client.end();
      return;
    }
    listener = client;
    attempts = 0;
  }

  function reconnect(receive: (message: string) => void): void {
    if (stopping || retry) return;
    const delay = Math.min(30_000, 500 * 2 ** attempts);
    attempts += 1;
    retry = setTimeout(() => {
      retry = null;
      listen(receive).catch((error: unknown) => {
        log.warn({ err: error }, 'tempo real: falha ao reconectar o LISTEN');
        reconnect(receive);
      });
    }, delay);
    retry.unref();
  }

  return {
    kind: 'postgres',
    // A database that does not answer at start does not stop the platform (its health check says
    // so); the listener keeps trying in the background.
    async start(receive) {
      stopping = false;
      await listen(receive).catch((error: unknown) => {
        log.warn({ err: error }, 'tempo real: LISTEN indisponível; tentando de novo');
        reconnect(receive);
      });
    },
    async publish(message) {
      await options.pool.query('select pg_notify($1, $2)', [REALTIME_NOTIFY_CHANNEL, message]);
    },
    async stop() {
      stopping = true;
      if (retry) clearTimeout(retry);
      retry = null;
      const client = listener;
      listener = null;
      await client?.end();
    },
  };
}
