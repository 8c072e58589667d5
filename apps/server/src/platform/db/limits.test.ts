import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { type Platform, startPlatform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform, type TestPlatform } from '../../test/platform.ts';
import type { EngineConfig } from './engine.ts';
import { systemDb, withLongStatements, withSystem } from './tenant.ts';

const engines = await testEngines();
const postgres = engines.find((engine) => engine.name === 'postgres');
const pglite = engines.find((engine) => engine.name === 'pglite');
const OUT_OF_TIME = /^O servidor está ocupado e não concluiu a operação a tempo\./;

describe.skipIf(!postgres)('limits of the platform’s PostgreSQL connections', () => {
  let platform: TestPlatform;
  let suporte: Session;
  const lockMs = 300;

  beforeAll(async () => {
    if (!postgres) return;
    platform = await startTestPlatform(postgres, {
      env: { DATABASE_LOCK_TIMEOUT_MS: String(lockMs), DATABASE_POOL_WAIT_MS: '500' },
    });
    suporte = await sessionFor(platform, 'suporte@demo.cfc');
  });
  afterAll(async () => {
    await platform?.stop();
    await postgres?.cleanup();
  });

  it('sets the statement, lock and idle-transaction limits on every connection, longer for jobs', async () => {
    const settings = await platform.database.pool.query<Record<string, string>>(
      `select current_setting('statement_timeout') as statement,
              current_setting('lock_timeout') as lock,
              current_setting('idle_in_transaction_session_timeout') as idle`,
    );
    expect(settings.rows[0]).toEqual({ statement: '15s', lock: `${lockMs}ms`, idle: '1min' });
    const inJob = await withLongStatements(600_000, () =>
      withSystem(platform.database.db, async () => {
        const row = await sql<{
          limite: string;
        }>`select current_setting('statement_timeout') as limite`.execute(systemDb());
        return row.rows[0]?.limite;
      }),
    );
    expect(inJob).toBe('10min');
  });

  it('answers 503 with a message when a lock is not obtained in time, and works once it is free', async () => {
    const schema = 'autoescolademo';
    const lesson = await platform.database.db
      .selectFrom('aulas_praticas')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const holder = new pg.Client({ connectionString: (platform.engineConfig as { url: string }).url });
    await holder.connect();
    const update = () =>
      platform.app.inject({
        method: 'POST',
        url: '/api/v1/dashboard/aulas/praticas/atualizarStatusAula',
        headers: suporte.headers,
        payload: { aulaId: lesson.id, schema, status: 'Em análise' },
      });
    try {
      await holder.query('begin');
      await holder.query('select id from aulas_praticas where id = $1 for update', [lesson.id]);
      const blocked = await update();
      expect(blocked.statusCode).toBe(503);
      expect(blocked.headers['retry-after']).toBe('5');
      expect(blocked.json()).toEqual({ success: false, mensagem: expect.stringMatching(OUT_OF_TIME) });
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    expect((await update()).statusCode).toBe(200);
  });

  it('keeps /health answering while every pooled connection is busy, and answers 503 to requests', async () => {
    const held = await Promise.all(
      Array.from({ length: (platform.engineConfig as { poolMax: number }).poolMax }, () =>
        platform.database.pool.connect(),
      ),
    );
    try {
      const health = await platform.app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
      expect(health.body).toBe('ok');
      const request = await platform.app.inject({
        method: 'GET',
        url: '/api/v1/user/dados',
        headers: suporte.headers,
      });
      expect(request.statusCode).toBe(503);
      expect(request.json().mensagem).toMatch(OUT_OF_TIME);
    } finally {
      for (const client of held) client.release();
    }
  });
});

describe.skipIf(!pglite)('/health on the embedded database', () => {
  let platform: TestPlatform;

  beforeAll(async () => {
    if (pglite) platform = await startTestPlatform(pglite);
  });
  afterAll(async () => {
    await platform?.stop();
  });

  it('says the embedded database is busy instead of waiting behind a long query', async () => {
    const only = await platform.database.pool.connect();
    try {
      const busy = await platform.app.inject({ method: 'GET', url: '/health' });
      expect(busy.statusCode).toBe(503);
      expect(busy.body).toMatch(/^indisponível: o banco embutido está ocupado há mais de 1000 ms/);
    } finally {
      only.release();
    }
    const free = await platform.app.inject({ method: 'GET', url: '/health' });
    expect(free.body).toBe('ok');
  });
});

describe.skipIf(!postgres)('two instances started together on an empty PostgreSQL', () => {
  const dirs: string[] = [];
  const started: Platform[] = [];
  let engineConfig: EngineConfig;

  beforeAll(async () => {
    if (postgres) engineConfig = await postgres.config();
  });
  afterAll(async () => {
    for (const platform of started) await platform.stop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    await postgres?.cleanup();
  });

  it('both come up, and the demo data is seeded once', async () => {
    const instance = () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfc-two-'));
      dirs.push(dataDir);
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'true',
        JOBS_ENABLED: 'false',
        DATA_DIR: dataDir,
        GETRAN_SIM_PORT: '0',
      });
      return startPlatform(config, { engine: engineConfig, serveWeb: false });
    };
    const results = await Promise.allSettled([instance(), instance()]);
    for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
    const refused = results.find((result) => result.status === 'rejected');
    if (refused) throw refused.reason;
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(started.map((platform) => platform.seeded).sort()).toEqual([false, true]);
    const [first] = started;
    if (!first) throw new Error('nenhuma instância');
    const schools = await first.database.pool.query<{ slug: string }>(
      'select slug from autoescolas order by slug',
    );
    expect(schools.rows.map((row) => row.slug)).toEqual(['autoescolademo', 'cfcmodelo', 'public']);
  });
});
