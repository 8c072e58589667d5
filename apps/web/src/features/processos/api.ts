import type {
  HorasProcesso,
  Page,
  Processo,
  ProcessoBody,
  ProcessoPlano,
  ProcessoUpdateBody,
} from '@cfc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { type TableParams, tableQuery } from '../../ui/data-table/table-params.ts';

/** The screen filters of the search, as the API names them (`processosQuery`). */
export interface ProcessoFilters {
  readonly status?: string | undefined;
  readonly categoria?: string | undefined;
  readonly regime?: string | undefined;
  readonly apto?: string | undefined;
}

export const processosKeys = {
  all: ['processos'] as const,
  list: (query: string) => ['processos', 'list', query] as const,
  detail: (id: number) => ['processos', 'detail', id] as const,
  horas: (id: number) => ['processos', 'horas', id] as const,
  doAluno: (alunoId: number) => ['processos', 'aluno', alunoId] as const,
  planos: (id: number) => ['processos', 'planos', id] as const,
};

export function useProcessos(params: TableParams, filters: ProcessoFilters) {
  const query = tableQuery(params, { ...filters }).toString();
  return useQuery({
    queryKey: processosKeys.list(query),
    queryFn: async () => (await api.get<Page<Processo>>(`/processos?${query}`)).dados,
    placeholderData: keepPreviousData,
  });
}

export function useProcesso(id: number | undefined) {
  return useQuery({
    queryKey: processosKeys.detail(id ?? 0),
    queryFn: async () => (await api.get<Processo>(`/processos/${id}`)).dados,
    enabled: id !== undefined,
  });
}

/** A student's processes, the most recent first. */
export function useProcessosDoAluno(alunoId: number | undefined) {
  return useQuery({
    queryKey: processosKeys.doAluno(alunoId ?? 0),
    queryFn: async () => (await api.get<Processo[]>(`/alunos/${alunoId}/processos`)).dados,
    enabled: alunoId !== undefined,
  });
}

/** The practical hours query of one process. */
export function useHoras(id: number | undefined) {
  return useQuery({
    queryKey: processosKeys.horas(id ?? 0),
    queryFn: async () => (await api.get<HorasProcesso>(`/processos/${id}/horas`)).dados,
    enabled: id !== undefined,
  });
}

function useInvalidateProcessos() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: processosKeys.all });
}

export function useCreateProcesso() {
  const invalidate = useInvalidateProcessos();
  return useMutation({
    mutationFn: (body: ProcessoBody) => api.post<Processo>('/processos', body),
    onSuccess: invalidate,
  });
}

export function useUpdateProcesso(id: number) {
  const invalidate = useInvalidateProcessos();
  return useMutation({
    mutationFn: (body: ProcessoUpdateBody) => api.request<Processo>('PUT', `/processos/${id}`, body),
    onSuccess: invalidate,
  });
}

/** The plans sold for a process, with the hours and price of the sale. */
export function useProcessoPlanos(id: number) {
  return useQuery({
    queryKey: processosKeys.planos(id),
    queryFn: async () => (await api.get<ProcessoPlano[]>(`/processos/${id}/planos`)).dados,
  });
}

/** Selling a plan changes the contracted hours of the process too. */
export function useVenderPlano(id: number) {
  const invalidate = useInvalidateProcessos();
  return useMutation({
    mutationFn: (planoId: number) =>
      api.post<ProcessoPlano>(`/processos/${id}/planos`, { plano_id: planoId }),
    onSuccess: invalidate,
  });
}

export function useRemoverPlano(id: number) {
  const invalidate = useInvalidateProcessos();
  return useMutation({
    mutationFn: (idProcessoPlano: number) =>
      api.delete<unknown>(`/processos/${id}/planos/${idProcessoPlano}`),
    onSuccess: invalidate,
  });
}
