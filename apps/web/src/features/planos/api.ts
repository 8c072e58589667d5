import { type PlanoBody, planosApi } from '@cfc/contract';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useEndpointQuery, useInvalidate } from '../../api/queries.ts';
import type { Situacao } from '../../ui/data-table/situacao.ts';
import { pageQueryOf, type TableParams } from '../../ui/data-table/table-params.ts';

/** The API pages at 100: more plans than a school sells. */
const OPTIONS_LIMIT = 100;

export function usePlanos(params: TableParams, situacao: Situacao) {
  return useEndpointQuery(
    planosApi.list,
    { query: { ...pageQueryOf(params), situacao } },
    { placeholderData: keepPreviousData },
  );
}

/** The active plans by name, for selling one to a process. */
export function usePlanoOptions() {
  return useEndpointQuery(
    planosApi.list,
    { query: { situacao: 'ativos', sort: 'nome', per_page: OPTIONS_LIMIT } },
    { select: (page) => page.data },
  );
}

function useInvalidatePlanos() {
  return useInvalidate(planosApi.list.group);
}

export function useSavePlano(id: number | undefined) {
  const invalidate = useInvalidatePlanos();
  return useMutation({
    mutationFn: (body: PlanoBody) =>
      id === undefined
        ? api.call(planosApi.create, { body })
        : api.call(planosApi.update, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useSetPlanoAtivo() {
  const invalidate = useInvalidatePlanos();
  return useMutation({
    mutationFn: ({ id, ativo }: { readonly id: number; readonly ativo: boolean }) =>
      api.call(planosApi.setAtivo, { params: { id }, body: { ativo } }),
    onSuccess: invalidate,
  });
}

/** A plan already sold cannot go: the server answers 409 with its reason. */
export function useDeletePlano() {
  const invalidate = useInvalidatePlanos();
  return useMutation({
    mutationFn: (id: number) => api.call(planosApi.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}
