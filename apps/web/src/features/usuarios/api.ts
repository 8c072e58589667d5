import { type PermissionFlag, type UsuarioBody, usuariosApi } from '@cfc/contract';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useEndpointQuery, useInvalidate } from '../../api/queries.ts';
import { pageQueryOf, type TableParams } from '../../ui/data-table/table-params.ts';

/** The `ativo` filter of GET /usuarios; absent lists everybody. */
export type AtivoFilter = 'true' | 'false' | undefined;

export function useUsuarios(params: TableParams, ativo: AtivoFilter) {
  return useEndpointQuery(
    usuariosApi.list,
    { query: { ...pageQueryOf(params), ativo } },
    { placeholderData: keepPreviousData },
  );
}

/** One record for its edit screen; `undefined` (no valid id in the address) asks for nothing. */
export function useUsuario(id: number | undefined) {
  return useEndpointQuery(usuariosApi.get, { params: { idUsuario: id ?? 0 } }, { enabled: id !== undefined });
}

/** The roles the current user may give. */
export function usePapeis() {
  return useEndpointQuery(usuariosApi.listPapeis, undefined, { staleTime: Number.POSITIVE_INFINITY });
}

/** Creates (no id) or updates a user; resolves to the reply, whose `mensagem` the screen shows. */
export function useSaveUsuario(id: number | undefined) {
  const invalidate = useInvalidate(usuariosApi.list.group);
  return useMutation({
    mutationFn: (body: UsuarioBody) =>
      id === undefined
        ? api.call(usuariosApi.create, { body })
        : api.call(usuariosApi.update, { params: { idUsuario: id }, body }),
    onSuccess: invalidate,
  });
}

export function useSetAtivo() {
  const invalidate = useInvalidate(usuariosApi.list.group);
  return useMutation({
    mutationFn: ({ id, ativo }: { readonly id: number; readonly ativo: boolean }) =>
      api.call(usuariosApi.setAtivo, { params: { idUsuario: id }, body: { ativo } }),
    onSuccess: invalidate,
  });
}

export function useSetPermissoes() {
  const invalidate = useInvalidate(usuariosApi.list.group);
  return useMutation({
    mutationFn: ({
      id,
      permissoes,
    }: {
      readonly id: number;
      readonly permissoes: readonly PermissionFlag[];
    }) =>
      api.call(usuariosApi.setPermissoes, {
        params: { idUsuario: id },
        body: { permissoes: [...permissoes] },
      }),
    onSuccess: invalidate,
  });
}
