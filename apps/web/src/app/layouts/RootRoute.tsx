import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useSessionCheck, useUserDados } from '../../features/login/api.ts';
import { useRealtimeNotificacoes } from '../../features/notificacoes/useRealtimeNotificacoes.tsx';
import { useCurrentRouteName } from '../../routing/current-route.ts';
import { routeByName, skipsSessionCheck } from '../../routing/routes.ts';
import { sessionStore } from '../../session/session.ts';
import { NavigationProgress } from '../../ui/NavigationProgress.tsx';
import { SessionExpiredModal } from './SessionExpiredModal.tsx';

/** Wraps every screen: page title, navigation progress, session checks and scroll restoration. */
export function RootRoute() {
  const { t } = useTranslation();
  const routeName = useCurrentRouteName();
  const { pathname } = useLocation();
  const navigation = useNavigation();
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

  useEffect(() => {
    const appName = t('app.name');
    document.title = routeName ? `${t(`routes.${routeName}`)} · ${appName}` : appName;
  }, [routeName, t]);

  return (
    <>
      <NavigationProgress active={navigation.state !== 'idle'} />
      <Outlet />
      <SessionExpiredModal />
      <ScrollRestoration />
    </>
  );
}
