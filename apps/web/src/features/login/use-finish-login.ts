import type { LoginReply } from '@cfc/contract';
import { useNavigate } from 'react-router';
import { landingAfterLogin } from '../../routing/landing.ts';
import { buildPath } from '../../routing/routes.ts';
import { sessionExpiry } from '../../session/expiry.ts';
import { sessionStore } from '../../session/session.ts';
import { pendingLogin } from './pending-login.ts';

/** Stores the session of a successful login and opens the role's first screen (SPEC §2.2). */
export function useFinishLogin(): (reply: LoginReply) => void {
  const navigate = useNavigate();
  return (reply) => {
    pendingLogin.clear();
    sessionStore.save(reply);
    sessionExpiry.markAuthenticated();
    void navigate(buildPath(landingAfterLogin(reply.id_role)), { replace: true });
  };
}
