import { loginReply } from '@cfc/contract';
import type { Session, SessionCheck } from './session-store.ts';

/** The stored session: the login reply's contract schema, with the access token kept as `token`. */
const storedSession = loginReply
  .omit({ access_token: true })
  .extend({ token: loginReply.shape.access_token });

/**
 * The check of what localStorage holds, a chunk of its own: it brings zod and the login's schemas, which a
 * visit without a session does not load before the user signs in (session.ts).
 */
export const checkStoredSession: SessionCheck = (fields): Session | null => {
  const parsed = storedSession.safeParse(fields);
  return parsed.success ? parsed.data : null;
};
