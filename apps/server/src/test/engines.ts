import net from 'node:net';
import pg from 'pg';
import type { EngineConfig } from '../platform/db/engine.ts';

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * The PostgreSQL server for API tests: TEST_DATABASE_URL, or the local one when it answers.
 * With REQUIRE_POSTGRES=1 (CI) a missing server fails the run instead of being skipped.
 */
export async function postgresAdminUrl(): Promise<string | null> {
  const url = process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL;
  const required = process.env.REQUIRE_POSTGRES === '1' || process.env.TEST_DATABASE_URL !== undefined;
  const { hostname, port } = new URL(url);
  let problem = (await answers(hostname, Number(port || 5432)))
    ? null
    : `${hostname}:${port || 5432} não responde`;
  if (!problem) {
    // A server that answers but refuses this user is as good as absent on a developer's machine.
    const client = new pg.Client({ connectionString: url });
    problem = await client
      .connect()
      .then(() => client.query('select 1'))
      .then(() => null)
      .catch((error: Error) => error.message)
      .finally(() => client.end().catch(() => undefined));
  }
  if (problem && required) throw new Error(`PostgreSQL para os testes indisponível: ${problem}.`);
  return problem ? null : url;
}

export interface TestEngine {
  name: 'pglite' | 'postgres';
  config(): Promise<EngineConfig>;
  /** Drops what config() created. */
  cleanup(): Promise<void>;
}

/** A fresh PostgreSQL database for one test file, dropped afterwards, so files run in parallel. */
function postgresEngine(adminUrl: string): TestEngine {
  const name = `cfc_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = () => new pg.Client({ connectionString: adminUrl });
  return {
    name: 'postgres',
    async config() {
      const client = admin();
      await client.connect();
      await client.query(`create database ${name}`);
      await client.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return { kind: 'postgres', url: url.toString(), poolMax: 5 };
    },
    async cleanup() {
      const client = admin();
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const pgliteEngine: TestEngine = {
  name: 'pglite',
  config: async () => ({ kind: 'pglite-memory' }),
  cleanup: async () => undefined,
};

/** The engines every API test runs on: PGlite always, PostgreSQL when available. */
export async function testEngines(): Promise<TestEngine[]> {
  const adminUrl = await postgresAdminUrl();
  return adminUrl ? [pgliteEngine, postgresEngine(adminUrl)] : [pgliteEngine];
}
