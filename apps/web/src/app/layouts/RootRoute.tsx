import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { loadFeatureTexts } from '../../i18n/feature-texts.ts';
import { useCurrentRouteName } from '../../routing/current-route.ts';
import { useSessionExpiry } from '../../session/expiry.ts';
import { useSession } from '../../session/session.ts';
import { NavigationProgress } from '../../ui/NavigationProgress.tsx';

// With the features' texts: the realtime client's toasts speak of notifications.
const SessionWatch = lazy(() =>
  Promise.all([import('./SessionWatch.tsx'), loadFeatureTexts()]).then(([module]) => ({
    default: module.SessionWatch,
  })),
);

/** Wraps every screen: page title, navigation progress, the session's watch and scroll restoration. */
export function RootRoute() {
  const { t } = useTranslation();
  const routeName = useCurrentRouteName();
  const navigation = useNavigation();
  // A session, or one that has just expired (its modal is still to be answered).
  const session = useSession();
  const expiry = useSessionExpiry();
  const watched = session !== null || expiry !== null;

  useEffect(() => {
    const appName = t('app.name');
    document.title = routeName ? `${t(`routes.${routeName}`)} · ${appName}` : appName;
  }, [routeName, t]);

  return (
    <>
      <NavigationProgress active={navigation.state !== 'idle'} />
      <Outlet />
      {watched && (
        <Suspense fallback={null}>
          <SessionWatch />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}
