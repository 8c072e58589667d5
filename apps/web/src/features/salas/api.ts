import type { Page, Sala } from '@cfc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { Situacao } from '../../ui/data-table/situacao.ts';
import { type TableParams, tableQuery } from '../../ui/data-table/table-params.ts';
import type { SalaBodyValues } from './form-values.ts';

/** The most rooms a school's camera form offers; the API pages at 100. */
const OPTIONS_LIMIT = 100;

export const salasKeys = {
  all: ['salas'] as const,
  list: (query: string) => ['salas', 'list', query] as const,
  detail: (id: number) => ['salas', 'detail', id] as const,
  options: ['salas', 'options'] as const,
};

export function useSalas(params: TableParams, situacao: Situacao) {
  const query = tableQuery(params, { situacao }).toString();
  return useQuery({
    queryKey: salasKeys.list(query),
    queryFn: async () => (await api.get<Page<Sala>>(`/salas?${query}`)).dados,
    placeholderData: keepPreviousData,
  });
}

/** One record for its edit screen; `undefined` (no valid id in the address) asks for nothing. */
export function useSala(id: number | undefined) {
  return useQuery({
    queryKey: salasKeys.detail(id ?? 0),
    queryFn: async () => (await api.get<Sala>(`/salas/${id}`)).dados,
    enabled: id !== undefined,
  });
}

/** Every room of the school by name, for the camera form's select. */
export function useSalaOptions() {
  return useQuery({
    queryKey: salasKeys.options,
    queryFn: async () =>
      (await api.get<Page<Sala>>(`/salas?situacao=todos&sort=nome&per_page=${OPTIONS_LIMIT}`)).dados.data,
  });
}

/** Rooms count their cameras, so camera changes refresh them too. */
export function useInvalidateSalas() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: salasKeys.all });
}

export function useSaveSala(id: number | undefined) {
  const invalidate = useInvalidateSalas();
  return useMutation({
    mutationFn: (body: SalaBodyValues) =>
      id === undefined ? api.post<Sala>('/salas', body) : api.request<Sala>('PUT', `/salas/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useSetSalaAtiva() {
  const invalidate = useInvalidateSalas();
  return useMutation({
    mutationFn: ({ id, ativo }: { readonly id: number; readonly ativo: boolean }) =>
      api.patch<unknown>(`/salas/${id}/ativo`, { ativo }),
    onSuccess: invalidate,
  });
}

export function useDeleteSala() {
  const invalidate = useInvalidateSalas();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/salas/${id}`),
    onSuccess: invalidate,
  });
}
