import type { Page, Perimetro, PerimetroBody } from '@cfc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { Situacao } from '../../ui/data-table/situacao.ts';
import { type TableParams, tableQuery } from '../../ui/data-table/table-params.ts';

export const perimetrosKeys = {
  all: ['perimetros'] as const,
  list: (query: string) => ['perimetros', 'list', query] as const,
};

export function usePerimetros(params: TableParams, situacao: Situacao) {
  const query = tableQuery(params, { situacao }).toString();
  return useQuery({
    queryKey: perimetrosKeys.list(query),
    queryFn: async () => (await api.get<Page<Perimetro>>(`/perimetros?${query}`)).dados,
    placeholderData: keepPreviousData,
  });
}

function useInvalidatePerimetros() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: perimetrosKeys.all });
}

export function useSavePerimetro(id: number | undefined) {
  const invalidate = useInvalidatePerimetros();
  return useMutation({
    mutationFn: (body: PerimetroBody) =>
      id === undefined
        ? api.post<Perimetro>('/perimetros', body)
        : api.request<Perimetro>('PUT', `/perimetros/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useSetPerimetroAtivo() {
  const invalidate = useInvalidatePerimetros();
  return useMutation({
    mutationFn: ({ id, ativo }: { readonly id: number; readonly ativo: boolean }) =>
      api.patch<unknown>(`/perimetros/${id}/ativo`, { ativo }),
    onSuccess: invalidate,
  });
}

export function useDeletePerimetro() {
  const invalidate = useInvalidatePerimetros();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/perimetros/${id}`),
    onSuccess: invalidate,
  });
}

export interface VerificacaoPonto {
  readonly dentro: boolean;
  readonly perimetros: number[];
}

/** Whether a point lies inside an active perimeter of the school. */
export function useVerificarPonto() {
  return useMutation({
    mutationFn: async (ponto: { readonly latitude: number; readonly longitude: number }) =>
      (await api.post<VerificacaoPonto>('/perimetros/verificar', ponto)).dados,
  });
}
