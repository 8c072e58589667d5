import { type cameraBody, camerasApi, salasApi } from '@cfc/contract';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../api/client.ts';
import { useEndpointQuery, useInvalidate } from '../../api/queries.ts';
import type { Situacao } from '../../ui/data-table/situacao.ts';
import { pageQueryOf, type TableParams } from '../../ui/data-table/table-params.ts';

/** The body of a camera's create and update: a blank password keeps the stored one. */
export type CameraBody = z.input<typeof cameraBody>;

/** The status view asks again this often (the server checks every five minutes). */
export const STATUS_REFRESH_MS = 60_000;

export function useCameras(params: TableParams, situacao: Situacao, refetchInterval?: number) {
  return useEndpointQuery(
    camerasApi.list,
    { query: { ...pageQueryOf(params), situacao } },
    { placeholderData: keepPreviousData, refetchInterval },
  );
}

/** One record for its edit screen; `undefined` (no valid id in the address) asks for nothing. */
export function useCamera(id: number | undefined) {
  return useEndpointQuery(camerasApi.get, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
}

/** Cameras change the rooms' camera counts too. */
function useInvalidateCameras() {
  return useInvalidate(camerasApi.list.group, salasApi.list.group);
}

export function useSaveCamera(id: number | undefined) {
  const invalidate = useInvalidateCameras();
  return useMutation({
    mutationFn: (body: CameraBody) =>
      id === undefined
        ? api.call(camerasApi.create, { body })
        : api.call(camerasApi.update, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useSetCameraAtiva() {
  const invalidate = useInvalidateCameras();
  return useMutation({
    mutationFn: ({ id, ativo }: { readonly id: number; readonly ativo: boolean }) =>
      api.call(camerasApi.setAtivo, { params: { id }, body: { ativo } }),
    onSuccess: invalidate,
  });
}

export function useDeleteCamera() {
  const invalidate = useInvalidateCameras();
  return useMutation({
    mutationFn: (id: number) => api.call(camerasApi.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}
