import type { PermissionFlag } from '@cfc/contract';

/** The permission flags of the stored session (SPEC §3); absent when nobody is logged in. */
export interface AccessInput {
  readonly permissions: Readonly<Partial<Record<PermissionFlag, boolean>>>;
}

export interface AlunosAccess {
  /** See students, their situation history and exams (flag alunos_list). */
  readonly list: boolean;
  /** Register and change students, situations, photos and exams (flag alunos_edit). */
  readonly edit: boolean;
}

/** Hides what the user cannot use; the server enforces the same flags. */
export function alunosAccess(session: AccessInput | null): AlunosAccess {
  const flags = session?.permissions ?? {};
  return { list: flags.alunos_list === true, edit: flags.alunos_edit === true };
}
