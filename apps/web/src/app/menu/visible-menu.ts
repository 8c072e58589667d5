import type { PermissionFlag } from '@cfc/contract';
import { type RouteName, routeByName } from '../../routing/routes.ts';
import { atOperator, hasPermission } from '../../session/permissions.ts';
import type { Session } from '../../session/session-store.ts';
import { canOpen, type Viewer } from '../guards.ts';
import type { MenuEntry, MenuLink } from './menu-types.ts';

/** What the menus need to know of the user: the guard's view, the school and the permission flags. */
export interface MenuViewer extends Viewer {
  readonly schema: string;
  readonly permissions: Readonly<Record<PermissionFlag, boolean>>;
}

export function menuViewerOf(session: Session): MenuViewer {
  return {
    id_role: session.id_role,
    id_funcao_usuario: session.usuario.id_funcao_usuario,
    schema: session.schema,
    permissions: session.permissions,
  };
}

export function showsLink(entry: MenuLink, viewer: MenuViewer): boolean {
  if (entry.operatorOnly && !atOperator(viewer)) return false;
  if (entry.anyOf && !entry.anyOf.some((flag) => hasPermission(viewer, flag))) return false;
  return canOpen(routeByName(entry.route), viewer);
}

/** The entries the user may use (SPEC §2.4, §6); a group with no link left disappears. */
export function visibleMenu(entries: readonly MenuEntry[], viewer: MenuViewer): MenuEntry[] {
  return entries.flatMap((entry): MenuEntry[] => {
    if (entry.kind === 'link') return showsLink(entry, viewer) ? [entry] : [];
    const children = entry.children.filter((child) => showsLink(child, viewer));
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

/** The group holding the active route: the one group that stays open (SPEC §2.4). */
export function activeGroupId(entries: readonly MenuEntry[], active: RouteName | undefined): string | null {
  const group = entries.find(
    (entry) => entry.kind === 'group' && entry.children.some((child) => child.route === active),
  );
  return group?.kind === 'group' ? group.id : null;
}
