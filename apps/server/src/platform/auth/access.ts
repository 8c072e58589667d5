import { FunctionGroup, type FunctionGroupName, type PermissionFlag, type RoleId } from '@cfc/contract';
import type { Principal } from './principal.ts';

/**
 * The one declaration of who may call a route, set as `config.access` on every /api route.
 * `public` routes need no login; otherwise every listed condition must hold.
 */
export type Access =
  | { public: true }
  | {
      roles?: readonly RoleId[];
      groups?: readonly FunctionGroupName[];
      permissions?: readonly PermissionFlag[];
      /** Only the operator's own school (tenant `public`) may call it. */
      operatorOnly?: boolean;
    };

/** Any logged-in user, whatever the role. */
export const LOGGED_IN: Access = {};

export function isPublic(access: Access): access is { public: true } {
  return 'public' in access;
}

/** Whether `principal` passes `access`; `isOperatorSchool` tells if its current school is `public`. */
export function isAllowed(access: Access, principal: Principal, isOperatorSchool: boolean): boolean {
  if (isPublic(access)) return true;
  if (access.roles && !access.roles.includes(principal.role)) return false;
  if (
    access.groups?.some(
      (group) => !(FunctionGroup[group] as readonly number[]).includes(principal.funcao ?? -1),
    )
  ) {
    return false;
  }
  if (access.permissions?.some((flag) => !principal.permissions.has(flag))) return false;
  if (access.operatorOnly && !isOperatorSchool) return false;
  return true;
}
