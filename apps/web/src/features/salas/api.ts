import { type SalaBody, salasApi } from '@cfc/contract';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useEndpointQuery, useInvalidate } from '../../api/queries.ts';
import type { Situacao } from '../../ui/data-table/situacao.ts';
import { pageQueryOf, type TableParams } from '../../ui/data-table/table-params.ts';

/** The most rooms a school's camera form offers; the API pages at 100. */
const OPTIONS_LIMIT = 100;

export function useSalas(params: TableParams, situacao: Situacao) {
  return useEndpointQuery(
    salasApi.list,
    { query: { ...pageQueryOf(params), situacao } },
    { placeholderData: keepPreviousData },
  );
}

/** One record for its edit screen; `undefined` (no valid id in the address) asks for nothing. */
export function useSala(id: number | undefined) {
  return useEndpointQuery(salasApi.get, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
}

/** Every room of the school by name, for the camera form's select. */
export function useSalaOptions() {
  return useEndpointQuery(
    salasApi.list,
    { query: { situacao: 'todos', sort: 'nome', per_page: OPTIONS_LIMIT } },
    { select: (page) => page.data },
  );
}

/** Rooms count their cameras, so camera changes refresh them too. */
export function useInvalidateSalas() {
  return useInvalidate(salasApi.list.group);
}

export function useSaveSala(id: number | undefined) {
  const invalidate = useInvalidateSalas();
  return useMutation({
    mutationFn: (body: SalaBody) =>
      id === undefined
        ? api.call(salasApi.create, { body })
        : api.call(salasApi.update, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useSetSalaAtiva() {
  const invalidate = useInvalidateSalas();
  return useMutation({
    mutationFn: ({ id, ativo }: { readonly id: number; readonly ativo: boolean }) =>
      api.call(salasApi.setAtivo, { params: { id }, body: { ativo } }),
    onSuccess: invalidate,
  });
}

export function useDeleteSala() {
  const invalidate = useInvalidateSalas();
  return useMutation({
    mutationFn: (id: number) => api.call(salasApi.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}
