import {
  type ProcessoBody,
  type ProcessoUpdateBody,
  planosApi,
  processosApi,
  processosQuery,
} from '@cfc/contract';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../api/client.ts';
import { useEndpointQuery, useInvalidate } from '../../api/queries.ts';
import { pageQueryOf, type TableParams } from '../../ui/data-table/table-params.ts';

/** The screen filters of the search, as the API names and checks them (`processosQuery`). */
export const PROCESSO_FILTERS = processosQuery.pick({
  status: true,
  categoria: true,
  regime: true,
  apto: true,
});
export type ProcessoFilters = z.output<typeof PROCESSO_FILTERS>;

export function useProcessos(params: TableParams, filters: ProcessoFilters) {
  return useEndpointQuery(
    processosApi.list,
    { query: { ...pageQueryOf(params), ...filters } },
    { placeholderData: keepPreviousData },
  );
}

export function useProcesso(id: number | undefined) {
  return useEndpointQuery(processosApi.get, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
}

/** A student's processes, the most recent first. */
export function useProcessosDoAluno(alunoId: number | undefined) {
  return useEndpointQuery(
    processosApi.listByAluno,
    { params: { id: alunoId ?? 0 } },
    { enabled: alunoId !== undefined },
  );
}

/** The practical hours query of one process. */
export function useHoras(id: number | undefined) {
  return useEndpointQuery(processosApi.getHoras, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
}

/** A process's hours, the plans sold for it and the lists show it: a change refreshes them all. */
function useInvalidateProcessos() {
  return useInvalidate(processosApi.list.group, planosApi.listByProcesso.group);
}

export function useCreateProcesso() {
  const invalidate = useInvalidateProcessos();
  return useMutation({
    mutationFn: (body: ProcessoBody) => api.call(processosApi.create, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateProcesso(id: number) {
  const invalidate = useInvalidateProcessos();
  return useMutation({
    mutationFn: (body: ProcessoUpdateBody) => api.call(processosApi.update, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

/** The plans sold for a process, with the hours and price of the sale. */
export function useProcessoPlanos(id: number) {
  return useEndpointQuery(planosApi.listByProcesso, { params: { id } });
}

/** Selling a plan changes the contracted hours of the process too. */
export function useVenderPlano(id: number) {
  const invalidate = useInvalidateProcessos();
  return useMutation({
    mutationFn: (body: z.input<typeof planosApi.assignToProcesso.body>) =>
      api.call(planosApi.assignToProcesso, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useRemoverPlano(id: number) {
  const invalidate = useInvalidateProcessos();
  return useMutation({
    mutationFn: (idProcessoPlano: number) =>
      api.call(planosApi.removeFromProcesso, { params: { id, idProcessoPlano } }),
    onSuccess: invalidate,
  });
}
