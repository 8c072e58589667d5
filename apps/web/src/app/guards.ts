import { FunctionGroup, Role } from '@cfc/contract';
import { homeOf } from '../routing/landing.ts';
import type { RouteDefinition, RouteName } from '../routing/routes.ts';
import type { Session } from '../session/session-store.ts';

/** What the guards need to know of the logged-in user. */
export interface Viewer {
  readonly id_role: number;
  readonly id_funcao_usuario: number | null;
}

export function viewerOf(session: Session | null): Viewer | null {
  return session && { id_role: session.id_role, id_funcao_usuario: session.usuario.id_funcao_usuario };
}

export type AccessDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: RouteName; readonly warning?: string }
  /** Refused, and the usual way out would lead back here: nowhere to send the user. */
  | { readonly kind: 'deny' };

const ALLOW: AccessDecision = { kind: 'allow' };

/** The login of an area for someone not logged in: students and instructors have their own. */
function loginOf(area: string): RouteName {
  if (area === 'candidato') return 'loginAluno';
  if (area === 'instrutor-cfc') return 'loginInstrutor';
  return 'login';
}

/** Where a logged-in user goes from a screen whose roles exclude theirs (SPEC §2.3, §6). */
function refusedRoleTarget(area: string, roleId: number): RouteName {
  if (area === 'suporte') return 'login';
  if (area === 'candidato' && roleId === Role.INSTRUTOR) return 'listagem-turmas';
  return homeOf(roleId);
}

/** The client guard of SPEC §2.1, §2.3 and §6, decided from the route registry's access data. */
export function decideAccess(route: RouteDefinition<RouteName>, viewer: Viewer | null): AccessDecision {
  const { access } = route;
  if (access.kind === 'public') return ALLOW;
  if (access.kind === 'login') return viewer ? { kind: 'redirect', to: homeOf(viewer.id_role) } : ALLOW;
  if (!viewer) return { kind: 'redirect', to: loginOf(route.area) };

  const roleId = viewer.id_role;
  // The commercial layout sends finance users to their own screen (SPEC §2.2).
  if (route.area === 'comercial' && roleId === Role.FINANCEIRO) {
    return { kind: 'redirect', to: 'faturas_boletos' };
  }
  if (access.roles && !(access.roles as readonly number[]).includes(roleId)) {
    const to = refusedRoleTarget(route.area, roleId);
    return to === route.name ? { kind: 'deny' } : { kind: 'redirect', to };
  }
  const group = access.functionGroup;
  if (group && !(FunctionGroup[group] as readonly number[]).includes(viewer.id_funcao_usuario ?? -1)) {
    const warning = `Acesso negado a ${route.name}: função ${viewer.id_funcao_usuario} fora do grupo ${group}.`;
    return { kind: 'redirect', to: 'inicio', warning };
  }
  return ALLOW;
}

/** Whether the user may open a route: menus show only what the guards would let through. */
export function canOpen(route: RouteDefinition<RouteName>, viewer: Viewer | null): boolean {
  return decideAccess(route, viewer).kind === 'allow';
}
