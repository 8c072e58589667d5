import type { AutoescolaBody, AutoescolaDetalhe, NovaAutoescolaBody, Page } from '@cfc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { Situacao } from '../../ui/data-table/situacao.ts';
import { type TableParams, tableQuery } from '../../ui/data-table/table-params.ts';

/** Schools are the operator's: every school it may see, not only the one of the CFC header. */
const ALL_SCHOOLS = { currentSchoolOnly: false } as const;

/** The `situacao` filter of GET /autoescolas, as the list offers it; the server lists the active ones by default. */
export const SITUACOES: readonly Situacao[] = ['ativos', 'inativos', 'todos'];

export interface AutoescolasFilters {
  readonly uf: string | undefined;
  readonly situacao: Situacao;
}

const keys = {
  all: ['autoescolas'] as const,
  list: (query: string) => ['autoescolas', 'list', query] as const,
  detail: (id: number) => ['autoescolas', 'detail', id] as const,
};

export function useAutoescolas(params: TableParams, { uf, situacao }: AutoescolasFilters) {
  const query = tableQuery(params, { uf, situacao }).toString();
  return useQuery({
    queryKey: keys.list(query),
    queryFn: async () => (await api.get<Page<AutoescolaDetalhe>>(`/autoescolas?${query}`, ALL_SCHOOLS)).dados,
    placeholderData: keepPreviousData,
  });
}

export function useAutoescola(id: number) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: async () => (await api.get<AutoescolaDetalhe>(`/autoescolas/${id}`, ALL_SCHOOLS)).dados,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** POST /autoescolas with the first administrator, or PUT /autoescolas/:id; resolves to the reply. */
export function useSaveAutoescola(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AutoescolaBody | NovaAutoescolaBody) =>
      id === undefined
        ? api.post<AutoescolaDetalhe>('/autoescolas', body, ALL_SCHOOLS)
        : api.request<AutoescolaDetalhe>('PUT', `/autoescolas/${id}`, body, ALL_SCHOOLS),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
