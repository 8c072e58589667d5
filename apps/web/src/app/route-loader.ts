import { data, type LoaderFunction, type Params, redirect } from 'react-router';
import { homeOf } from '../routing/landing.ts';
import { buildPath, isRouteName, type RouteDefinition, type RouteName } from '../routing/routes.ts';
import { decodeBase64, enterEad } from '../session/ead-entry.ts';
import { sessionExpiry } from '../session/expiry.ts';
import { loadSessionCheck, sessionStore } from '../session/session.ts';
import { decideAccess, viewerOf } from './guards.ts';

/**
 * The e-learning entry (SPEC §2.1): a bad class link sends the learner, silently, to their login. A
 * token stored here is a session stored, so the session's check loads first (session.ts).
 */
async function enterClassStream(name: RouteName, params: Params): Promise<null> {
  if (!enterEad(params, window.sessionStorage)) throw redirect(buildPath('loginAluno'));
  if (name === 'mobileStream') {
    const token = params.token === undefined ? null : decodeBase64(params.token);
    if (token) {
      await loadSessionCheck();
      sessionStore.setToken(token);
    } else sessionExpiry.markExpired(buildPath('loginAluno'));
  }
  return null;
}

/** Runs before a route renders: guards it, then follows its redirect if it has one. */
export function routeLoader(route: RouteDefinition<RouteName>): LoaderFunction {
  const { redirectTo } = route;
  if (redirectTo !== undefined && !isRouteName(redirectTo)) {
    throw new Error(`Route ${route.name} redirects to unknown ${redirectTo}`);
  }
  return ({ params }) => {
    if (route.name === 'ead' || route.name === 'mobileStream') return enterClassStream(route.name, params);

    const session = sessionStore.get();
    const decision = decideAccess(route, viewerOf(session));
    if (decision.kind === 'deny') throw data(null, { status: 403 });
    if (decision.kind === 'redirect') {
      if (decision.warning) console.warn(decision.warning);
      throw redirect(buildPath(decision.to));
    }
    if (route.redirectsHome && session) throw redirect(buildPath(homeOf(session.id_role)));
    if (redirectTo !== undefined) throw redirect(buildPath(redirectTo));
    return null;
  };
}
