import type { Kysely } from 'kysely';
import { recordAudit } from '../../platform/audit/audit.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import type { DB } from '../../platform/db/schema.ts';
import { systemDb, withSystem } from '../../platform/db/tenant.ts';
import { badRequest } from '../../platform/http/errors.ts';
import * as repository from './repository.ts';
import { hashOpaqueToken, newOpaqueToken } from './secrets.ts';
import { REFRESH_TOKEN_DAYS } from './sign-in.ts';

const SESSION_OVER = 'comum.sessaoExpirada';

/**
 * Trades a refresh token for a new pair. Each token works once: a token presented again means it
 * was copied, so the whole session (its family) ends, and `sessionEnded` is told. Failures answer
 * 400 (SPEC §4).
 */
export async function refreshSession(
  db: Kysely<DB>,
  tokens: TokenService,
  refreshToken: string,
  ip: string | null,
  sessionEnded: (usuarioId: number) => Promise<void>,
): Promise<{ access_token: string; refresh_token: string }> {
  const hash = hashOpaqueToken(refreshToken);
  const outcome = await withSystem(db, async () => {
    const found = await repository.findRefreshToken(hash);
    if (!found) return null;
    const reused = found.used_at !== null || !(await repository.spendRefreshToken(hash));
    if (reused) {
      const ended = await repository.revokeSession(found.sessao_id, 'token de renovação reutilizado');
      await recordAudit(systemDb(), {
        acao: 'refresh_reutilizado',
        autoescolaId: found.autoescola_id,
        usuarioId: found.usuario_id,
        role: found.id_role,
        entidade: 'sessao',
        entidadeId: found.sessao_id,
        ip,
      });
      // A session that had already ended (a token tried again after a logout) ends nothing now.
      return { reused: ended ? found.usuario_id : null, tokens: null };
    }
    if (!found.token_valid || !found.session_valid) return null;
    const next = newOpaqueToken();
    await repository.insertRefreshToken(next.hash, found.sessao_id, REFRESH_TOKEN_DAYS);
    const accessToken = await tokens.sign({
      usuarioId: found.usuario_id,
      sessaoId: found.sessao_id,
      role: found.id_role,
    });
    return { reused: undefined, tokens: { access_token: accessToken, refresh_token: next.token } };
  });
  if (outcome === null) throw badRequest(SESSION_OVER);
  if (outcome.reused !== undefined) {
    if (outcome.reused !== null) await sessionEnded(outcome.reused);
    throw badRequest(SESSION_OVER);
  }
  return outcome.tokens;
}

/** Ends the caller's session; its tokens stop working at once. */
export async function signOut(db: Kysely<DB>, principal: Principal, ip: string | null): Promise<void> {
  await withSystem(db, async () => {
    await repository.revokeSession(principal.sessaoId, 'logout');
    await recordAudit(systemDb(), {
      acao: 'logout',
      autoescolaId: principal.autoescolaId,
      usuarioId: principal.usuarioId,
      role: principal.role,
      entidade: 'sessao',
      entidadeId: principal.sessaoId,
      ip,
    });
  });
}

/** Ends every session of an account (deactivation, a new password set by someone else). */
export async function endAllSessions(db: Kysely<DB>, usuarioId: number, reason: string): Promise<void> {
  await withSystem(db, () => repository.revokeSessions(usuarioId, reason));
}
