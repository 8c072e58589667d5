import { useSession } from '../../session/session.ts';
import { type UsuariosAccess, usuariosAccess } from './access.ts';

/** What the logged-in user may do on the users screens. */
export function useUsuariosAccess(): UsuariosAccess {
  return usuariosAccess(useSession());
}
