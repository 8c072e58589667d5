import { atOperator, hasPermission, type SessionAccess } from '../../session/permissions.ts';

export interface UsuariosAccess {
  /** See the users list (flag user_list). */
  readonly list: boolean;
  /** Create, edit, activate and deactivate users (flag user_edit). */
  readonly edit: boolean;
  /** The permissions matrix: flag permissoes, and only at the operator (SPEC §6). */
  readonly permissions: boolean;
}

/**
 * Hides what the user cannot use; the server enforces the same rules (ARCHITECTURE §6).
 * The one place the users screens read permission flags.
 */
export function usuariosAccess(session: SessionAccess | null): UsuariosAccess {
  return {
    list: hasPermission(session, 'user_list'),
    edit: hasPermission(session, 'user_edit'),
    permissions: hasPermission(session, 'permissoes') && atOperator(session),
  };
}
