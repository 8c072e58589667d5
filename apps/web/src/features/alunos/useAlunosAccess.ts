import { useSession } from '../../session/session.ts';
import { type AlunosAccess, alunosAccess } from './access.ts';

/** What the logged-in user may do on the students screens. */
export function useAlunosAccess(): AlunosAccess {
  return alunosAccess(useSession());
}
