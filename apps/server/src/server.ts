import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { SecretBox } from './platform/crypto/sealed.ts';
import { type Database, type EngineConfig, openDatabase } from './platform/db/engine.ts';
import { migrate } from './platform/db/migrate.ts';
import { seedDemo } from './seed/demo.ts';

/** A running platform: the HTTP app, its database and its job queue, stopped in the right order. */
export interface Platform {
  app: FastifyInstance;
  database: Database;
  seeded: boolean;
  stop(): Promise<void>;
}

/**
 * Opens the database, applies migrations, seeds the demo data on an empty database, builds the
 * app and starts the jobs. Used by main.ts and by the tests, so both run the same start-up.
 */
export async function startPlatform(
  config: Config,
  options: { engine?: EngineConfig; serveWeb?: boolean } = {},
): Promise<Platform> {
  const database = await openDatabase(options.engine ?? config.database);
  try {
    await migrate(database.pool);
    const seeded = config.seedDemo ? await seedDemo(database.db, new SecretBox(config.jwtSecret)) : false;
    const app = await buildApp({ config, database, serveWeb: options.serveWeb ?? true });
    await app.ready();
    await app.jobs.start();
    return {
      app,
      database,
      seeded,
      async stop() {
        await app.close();
        await app.jobs.stop();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
