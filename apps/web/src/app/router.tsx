import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorPage } from '../features/errors/ErrorPage.tsx';
import { loadFeatureTexts } from '../i18n/feature-texts.ts';
import type { RouteHandle } from '../routing/current-route.ts';
import { loadScreen } from '../routing/lazy.ts';
import { type LayoutId, ROUTES, type RouteDefinition, type RouteName } from '../routing/routes.ts';
import { PageLoader } from '../ui/PageLoader.tsx';
import { PublicLayout } from './layouts/PublicLayout.tsx';
import { RootRoute } from './layouts/RootRoute.tsx';
import { isLoginScreen, LOGIN_SCREENS } from './login-screens.ts';
import { routeLoader } from './route-loader.ts';

/**
 * The screen of a route that is not a login page, from the registry (screens.ts, loaded with the
 * first of them): a screen registered under the route's own name wins over the registry's placeholder.
 */
async function registeredScreen(route: RouteDefinition<RouteName>): Promise<ComponentType> {
  const { SCREENS } = await import('./screens.ts');
  const isRegistered = (id: string): id is keyof typeof SCREENS => Object.hasOwn(SCREENS, id);
  const screen = isRegistered(route.name) ? route.name : (route.screen ?? 'underConstruction');
  return isRegistered(screen) ? SCREENS[screen]() : LOGIN_SCREENS[screen]();
}

function toRouteObject(route: RouteDefinition<RouteName>): RouteObject {
  const handle: RouteHandle = { name: route.name };
  const loader = routeLoader(route);
  if (route.redirectTo !== undefined || route.redirectsHome) return { path: route.path, handle, loader };
  // The login pages carry only the shell's texts; every other screen waits for the features' ones.
  const { screen } = route;
  const load =
    route.access.kind === 'login' && screen !== undefined && isLoginScreen(screen)
      ? LOGIN_SCREENS[screen]
      : () => Promise.all([registeredScreen(route), loadFeatureTexts()]).then(([Component]) => Component);
  return { path: route.path, handle, loader, lazy: async () => ({ Component: await loadScreen(load) }) };
}

/** Screens of one layout; errors show inside the layout, so the header and footer stay. */
function screensOf(layout: LayoutId): RouteObject[] {
  const children = ROUTES.filter((route) => route.layout === layout).map(toRouteObject);
  return [{ ErrorBoundary: ErrorPage, children }];
}

/**
 * The app's router. Made when the app starts (main.tsx), not when this module loads: it runs the
 * first route's guard at once, which reads the stored session, whose check main.tsx loads first.
 */
export const createAppRouter = () =>
  createBrowserRouter([
    {
      Component: RootRoute,
      ErrorBoundary: ErrorPage,
      HydrateFallback: PageLoader,
      children: [
        ...screensOf('bare'),
        { Component: PublicLayout, children: screensOf('public') },
        // The logged-in layout (menus, notifications) loads with its first screen, never on a login page.
        {
          lazy: async () => ({ Component: (await import('./layouts/AppLayout.tsx')).AppLayout }),
          children: screensOf('app'),
        },
      ],
    },
  ]);
