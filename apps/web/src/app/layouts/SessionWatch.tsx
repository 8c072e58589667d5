import { useLocation } from 'react-router';
import { useSessionCheck, useUserDados } from '../../features/login/session-checks.ts';
import { useRealtimeNotificacoes } from '../../features/notificacoes/useRealtimeNotificacoes.tsx';
import { useCurrentRouteName } from '../../routing/current-route.ts';
import { routeByName, skipsSessionCheck } from '../../routing/routes.ts';
import { sessionStore } from '../../session/session.ts';
import { SessionExpiredModal } from './SessionExpiredModal.tsx';

/**
 * What a session needs on every screen: its user data, its checks, its realtime client and the
 * session-expired modal. RootRoute loads it only once there is a session, so a login page does not.
 */
export function SessionWatch() {
  const routeName = useCurrentRouteName();
  const { pathname } = useLocation();
  const checksSession =
    routeName !== undefined && !skipsSessionCheck(routeName, pathname) && sessionStore.token() !== null;
  // SPEC §2.1: the user data loads at start with a token, except on login and stream screens.
  const userDados = useUserDados(checksSession);
  // Later screen changes of the logged-in areas confirm the session is still open.
  useSessionCheck(
    pathname,
    checksSession && userDados.isFetched && routeByName(routeName).access.kind === 'private',
  );
  // SPEC §4: the realtime client, created after a route change once a session exists.
  useRealtimeNotificacoes();
  return <SessionExpiredModal />;
}
