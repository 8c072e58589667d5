import { OPERATOR_SCHEMA, type PermissionFlag } from '@cfc/contract';

/** What the stored session tells about the current user's access (SPEC §3). */
export interface SessionAccess {
  readonly permissions: Readonly<Partial<Record<PermissionFlag, boolean>>>;
  readonly schema: string;
}

/** Whether a session grants a flag; nobody logged in has none. The server enforces the same rule. */
export function hasPermission(
  session: Pick<SessionAccess, 'permissions'> | null,
  flag: PermissionFlag,
): boolean {
  return session?.permissions[flag] === true;
}

/** Whether the session belongs to the operator's own school, where the platform is administered (SPEC §6). */
export function atOperator(session: Pick<SessionAccess, 'schema'> | null): boolean {
  return session?.schema === OPERATOR_SCHEMA;
}
