import type { LoginReply } from '@cfc/contract';
import { useNavigate } from 'react-router';
import { landingAfterLogin } from '../../routing/landing.ts';
import { buildPath } from '../../routing/routes.ts';
import { sessionExpiry } from '../../session/expiry.ts';
import { loadSessionCheck, sessionStore } from '../../session/session.ts';
import { pendingLogin } from './pending-login.ts';

/**
 * Stores the session of a successful login and opens the role's first screen (SPEC §2.2), once the
 * session's check has loaded (the login pages show without it: session.ts).
 */
export function useFinishLogin(): (reply: LoginReply) => Promise<void> {
  const navigate = useNavigate();
  return async (reply) => {
    await loadSessionCheck();
    pendingLogin.clear();
    sessionStore.save(reply);
    sessionExpiry.markAuthenticated();
    void navigate(buildPath(landingAfterLogin(reply.id_role)), { replace: true });
  };
}
