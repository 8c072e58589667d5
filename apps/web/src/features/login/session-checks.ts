import { loginApi } from '@cfc/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeyOf } from '../../api/queries.ts';
import { sessionStore } from '../../session/session.ts';

/** GET /user/dados once per app start, on screens that check the session (SPEC §2.1, §7). */
export function useUserDados(enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(loginApi.getUserDados),
    queryFn: async () => {
      const { dados } = await api.call(loginApi.getUserDados);
      sessionStore.applyUserDados(dados);
      return dados;
    },
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Confirms on each screen change that the session still stands, so that a session ended on another
 * device shows the session-expired modal at the next click rather than at the next data call.
 */
export function useSessionCheck(pathname: string, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeyOf(loginApi.authenticate), pathname],
    queryFn: async () => (await api.call(loginApi.authenticate)).dados,
    enabled,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
