import { hasPermission, type SessionAccess } from '../../session/permissions.ts';

export interface AlunosAccess {
  /** See students, their situation history and exams (flag alunos_list). */
  readonly list: boolean;
  /** Register and change students, situations, photos and exams (flag alunos_edit). */
  readonly edit: boolean;
}

/** Hides what the user cannot use; the server enforces the same flags. */
export function alunosAccess(session: Pick<SessionAccess, 'permissions'> | null): AlunosAccess {
  return { list: hasPermission(session, 'alunos_list'), edit: hasPermission(session, 'alunos_edit') };
}
