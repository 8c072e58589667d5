import type { PermissionFlag } from '@cfc/contract';
import { useSession } from '../../../session/session.ts';

/** Whether the stored session grants a flag (SPEC §3); the server enforces the same rule. */
export function usePermission(flag: PermissionFlag): boolean {
  return useSession()?.permissions[flag] === true;
}
