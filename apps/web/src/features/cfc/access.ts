import { atOperator, hasPermission, type SessionAccess } from '../../session/permissions.ts';

/**
 * The schools screens: flag `cfcs`, and only at the operator's school (SPEC §2.4, §6). The menu
 * hides them otherwise; the server enforces the same rule.
 */
export function canManageCfcs(session: SessionAccess | null): boolean {
  return hasPermission(session, 'cfcs') && atOperator(session);
}
