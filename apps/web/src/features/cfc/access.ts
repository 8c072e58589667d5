import { OPERATOR_SCHEMA, type PermissionFlag } from '@cfc/contract';

interface AccessInput {
  readonly permissions: Readonly<Partial<Record<PermissionFlag, boolean>>>;
  readonly schema: string;
}

/**
 * The schools screens: flag `cfcs`, and only at the operator's school (SPEC §2.4, §6). The menu
 * hides them otherwise; the server enforces the same rule.
 */
export function canManageCfcs(session: AccessInput | null): boolean {
  return session?.permissions.cfcs === true && session.schema === OPERATOR_SCHEMA;
}
