import { sql } from 'kysely';
import { systemDb } from '../../platform/db/tenant.ts';

/** Ended sessions and used tokens are kept this long for support questions, then removed. */
const KEEP_ENDED_SESSIONS_DAYS = 30;

/** Removes expired or ended sessions, spent refresh tokens and reset tokens. Returns how many rows went. */
export async function purgeExpiredSessions(): Promise<{
  sessoes: number;
  refreshTokens: number;
  resets: number;
}> {
  const db = systemDb();
  const cutoff = sql<Date>`now() - make_interval(days => ${KEEP_ENDED_SESSIONS_DAYS})`;
  const refreshTokens = await db
    .deleteFrom('refresh_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', sql<Date>`now()`), eb('used_at', '<', cutoff)]))
    .executeTakeFirst();
  const resets = await db
    .deleteFrom('password_resets')
    .where((eb) => eb.or([eb('expires_at', '<', sql<Date>`now()`), eb('used_at', 'is not', null)]))
    .executeTakeFirst();
  const sessoes = await db
    .deleteFrom('sessoes')
    .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('revoked_at', '<', cutoff)]))
    .executeTakeFirst();
  return {
    sessoes: Number(sessoes.numDeletedRows),
    refreshTokens: Number(refreshTokens.numDeletedRows),
    resets: Number(resets.numDeletedRows),
  };
}
