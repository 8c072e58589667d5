import type { EstadoPerfil, EstadoPerfilBody } from '@cfc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

export const estadoPerfisKeys = { all: ['estado-perfis'] as const };

/** The rules of every state (the national defaults where a state has none of its own). */
export function useEstadoPerfis() {
  return useQuery({
    queryKey: estadoPerfisKeys.all,
    queryFn: async () => (await api.get<EstadoPerfil[]>('/estado-perfis')).dados,
  });
}

export function useSaveEstadoPerfil(uf: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EstadoPerfilBody) => api.request<EstadoPerfil>('PUT', `/estado-perfis/${uf}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: estadoPerfisKeys.all }),
  });
}
