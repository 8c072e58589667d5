import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import PgBoss10 from 'pg-boss-10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestEngine, testEngines } from '../../test/engines.ts';
import { outbox, startTestPlatform, type TestPlatform } from '../../test/platform.ts';
import type { EngineConfig } from '../db/engine.ts';
import { openDatabase } from '../db/engine.ts';
import { SEND_MAIL_JOB } from '../mail/jobs.ts';
import { JOBS_SCHEMA, PG_BOSS_10_SCHEMA } from './pg-boss-10.ts';

const engines = await testEngines();
/** A queue the platform no longer registers: its jobs are kept all the same. */
const RETIRED_QUEUE = 'fila-aposentada';

const mail = (to: string) => ({ to, subject: `Aviso para ${to}`, text: 'Olá', html: '<p>Olá</p>' });

interface Queued {
  waiting: string;
  retrying: string;
  interrupted: string;
  later: string;
  done: string;
  retired: string;
}

/** What a database left by pg-boss 10 holds: jobs waiting, retrying, interrupted, for later and done. */
async function queueOnPgBoss10(config: EngineConfig): Promise<Queued> {
  const database = await openDatabase(config);
  const boss = new PgBoss10({
    db: { executeSql: (text, values) => database.pool.query(text, values) },
    schema: JOBS_SCHEMA,
    supervise: false,
    schedule: false,
  });
  try {
    await boss.start();
    await boss.createQueue(SEND_MAIL_JOB, { name: SEND_MAIL_JOB, retryLimit: 5 });
    await boss.createQueue(RETIRED_QUEUE, { name: RETIRED_QUEUE });
    const send = async (name: string, data: object, options: PgBoss10.SendOptions = {}) =>
      (await boss.send(name, data, options)) ?? '';
    const done = await send(SEND_MAIL_JOB, mail('feito@demo.cfc'));
    await boss.fetch(SEND_MAIL_JOB);
    await boss.complete(SEND_MAIL_JOB, done);
    const interrupted = await send(SEND_MAIL_JOB, mail('interrompido@demo.cfc'));
    await boss.fetch(SEND_MAIL_JOB);
    const retrying = await send(SEND_MAIL_JOB, mail('nova-tentativa@demo.cfc'));
    await boss.fetch(SEND_MAIL_JOB);
    await boss.fail(SEND_MAIL_JOB, retrying, { message: 'SMTP fora do ar' });
    const waiting = await send(SEND_MAIL_JOB, mail('aguardando@demo.cfc'));
    const later = await send(SEND_MAIL_JOB, mail('depois@demo.cfc'), { startAfter: 3600 });
    const retired = await send(RETIRED_QUEUE, { motivo: 'teste' });
    const { rows } = await database.pool.query<{ state: string; version: number }>(
      `select state, (select version from ${JOBS_SCHEMA}.version) as version
       from ${JOBS_SCHEMA}.job where id = any($1) order by array_position($1, id)`,
      [[waiting, retrying, interrupted, done]],
    );
    expect(rows).toEqual([
      { state: 'created', version: 24 },
      { state: 'retry', version: 24 },
      { state: 'active', version: 24 },
      { state: 'completed', version: 24 },
    ]);
    return { waiting, retrying, interrupted, later, done, retired };
  } finally {
    await boss.stop({ graceful: false, close: false, wait: true });
    await database.close();
  }
}

/** The same database for each start: a folder for PGlite, the engine's own database for PostgreSQL. */
function reopenable(engine: TestEngine): TestEngine {
  if (engine.name === 'postgres') {
    let config: Promise<EngineConfig> | undefined;
    return { ...engine, config: () => (config ??= engine.config()) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfc-pgboss10-'));
  return {
    name: 'pglite',
    config: async () => ({ kind: 'pglite', dir }),
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

describe.each(engines)('jobs left by pg-boss 10 on $name', (base) => {
  const engine = reopenable(base);
  let queued: Queued;
  let platform: TestPlatform | undefined;

  const stateOf = (name: string, id: string) => platform?.app.jobs.state(name, id);
  async function settled(id: string): Promise<string | null | undefined> {
    const deadline = Date.now() + 30_000;
    let state = await stateOf(SEND_MAIL_JOB, id);
    while (state !== 'completed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      state = await stateOf(SEND_MAIL_JOB, id);
    }
    return state;
  }

  beforeAll(async () => {
    queued = await queueOnPgBoss10(await engine.config());
    platform = await startTestPlatform(engine, { jobs: true });
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('are run by pg-boss 12 under their own ids: waiting, retrying and interrupted ones', async () => {
    for (const id of [queued.waiting, queued.retrying, queued.interrupted]) {
      expect(await settled(id)).toBe('completed');
    }
    const sent = (await outbox(platform as TestPlatform, 3)).map((message) => message.to).sort();
    expect(sent).toEqual(['aguardando@demo.cfc', 'interrompido@demo.cfc', 'nova-tentativa@demo.cfc']);
  });

  it('keep their time, and those of a queue no longer registered wait in it; finished ones stay behind', async () => {
    expect(await stateOf(SEND_MAIL_JOB, queued.later)).toBe('created');
    expect(await stateOf(RETIRED_QUEUE, queued.retired)).toBe('created');
    expect(await stateOf(SEND_MAIL_JOB, queued.done)).toBeNull();
  });

  it('leave pg-boss 12 alone in its schema, and a second start copies nothing again', async () => {
    const copied = [queued.waiting, queued.retrying, queued.interrupted, queued.later, queued.retired];
    const look = async (db: TestPlatform['database']['db']) => {
      const { rows } = await sql<{ jobs: number; version: number; old: string | null }>`
        select count(*)::int as jobs, (select version from pgboss.version) as version,
          to_regnamespace(${PG_BOSS_10_SCHEMA})::text as old
        from pgboss.job where id = any(${copied}::uuid[])`.execute(db);
      return rows[0];
    };
    const first = await look((platform as TestPlatform).database.db);
    expect(first).toMatchObject({ jobs: copied.length, old: null });
    expect(first?.version).toBeGreaterThanOrEqual(25);
    await platform?.stop();
    platform = await startTestPlatform(engine, { jobs: true });
    expect(await look(platform.database.db)).toEqual(first);
    expect(await stateOf(SEND_MAIL_JOB, queued.later)).toBe('created');
  });
});
