import {
  autoescolasApi,
  type DesativarSegundoFatorBody,
  loginApi,
  type SegundoFatorExigenciaBody,
} from '@cfc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeyOf, useEndpointQuery } from '../../api/queries.ts';

const keys = {
  exigencia: ['segundo-fator', 'exigencia'] as const,
};

/** The logged-in user's second factor: on or off, required or not, recovery codes left. */
export function useSegundoFator() {
  return useEndpointQuery(loginApi.getSegundoFator);
}

/** The situation changed: asked again (only it, not the rest of the login group's queries). */
function useRefreshSituacao() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeyOf(loginApi.getSegundoFator) });
}

/** A new secret for the authenticator app: its QR code and key. */
export function useStartEnrolment() {
  return useMutation({
    mutationFn: async () => (await api.call(loginApi.startCadastro)).dados,
  });
}

/** Turns the second factor on with the app's first code; resolves to the recovery codes. */
export function useConfirmEnrolment() {
  const refresh = useRefreshSituacao();
  return useMutation({
    mutationFn: async (codigo: string) =>
      (await api.call(loginApi.confirmCadastro, { body: { codigo } })).dados,
    onSuccess: refresh,
  });
}

/** Turns it off; the reply has no data, only the server's message. */
export function useDisableSegundoFator() {
  const refresh = useRefreshSituacao();
  return useMutation({
    mutationFn: async (body: DesativarSegundoFatorBody) => {
      const { mensagem } = await api.call(loginApi.disableSegundoFator, { body });
      return { dados: null, mensagem };
    },
    onSuccess: refresh,
  });
}

/** The staff roles the current school requires the second factor of (its administrator only). */
export function useExigencia(enabled: boolean) {
  return useQuery({
    queryKey: keys.exigencia,
    queryFn: async () => (await api.call(autoescolasApi.getSegundoFator)).dados,
    enabled,
  });
}

export function useSaveExigencia() {
  const refresh = useRefreshSituacao();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SegundoFatorExigenciaBody) => api.call(autoescolasApi.setSegundoFator, { body }),
    onSuccess: async () => {
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: keys.exigencia })]);
    },
  });
}
