import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';

export type EngineConfig =
  | { kind: 'pglite'; dir: string }
  | { kind: 'pglite-memory' }
  | { kind: 'postgres'; url: string; poolMax: number };

/**
 * How long the platform's connections may wait (PostgreSQL only: PGlite runs one query at a time
 * and has no timers). Requests get `statementMs`; jobs and exports `longStatementMs` (tenant.ts).
 */
export interface DatabaseLimits {
  statementMs: number;
  longStatementMs: number;
  lockMs: number;
  idleInTransactionMs: number;
  /** How long a request waits for a pooled connection before it is answered 503. */
  poolWaitMs: number;
}

export const DEFAULT_LIMITS: DatabaseLimits = {
  statementMs: 15_000,
  longStatementMs: 600_000,
  lockMs: 5_000,
  idleInTransactionMs: 60_000,
  poolWaitMs: 10_000,
};

// Any number, distinct from the migrations' own lock (migrate.ts), which is taken inside this one.
const STARTUP_LOCK_KEY = 72_017_002;

/** How long /health waits for the database before it answers 503. */
export const HEALTH_TIMEOUT_MS = 1_000;

/** What /health learns from the database: fine, or which part failed. */
export type DatabaseHealth = { ok: true } | { ok: false; problema: string };

/** The database of the platform: one pool and one Kysely over it, whatever the engine. */
export interface Database {
  kind: 'pglite' | 'postgres';
  pool: pg.Pool;
  db: Kysely<DB>;
  limits: DatabaseLimits;
  /** Answers within HEALTH_TIMEOUT_MS even when every pooled connection is busy. */
  health(): Promise<DatabaseHealth>;
  /**
   * Runs the start-up (migrations, demo seed, the job queue's own tables) while no other instance
   * runs its own: instances started together on an empty database take turns.
   */
  exclusiveStartup<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// timestamptz comes back as Date, bigint ids as numbers (ids stay far below 2^53).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
// A date column stays the 'YYYY-MM-DD' it is: a JavaScript Date would shift it by the time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// bigint[] is not among the named builtins of pg-types.
const INT8_ARRAY_OID = 1016 as (typeof pg.types.builtins)[keyof typeof pg.types.builtins];
const parseTextArray = pg.types.getTypeParser(INT8_ARRAY_OID) as (value: string) => string[];
pg.types.setTypeParser(INT8_ARRAY_OID, (value) =>
  parseTextArray(value).map((item) => Number.parseInt(item, 10)),
);

export async function openDatabase(config: EngineConfig, limits = DEFAULT_LIMITS): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolMax,
      connectionTimeoutMillis: limits.poolWaitMs,
      statement_timeout: limits.statementMs,
      lock_timeout: limits.lockMs,
      idle_in_transaction_session_timeout: limits.idleInTransactionMs,
    });
    // /health's own connection, kept open: it answers when the pool above is exhausted.
    const healthPool = new pg.Pool({
      connectionString: config.url,
      max: 1,
      idleTimeoutMillis: 0,
      connectionTimeoutMillis: HEALTH_TIMEOUT_MS,
      statement_timeout: HEALTH_TIMEOUT_MS,
      query_timeout: HEALTH_TIMEOUT_MS,
    });
    for (const each of [pool, healthPool]) {
      each.on('error', () => {
        // An idle client lost its connection; the pool replaces it on the next checkout.
      });
    }
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      kind: 'postgres',
      pool,
      db,
      limits,
      async health() {
        try {
          await healthPool.query('select 1');
        } catch (error) {
          return { ok: false, problema: `o PostgreSQL não respondeu: ${(error as Error).message}` };
        }
        return { ok: true };
      },
      async exclusiveStartup(work) {
        // Its own connection, outside the pool that the start-up itself uses; no limit on the wait.
        const holder = new pg.Client({ connectionString: config.url });
        await holder.connect();
        try {
          await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          return await work();
        } finally {
          await holder.end();
        }
      },
      async close() {
        await db.destroy();
        await healthPool.end();
      },
    };
  }

  // The caller holds the data folder's lock (see data-dir-lock.ts) before opening it.
  if (config.kind === 'pglite') fs.mkdirSync(config.dir, { recursive: true });
  const dataDir = config.kind === 'pglite' ? config.dir : 'memory://';
  const pglite = await PGlite.create(dataDir, { extensions: { btree_gist } });
  // PGlite is one connection: the pool has one client and queues the rest.
  const pool = new pg.Pool(createPgConfig(pglite));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'pglite',
    pool,
    db,
    limits,
    async health() {
      // One connection: a long query ahead in the queue is reported, not waited for.
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<DatabaseHealth>((resolve) => {
        timer = setTimeout(
          () =>
            resolve({
              ok: false,
              problema: `o banco embutido está ocupado há mais de ${HEALTH_TIMEOUT_MS} ms (${pool.waitingCount} consultas na fila)`,
            }),
          HEALTH_TIMEOUT_MS,
        );
      });
      const answered = pool.query('select 1').then(
        (): DatabaseHealth => ({ ok: true }),
        (error: Error): DatabaseHealth => ({
          ok: false,
          problema: `o banco embutido falhou: ${error.message}`,
        }),
      );
      try {
        return await Promise.race([answered, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    // One process owns the embedded database (data-dir-lock.ts): nobody to take turns with.
    exclusiveStartup: (work) => work(),
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}
