import { type AutoescolaBody, autoescolasApi, type NovaAutoescolaBody } from '@cfc/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeyOf, useInvalidate } from '../../api/queries.ts';
import type { Situacao } from '../../ui/data-table/situacao.ts';
import { pageQueryOf, type TableParams } from '../../ui/data-table/table-params.ts';

/** Schools are the operator's: every school it may see, not only the one of the CFC header. */
const ALL_SCHOOLS = { currentSchoolOnly: false } as const;

/** The `situacao` filter of GET /autoescolas, as the list offers it; the server lists the active ones by default. */
export const SITUACOES: readonly Situacao[] = ['ativos', 'inativos', 'todos'];

export interface AutoescolasFilters {
  readonly uf: string | undefined;
  readonly situacao: Situacao;
}

export function useAutoescolas(params: TableParams, { uf, situacao }: AutoescolasFilters) {
  const input = { query: { ...pageQueryOf(params), uf, situacao } };
  return useQuery({
    queryKey: queryKeyOf(autoescolasApi.list, input),
    queryFn: async () => (await api.call(autoescolasApi.list, input, ALL_SCHOOLS)).dados,
    placeholderData: keepPreviousData,
  });
}

export function useAutoescola(id: number) {
  const input = { params: { id } };
  return useQuery({
    queryKey: queryKeyOf(autoescolasApi.get, input),
    queryFn: async () => (await api.call(autoescolasApi.get, input, ALL_SCHOOLS)).dados,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** A school's body; a new school's comes with its first administrator. */
export type AutoescolaFormBody = AutoescolaBody & {
  readonly administrador?: NovaAutoescolaBody['administrador'];
};

/** POST /autoescolas with the first administrator, or PUT /autoescolas/:id; resolves to the reply. */
export function useSaveAutoescola(id: number | undefined) {
  const invalidate = useInvalidate(autoescolasApi.list.group);
  return useMutation({
    mutationFn: ({ administrador, ...body }: AutoescolaFormBody) => {
      if (id !== undefined) return api.call(autoescolasApi.update, { params: { id }, body }, ALL_SCHOOLS);
      if (administrador === undefined) throw new Error('A new school comes with its first administrator.');
      return api.call(autoescolasApi.create, { body: { ...body, administrador } }, ALL_SCHOOLS);
    },
    onSuccess: invalidate,
  });
}
