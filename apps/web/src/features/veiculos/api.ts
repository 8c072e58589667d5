import { type VeiculoBody, veiculosApi } from '@cfc/contract';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useEndpointQuery, useInvalidate } from '../../api/queries.ts';
import type { Situacao } from '../../ui/data-table/situacao.ts';
import { pageQueryOf, type TableParams } from '../../ui/data-table/table-params.ts';

export function useVeiculos(params: TableParams, situacao: Situacao) {
  return useEndpointQuery(
    veiculosApi.list,
    { query: { ...pageQueryOf(params), situacao } },
    { placeholderData: keepPreviousData },
  );
}

/** One record for its edit screen; `undefined` (no valid id in the address) asks for nothing. */
export function useVeiculo(id: number | undefined) {
  return useEndpointQuery(veiculosApi.get, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
}

/** Creates (no id) or updates a vehicle; the periods sent replace the stored ones. */
export function useSaveVeiculo(id: number | undefined) {
  const invalidate = useInvalidate(veiculosApi.list.group);
  return useMutation({
    mutationFn: (body: VeiculoBody) =>
      id === undefined
        ? api.call(veiculosApi.create, { body })
        : api.call(veiculosApi.update, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useSetVeiculoAtivo() {
  const invalidate = useInvalidate(veiculosApi.list.group);
  return useMutation({
    mutationFn: ({ id, ativo }: { readonly id: number; readonly ativo: boolean }) =>
      api.call(veiculosApi.setAtivo, { params: { id }, body: { ativo } }),
    onSuccess: invalidate,
  });
}
