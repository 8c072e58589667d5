import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorPage } from '../features/errors/ErrorPage.tsx';
import { loadFeatureTexts } from '../i18n/feature-texts.ts';
import type { RouteHandle } from '../routing/current-route.ts';
import { loadScreen } from '../routing/lazy.ts';
import { type LayoutId, ROUTES, type RouteDefinition, type RouteName } from '../routing/routes.ts';
import type { ScreenId } from '../routing/screen-id.ts';
import { PageLoader } from '../ui/PageLoader.tsx';
import { PublicLayout } from './layouts/PublicLayout.tsx';
import { RootRoute } from './layouts/RootRoute.tsx';
import { routeLoader } from './route-loader.ts';
import { SCREENS } from './screens.ts';

function isScreenId(value: string): value is ScreenId {
  return Object.hasOwn(SCREENS, value);
}

/** A screen registered under the route's own name wins over the registry's placeholder. */
function screenOf(route: RouteDefinition<RouteName>): ScreenId {
  return isScreenId(route.name) ? route.name : (route.screen ?? 'underConstruction');
}

function toRouteObject(route: RouteDefinition<RouteName>): RouteObject {
  const handle: RouteHandle = { name: route.name };
  const loader = routeLoader(route);
  if (route.redirectTo !== undefined || route.redirectsHome) return { path: route.path, handle, loader };
  const screen = SCREENS[screenOf(route)];
  // The login pages carry only the shell's texts; every other screen waits for the features' ones.
  const load =
    route.access.kind === 'login'
      ? screen
      : () => Promise.all([screen(), loadFeatureTexts()]).then(([Component]) => Component);
  return { path: route.path, handle, loader, lazy: async () => ({ Component: await loadScreen(load) }) };
}

/** Screens of one layout; errors show inside the layout, so the header and footer stay. */
function screensOf(layout: LayoutId): RouteObject[] {
  const children = ROUTES.filter((route) => route.layout === layout).map(toRouteObject);
  return [{ ErrorBoundary: ErrorPage, children }];
}

export const router = createBrowserRouter([
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
