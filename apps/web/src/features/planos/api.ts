import type { Page, Plano, PlanoBody } from '@cfc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { Situacao } from '../../ui/data-table/situacao.ts';
import { type TableParams, tableQuery } from '../../ui/data-table/table-params.ts';

/** The API pages at 100: more plans than a school sells. */
const OPTIONS_LIMIT = 100;

export const planosKeys = {
  all: ['planos'] as const,
  list: (query: string) => ['planos', 'list', query] as const,
  options: ['planos', 'options'] as const,
};

export function usePlanos(params: TableParams, situacao: Situacao) {
  const query = tableQuery(params, { situacao }).toString();
  return useQuery({
    queryKey: planosKeys.list(query),
    queryFn: async () => (await api.get<Page<Plano>>(`/planos-praticos?${query}`)).dados,
    placeholderData: keepPreviousData,
  });
}

/** The active plans by name, for selling one to a process. */
export function usePlanoOptions() {
  return useQuery({
    queryKey: planosKeys.options,
    queryFn: async () =>
      (await api.get<Page<Plano>>(`/planos-praticos?situacao=ativos&sort=nome&per_page=${OPTIONS_LIMIT}`))
        .dados.data,
  });
}

function useInvalidatePlanos() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: planosKeys.all });
}

export function useSavePlano(id: number | undefined) {
  const invalidate = useInvalidatePlanos();
  return useMutation({
    mutationFn: (body: PlanoBody) =>
      id === undefined
        ? api.post<Plano>('/planos-praticos', body)
        : api.request<Plano>('PUT', `/planos-praticos/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useSetPlanoAtivo() {
  const invalidate = useInvalidatePlanos();
  return useMutation({
    mutationFn: ({ id, ativo }: { readonly id: number; readonly ativo: boolean }) =>
      api.patch<unknown>(`/planos-praticos/${id}/ativo`, { ativo }),
    onSuccess: invalidate,
  });
}

/** A plan already sold cannot go: the server answers 409 with its reason. */
export function useDeletePlano() {
  const invalidate = useInvalidatePlanos();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/planos-praticos/${id}`),
    onSuccess: invalidate,
  });
}
