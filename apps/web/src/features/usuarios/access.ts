import { OPERATOR_SCHEMA, type PermissionFlag } from '@cfc/contract';

/** What the stored session tells about the current user (SPEC §3); absent when nobody is logged in. */
export interface AccessInput {
  readonly permissions: Readonly<Partial<Record<PermissionFlag, boolean>>>;
  readonly schema: string;
}

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
export function usuariosAccess(session: AccessInput | null): UsuariosAccess {
  const flags = session?.permissions ?? {};
  return {
    list: flags.user_list === true,
    edit: flags.user_edit === true,
    permissions: flags.permissoes === true && session?.schema === OPERATOR_SCHEMA,
  };
}
