import {
  type CodigosRecuperacao,
  type DesativarSegundoFatorBody,
  type SegundoFatorCadastro,
  type SegundoFatorExigencia,
  type SegundoFatorExigenciaBody,
  type SegundoFatorSituacao,
  segundoFatorCadastro,
} from '@cfc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

const keys = {
  situacao: ['segundo-fator'] as const,
  exigencia: ['segundo-fator', 'exigencia'] as const,
};

/** The logged-in user's second factor: on or off, required or not, recovery codes left. */
export function useSegundoFator() {
  return useQuery({
    queryKey: keys.situacao,
    queryFn: async () => (await api.get<SegundoFatorSituacao>('/login/segundo-fator')).dados,
  });
}

function useRefreshSituacao() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.situacao });
}

/** A new secret for the authenticator app: its QR code and key. */
export function useStartEnrolment() {
  return useMutation({
    mutationFn: async (): Promise<SegundoFatorCadastro> =>
      segundoFatorCadastro.parse((await api.post<unknown>('/login/segundo-fator/cadastro')).dados),
  });
}

/** Turns the second factor on with the app's first code; resolves to the recovery codes. */
export function useConfirmEnrolment() {
  const refresh = useRefreshSituacao();
  return useMutation({
    mutationFn: async (codigo: string) =>
      (await api.post<CodigosRecuperacao>('/login/segundo-fator/cadastro/confirmar', { codigo })).dados,
    onSuccess: refresh,
  });
}

export function useDisableSegundoFator() {
  const refresh = useRefreshSituacao();
  return useMutation({
    mutationFn: async (body: DesativarSegundoFatorBody) =>
      (await api.post<unknown>('/login/segundo-fator/desativar', body)).mensagem,
    onSuccess: refresh,
  });
}

/** The staff roles the current school requires the second factor of (its administrator only). */
export function useExigencia(enabled: boolean) {
  return useQuery({
    queryKey: keys.exigencia,
    queryFn: async () => (await api.get<SegundoFatorExigencia>('/autoescola/segundo-fator')).dados,
    enabled,
  });
}

export function useSaveExigencia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SegundoFatorExigenciaBody) =>
      api.request<SegundoFatorExigencia>('PUT', '/autoescola/segundo-fator', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.situacao }),
  });
}
