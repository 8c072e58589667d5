import { type Camera, type Page, salasApi } from '@cfc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { Situacao } from '../../ui/data-table/situacao.ts';
import { type TableParams, tableQuery } from '../../ui/data-table/table-params.ts';
import type { CameraBodyValues } from './form-values.ts';

const keys = {
  all: ['cameras'] as const,
  list: (query: string) => ['cameras', 'list', query] as const,
  detail: (id: number) => ['cameras', 'detail', id] as const,
};

/** The status view asks again this often (the server checks every five minutes). */
export const STATUS_REFRESH_MS = 60_000;

export function useCameras(params: TableParams, situacao: Situacao, refetchInterval?: number) {
  const query = tableQuery(params, { situacao }).toString();
  return useQuery({
    queryKey: keys.list(query),
    queryFn: async () => (await api.get<Page<Camera>>(`/cameras?${query}`)).dados,
    placeholderData: keepPreviousData,
    refetchInterval,
  });
}

/** One record for its edit screen; `undefined` (no valid id in the address) asks for nothing. */
export function useCamera(id: number | undefined) {
  return useQuery({
    queryKey: keys.detail(id ?? 0),
    queryFn: async () => (await api.get<Camera>(`/cameras/${id}`)).dados,
    enabled: id !== undefined,
  });
}

/** Cameras change the rooms' camera counts too. */
function useInvalidateCameras() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.all }),
      queryClient.invalidateQueries({ queryKey: [salasApi.list.group] }),
    ]);
}

export function useSaveCamera(id: number | undefined) {
  const invalidate = useInvalidateCameras();
  return useMutation({
    mutationFn: (body: CameraBodyValues) =>
      id === undefined
        ? api.post<Camera>('/cameras', body)
        : api.request<Camera>('PUT', `/cameras/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useSetCameraAtiva() {
  const invalidate = useInvalidateCameras();
  return useMutation({
    mutationFn: ({ id, ativo }: { readonly id: number; readonly ativo: boolean }) =>
      api.patch<unknown>(`/cameras/${id}/ativo`, { ativo }),
    onSuccess: invalidate,
  });
}

export function useDeleteCamera() {
  const invalidate = useInvalidateCameras();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/cameras/${id}`),
    onSuccess: invalidate,
  });
}
