import type { StateProfile } from '@cfc/domain';
import { stateProfileFor } from '../../estado-perfis/service.ts';

/**
 * The rules of the school's state (daily limits, students at once, intervals...), edited by the
 * operator; the defaults when the state has none. In the caller's tenant transaction. The one
 * place this module reaches the state profiles: until `modules/estado-perfis` existed it
 * answered DEFAULT_STATE_PROFILE from @cfc/domain.
 */
export function stateProfileOf(uf: string | null): Promise<StateProfile> {
  return stateProfileFor(uf);
}
