import type { Instrutor, InstrutorBody, InstrutoresSemana, Page } from '@cfc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { Situacao } from '../../ui/data-table/situacao.ts';
import { type TableParams, tableQuery } from '../../ui/data-table/table-params.ts';
import { FOTO_FIELD, useStoredFoto } from '../../ui/foto.ts';

const keys = {
  all: ['instrutores'] as const,
  list: (query: string) => ['instrutores', 'list', query] as const,
  detail: (id: number) => ['instrutores', 'detail', id] as const,
  semana: (semana: string | undefined) => ['instrutores', 'semana', semana ?? 'hoje'] as const,
  foto: (id: number) => ['instrutores', 'foto', id] as const,
};

export function useInstrutores(params: TableParams, situacao: Situacao) {
  const query = tableQuery(params, { situacao }).toString();
  return useQuery({
    queryKey: keys.list(query),
    queryFn: async () => (await api.get<Page<Instrutor>>(`/instrutores?${query}`)).dados,
    placeholderData: keepPreviousData,
  });
}

/** One record for its edit screen; `undefined` (no valid id in the address) asks for nothing. */
export function useInstrutor(id: number | undefined) {
  return useQuery({
    queryKey: keys.detail(id ?? 0),
    queryFn: async () => (await api.get<Instrutor>(`/instrutores/${id}`)).dados,
    enabled: id !== undefined,
  });
}

/** Each active instructor's week; `semana` is any day of it, today's week when absent. */
export function useInstrutoresSemana(semana: string | undefined) {
  return useQuery({
    queryKey: keys.semana(semana),
    queryFn: async () =>
      (await api.get<InstrutoresSemana>(`/instrutores/dashboard${semana ? `?semana=${semana}` : ''}`)).dados,
    placeholderData: keepPreviousData,
  });
}

/** The stored photo, fetched with the session; only asked for when the instructor has one. */
export function useInstrutorFoto(id: number, temFoto: boolean) {
  return useStoredFoto(keys.foto(id), `/instrutores/${id}/foto`, temFoto);
}

function useInvalidateInstrutores() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}

export function useSaveInstrutor(id: number | undefined) {
  const invalidate = useInvalidateInstrutores();
  return useMutation({
    mutationFn: (body: InstrutorBody) =>
      id === undefined
        ? api.post<Instrutor>('/instrutores', body)
        : api.request<Instrutor>('PUT', `/instrutores/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useSetInstrutorAtivo() {
  const invalidate = useInvalidateInstrutores();
  return useMutation({
    mutationFn: ({ id, ativo }: { readonly id: number; readonly ativo: boolean }) =>
      api.patch<unknown>(`/instrutores/${id}/ativo`, { ativo }),
    onSuccess: invalidate,
  });
}

/** Sends a new photo (JPG, PNG or WEBP up to 5 MB) or removes the stored one (`null`). */
export function useSaveFoto() {
  const invalidate = useInvalidateInstrutores();
  return useMutation({
    mutationFn: ({ id, file }: { readonly id: number; readonly file: File | null }) => {
      if (file === null) return api.delete<unknown>(`/instrutores/${id}/foto`);
      const body = new FormData();
      body.append(FOTO_FIELD, file);
      return api.request<unknown>('PUT', `/instrutores/${id}/foto`, body);
    },
    onSuccess: invalidate,
  });
}
