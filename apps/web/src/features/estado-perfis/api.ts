import { type EstadoPerfilBody, estadoPerfisApi } from '@cfc/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useEndpointQuery, useInvalidate } from '../../api/queries.ts';

/** The rules of every state (the national defaults where a state has none of its own). */
export function useEstadoPerfis() {
  return useEndpointQuery(estadoPerfisApi.list);
}

export function useSaveEstadoPerfil(uf: string) {
  const invalidate = useInvalidate(estadoPerfisApi.list.group);
  return useMutation({
    mutationFn: (body: EstadoPerfilBody) => api.call(estadoPerfisApi.save, { params: { uf }, body }),
    onSuccess: invalidate,
  });
}

/** Who changed a state's rules, when, and each field before → after (newest first). */
export function useEstadoPerfilHistorico(uf: string) {
  return useEndpointQuery(estadoPerfisApi.listHistorico, { params: { uf } });
}
