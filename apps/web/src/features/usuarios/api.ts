import type { Page, PermissionFlag, UsuarioBody, UsuarioResumo } from '@cfc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { type TableParams, tableQuery } from '../../ui/data-table/table-params.ts';
import type { UsuarioDetalhe } from './form-values.ts';

/** A role the current user may give (GET /usuarios/papeis). */
export interface Papel {
  readonly id_role: number;
  readonly nome: string;
}

/** The `ativo` filter of GET /usuarios; absent lists everybody. */
export type AtivoFilter = 'true' | 'false' | undefined;

const keys = {
  all: ['usuarios'] as const,
  list: (query: string) => ['usuarios', 'list', query] as const,
  detail: (id: number) => ['usuarios', 'detail', id] as const,
  papeis: ['usuarios', 'papeis'] as const,
};

export function useUsuarios(params: TableParams, ativo: AtivoFilter) {
  const query = tableQuery(params, { ativo }).toString();
  return useQuery({
    queryKey: keys.list(query),
    queryFn: async () => (await api.get<Page<UsuarioResumo>>(`/usuarios?${query}`)).dados,
    placeholderData: keepPreviousData,
  });
}

/** One record for its edit screen; `undefined` (no valid id in the address) asks for nothing. */
export function useUsuario(id: number | undefined) {
  return useQuery({
    queryKey: keys.detail(id ?? 0),
    queryFn: async () => (await api.get<UsuarioDetalhe>(`/usuarios/${id}`)).dados,
    enabled: id !== undefined,
  });
}

export function usePapeis() {
  return useQuery({
    queryKey: keys.papeis,
    queryFn: async () => (await api.get<Papel[]>('/usuarios/papeis')).dados,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Every user screen shows fresh data after any change. */
function useInvalidateUsuarios() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}

/** Creates (no id) or updates a user; resolves to the reply, whose `mensagem` the screen shows. */
export function useSaveUsuario(id: number | undefined) {
  const invalidate = useInvalidateUsuarios();
  return useMutation({
    mutationFn: (body: UsuarioBody) =>
      id === undefined
        ? api.post<UsuarioResumo>('/usuarios', body)
        : api.request<UsuarioResumo>('PUT', `/usuarios/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useSetAtivo() {
  const invalidate = useInvalidateUsuarios();
  return useMutation({
    mutationFn: ({ id, ativo }: { readonly id: number; readonly ativo: boolean }) =>
      api.patch<unknown>(`/usuarios/${id}/ativo`, { ativo }),
    onSuccess: invalidate,
  });
}

export function useSetPermissoes() {
  const invalidate = useInvalidateUsuarios();
  return useMutation({
    mutationFn: ({
      id,
      permissoes,
    }: {
      readonly id: number;
      readonly permissoes: readonly PermissionFlag[];
    }) => api.request<unknown>('PUT', `/usuarios/${id}/permissoes`, { permissoes }),
    onSuccess: invalidate,
  });
}
