import type { RoleId } from '@cfc/contract';
import { sql } from 'kysely';
import { loadConfig } from '../config.ts';
import { systemDb, withSystem } from '../platform/db/tenant.ts';
import { type Platform, startPlatform } from '../server.ts';
import type { TestEngine } from './engines.ts';

/** Starts the real platform (migrations and demo seed included) on a test engine. */
export async function startTestPlatform(
  engine: TestEngine,
  options: { jobs?: boolean } = {},
): Promise<Platform> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: options.jobs ? 'true' : 'false',
    SEED_DEMO: 'true',
  });
  return startPlatform(config, { engine: await engine.config(), serveWeb: false });
}

export interface Session {
  usuarioId: number;
  role: RoleId;
  headers: Record<string, string>;
}

/**
 * Opens a session for a demo account and returns the headers its client would send.
 * (Until the login endpoint exists, the session row is written the way login will write it.)
 */
export async function sessionFor(platform: Platform, login: string): Promise<Session> {
  const { db } = platform.database;
  const user = await db
    .selectFrom('usuarios')
    .select(['id', 'id_role'])
    .where((eb) => eb.or([eb('email', '=', login), eb('cpf', '=', login.replace(/\D/g, ''))]))
    .executeTakeFirstOrThrow();
  const sessao = await withSystem(db, async () => {
    const trx = systemDb();
    await trx
      .updateTable('sessoes')
      .set({ revoked_at: sql<Date>`now()`, revoked_reason: 'nova sessão' })
      .where('usuario_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
    return trx
      .insertInto('sessoes')
      .values({ usuario_id: user.id, expires_at: sql<Date>`now() + interval '7 days'` })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
  const token = await platform.app.tokens.sign({
    usuarioId: user.id,
    sessaoId: sessao.id,
    role: user.id_role,
  });
  return {
    usuarioId: user.id,
    role: user.id_role as RoleId,
    headers: { authorization: `Bearer ${token}`, role: String(user.id_role), accept: 'application/json' },
  };
}
