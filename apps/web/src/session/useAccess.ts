import type { PermissionFlag } from '@cfc/contract';
import { hasPermission, type SessionAccess } from './permissions.ts';
import { useSession } from './session.ts';

/** A feature's access rule (its `access.ts`) applied to the logged-in user. */
export function useAccess<T>(rule: (session: SessionAccess | null) => T): T {
  return rule(useSession());
}

/** Whether the logged-in user holds a flag. */
export function usePermission(flag: PermissionFlag): boolean {
  return useAccess((session) => hasPermission(session, flag));
}
