import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { loadFeatureTexts } from '../../i18n/feature-texts.ts';
import { useCurrentRouteName } from '../../routing/current-route.ts';
import { useSessionExpiry } from '../../session/expiry.ts';
import { useSession } from '../../session/session.ts';

// With the features' texts: the realtime client's toasts speak of notifications.
const SessionWatch = lazy(() =>
  Promise.all([import('./SessionWatch.tsx'), loadFeatureTexts()]).then(([module]) => ({
    default: module.SessionWatch,
  })),
);

/**
 * The bar at the top of the window while the next screen loads (@mantine/nprogress): it loads with the
 * first navigation, not with the first page, which shows without one.
 */
const NavigationProgress = lazy(() =>
  import('../../ui/NavigationProgress.tsx').then((module) => ({ default: module.NavigationProgress })),
);

/** Wraps every screen: page title, navigation progress, the session's watch and scroll restoration. */
export function RootRoute() {
  const { t } = useTranslation();
  const routeName = useCurrentRouteName();
  const navigation = useNavigation();
  const navigating = navigation.state !== 'idle';
  const [navigated, setNavigated] = useState(false);
  useEffect(() => {
    if (navigating) setNavigated(true);
  }, [navigating]);
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
      {navigated && (
        <Suspense fallback={null}>
          <NavigationProgress active={navigating} />
        </Suspense>
      )}
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
