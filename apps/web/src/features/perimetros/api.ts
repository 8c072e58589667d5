import { type PerimetroBody, perimetrosApi } from '@cfc/contract';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useEndpointQuery, useInvalidate } from '../../api/queries.ts';
import type { Situacao } from '../../ui/data-table/situacao.ts';
import { pageQueryOf, type TableParams } from '../../ui/data-table/table-params.ts';

export function usePerimetros(params: TableParams, situacao: Situacao) {
  return useEndpointQuery(
    perimetrosApi.list,
    { query: { ...pageQueryOf(params), situacao } },
    { placeholderData: keepPreviousData },
  );
}

export function useSavePerimetro(id: number | undefined) {
  const invalidate = useInvalidate(perimetrosApi.list.group);
  return useMutation({
    mutationFn: (body: PerimetroBody) =>
      id === undefined
        ? api.call(perimetrosApi.create, { body })
        : api.call(perimetrosApi.update, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useSetPerimetroAtivo() {
  const invalidate = useInvalidate(perimetrosApi.list.group);
  return useMutation({
    mutationFn: ({ id, ativo }: { readonly id: number; readonly ativo: boolean }) =>
      api.call(perimetrosApi.setAtivo, { params: { id }, body: { ativo } }),
    onSuccess: invalidate,
  });
}

export function useDeletePerimetro() {
  const invalidate = useInvalidate(perimetrosApi.list.group);
  return useMutation({
    mutationFn: (id: number) => api.call(perimetrosApi.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}

/** Whether a point lies inside an active perimeter of the school. */
export function useVerificarPonto() {
  return useMutation({
    mutationFn: async (ponto: { readonly latitude: number; readonly longitude: number }) =>
      (await api.call(perimetrosApi.checkPonto, { body: ponto })).dados,
  });
}
