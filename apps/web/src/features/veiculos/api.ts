import type { Page, Veiculo, VeiculoBody } from '@cfc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { Situacao } from '../../ui/data-table/situacao.ts';
import { type TableParams, tableQuery } from '../../ui/data-table/table-params.ts';

const keys = {
  all: ['veiculos'] as const,
  list: (query: string) => ['veiculos', 'list', query] as const,
  detail: (id: number) => ['veiculos', 'detail', id] as const,
};

export function useVeiculos(params: TableParams, situacao: Situacao) {
  const query = tableQuery(params, { situacao }).toString();
  return useQuery({
    queryKey: keys.list(query),
    queryFn: async () => (await api.get<Page<Veiculo>>(`/veiculos?${query}`)).dados,
    placeholderData: keepPreviousData,
  });
}

/** One record for its edit screen; `undefined` (no valid id in the address) asks for nothing. */
export function useVeiculo(id: number | undefined) {
  return useQuery({
    queryKey: keys.detail(id ?? 0),
    queryFn: async () => (await api.get<Veiculo>(`/veiculos/${id}`)).dados,
    enabled: id !== undefined,
  });
}

function useInvalidateVeiculos() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}

/** Creates (no id) or updates a vehicle; the periods sent replace the stored ones. */
export function useSaveVeiculo(id: number | undefined) {
  const invalidate = useInvalidateVeiculos();
  return useMutation({
    mutationFn: (body: VeiculoBody) =>
      id === undefined
        ? api.post<Veiculo>('/veiculos', body)
        : api.request<Veiculo>('PUT', `/veiculos/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useSetVeiculoAtivo() {
  const invalidate = useInvalidateVeiculos();
  return useMutation({
    mutationFn: ({ id, ativo }: { readonly id: number; readonly ativo: boolean }) =>
      api.patch<unknown>(`/veiculos/${id}/ativo`, { ativo }),
    onSuccess: invalidate,
  });
}
