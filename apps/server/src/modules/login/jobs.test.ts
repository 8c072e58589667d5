import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { startTestPlatform } from '../../test/platform.ts';
import { PURGE_SESSIONS_JOB } from './jobs.ts';

const engines = await testEngines();

async function waitForState(platform: Platform, id: string, wanted: string[]): Promise<string | null> {
  const deadline = Date.now() + 30_000;
  let state: string | null = null;
  while (Date.now() < deadline) {
    state = (await platform.app.jobs.state(PURGE_SESSIONS_JOB, id)) ?? null;
    if (state && wanted.includes(state)) return state;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return state;
}

describe.each(engines)('the nightly purge of sessions on $name', (engine) => {
  let platform: Platform;

  beforeAll(async () => {
    platform = await startTestPlatform(engine, { jobs: true });
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('is scheduled by cron', async () => {
    expect(await platform.app.jobs.schedules()).toContainEqual({
      name: PURGE_SESSIONS_JOB,
      cron: '15 3 * * *',
    });
  });

  it('removes what expired and keeps what is alive', async () => {
    const { db } = platform.database;
    const user = await db
      .selectFrom('usuarios')
      .select('id')
      .where('email', '=', 'admin@demo.cfc')
      .executeTakeFirstOrThrow();
    const old = await db
      .insertInto('sessoes')
      .values({
        usuario_id: user.id,
        expires_at: sql<Date>`now() - interval '40 days'`,
        revoked_at: sql<Date>`now() - interval '40 days'`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const live = await db
      .insertInto('sessoes')
      .values({ usuario_id: user.id, expires_at: sql<Date>`now() + interval '1 day'` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('refresh_tokens')
      .values([
        { token_hash: 'expirado', sessao_id: live.id, expires_at: sql<Date>`now() - interval '1 minute'` },
        { token_hash: 'valido', sessao_id: live.id, expires_at: sql<Date>`now() + interval '1 day'` },
      ])
      .execute();
    await db
      .insertInto('password_resets')
      .values([
        {
          token_hash: 'usado',
          usuario_id: user.id,
          expires_at: sql<Date>`now() + interval '1 hour'`,
          used_at: sql<Date>`now()`,
        },
        { token_hash: 'vencido', usuario_id: user.id, expires_at: sql<Date>`now() - interval '1 minute'` },
        { token_hash: 'pendente', usuario_id: user.id, expires_at: sql<Date>`now() + interval '1 hour'` },
      ])
      .execute();

    const id = await platform.app.jobs.send(PURGE_SESSIONS_JOB);
    expect(id).toBeTruthy();
    expect(await waitForState(platform, id ?? '', ['completed', 'failed'])).toBe('completed');

    const sessoes = await db
      .selectFrom('sessoes')
      .select('id')
      .where('id', 'in', [old.id, live.id])
      .execute();
    expect(sessoes.map((row) => row.id)).toEqual([live.id]);
    const tokens = await db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(tokens.map((row) => row.token_hash)).toEqual(['valido']);
    const resets = await db.selectFrom('password_resets').select('token_hash').execute();
    expect(resets.map((row) => row.token_hash)).toEqual(['pendente']);
  });
});
