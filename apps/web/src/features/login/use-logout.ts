import { loginApi, Role } from '@cfc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../api/client.ts';
import { loginPathFor } from '../../routing/landing.ts';
import { sessionExpiry } from '../../session/expiry.ts';
import { sessionStore } from '../../session/session.ts';

/** Instructors and students have their own logout (SPEC §4); everyone else the general one. */
function logoutOf(roleId: number | undefined) {
  if (roleId === Role.INSTRUTOR) return loginApi.logoutInstrutor;
  if (roleId === Role.ALUNO) return loginApi.logoutAluno;
  return loginApi.logout;
}

/** Forgets everything this browser keeps of the session and goes to the role's login. */
export function useEndSession(): (loginPath: string) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (loginPath) => {
    sessionStore.clear();
    window.sessionStorage.clear();
    sessionExpiry.markAuthenticated();
    queryClient.clear();
    await navigate(loginPath, { replace: true });
  };
}

/** Logout: tells the server, then ends the session here whether the server answered or not. */
export function useLogout(): () => Promise<void> {
  const endSession = useEndSession();
  return async () => {
    const session = sessionStore.get();
    const loginPath = loginPathFor(session);
    try {
      await api.call(logoutOf(session?.id_role), undefined, { reportsExpiry: false });
    } catch (error) {
      // SPEC §4: a failed logout call still logs out locally.
      console.warn('Logout call failed', error);
    }
    await endSession(loginPath);
  };
}
