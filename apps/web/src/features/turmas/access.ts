import { hasPermission, type SessionAccess } from '../../session/permissions.ts';

export interface TurmasAccess {
  /** Create and change classes, sessions and enrolments (flag turmas_edit). */
  readonly edit: boolean;
}

/** Hides what the user cannot use; the server enforces the same flag (the instructor has none). */
export function turmasAccess(session: Pick<SessionAccess, 'permissions'> | null): TurmasAccess {
  return { edit: hasPermission(session, 'turmas_edit') };
}
