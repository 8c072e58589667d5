import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { NavigationProgress } from '../../ui/NavigationProgress.tsx';
import { useCurrentRouteName } from '../current-route.ts';

/** Wraps every screen: page title, navigation progress bar and scroll restoration. */
export function RootRoute() {
  const { t } = useTranslation();
  const routeName = useCurrentRouteName();
  const navigation = useNavigation();

  useEffect(() => {
    const appName = t('app.name');
    document.title = routeName ? `${t(`routes.${routeName}`)} · ${appName}` : appName;
  }, [routeName, t]);

  return (
    <>
      <NavigationProgress active={navigation.state !== 'idle'} />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
