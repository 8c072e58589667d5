import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { ErrorPage } from '../features/errors/ErrorPage.tsx';
import { PageLoader } from '../ui/PageLoader.tsx';
import type { RouteHandle } from './current-route.ts';
import { AppLayout } from './layouts/AppLayout.tsx';
import { PublicLayout } from './layouts/PublicLayout.tsx';
import { RootRoute } from './layouts/RootRoute.tsx';
import { loadScreen } from './lazy.ts';
import {
  buildPath,
  isRouteName,
  type LayoutId,
  ROUTES,
  type RouteDefinition,
  type RouteName,
} from './routes.ts';
import { SCREENS } from './screens.ts';

function toRouteObject(route: RouteDefinition<RouteName>): RouteObject {
  const handle: RouteHandle = { name: route.name };
  const { redirectTo } = route;
  if (redirectTo !== undefined) {
    if (!isRouteName(redirectTo)) throw new Error(`Route ${route.name} redirects to unknown ${redirectTo}`);
    return { path: route.path, handle, loader: () => redirect(buildPath(redirectTo)) };
  }
  const load = SCREENS[route.screen ?? 'underConstruction'];
  return { path: route.path, handle, lazy: async () => ({ Component: await loadScreen(load) }) };
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
      { Component: AppLayout, children: screensOf('app') },
    ],
  },
]);
