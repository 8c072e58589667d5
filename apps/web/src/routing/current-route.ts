import { useMatches } from 'react-router';
import { isRouteName, type RouteName } from './routes.ts';

/** Stored in each route's `handle`, so screens can find their registry entry. */
export interface RouteHandle {
  readonly name: RouteName;
}

function routeNameOf(handle: unknown): RouteName | undefined {
  if (typeof handle !== 'object' || handle === null || !('name' in handle)) return undefined;
  const { name } = handle;
  return typeof name === 'string' && isRouteName(name) ? name : undefined;
}

/** The name of the deepest matched route of the registry. */
export function useCurrentRouteName(): RouteName | undefined {
  const names = useMatches().map((match) => routeNameOf(match.handle));
  return names.findLast((name) => name !== undefined);
}
