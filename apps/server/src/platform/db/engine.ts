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

/** The database of the platform: one pool and one Kysely over it, whatever the engine. */
export interface Database {
  kind: 'pglite' | 'postgres';
  pool: pg.Pool;
  db: Kysely<DB>;
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

export async function openDatabase(config: EngineConfig): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolMax });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it on the next checkout.
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      kind: 'postgres',
      pool,
      db,
      async close() {
        await db.destroy();
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
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}
