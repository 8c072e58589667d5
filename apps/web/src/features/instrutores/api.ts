import { type InstrutorBody, instrutoresApi } from '@cfc/contract';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useEndpointQuery, useInvalidate } from '../../api/queries.ts';
import type { Situacao } from '../../ui/data-table/situacao.ts';
import { pageQueryOf, type TableParams } from '../../ui/data-table/table-params.ts';
import { FOTO_FIELD } from '../../ui/foto.ts';

export function useInstrutores(params: TableParams, situacao: Situacao) {
  return useEndpointQuery(
    instrutoresApi.list,
    { query: { ...pageQueryOf(params), situacao } },
    { placeholderData: keepPreviousData },
  );
}

/** One record for its edit screen; `undefined` (no valid id in the address) asks for nothing. */
export function useInstrutor(id: number | undefined) {
  return useEndpointQuery(instrutoresApi.get, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
}

/** Each active instructor's week; `semana` is any day of it, today's week when absent. */
export function useInstrutoresSemana(semana: string | undefined) {
  return useEndpointQuery(
    instrutoresApi.getSemana,
    { query: semana ? { semana } : {} },
    { placeholderData: keepPreviousData },
  );
}

/**
 * The stored photo, fetched with the session (an <img> could not send it) and kept until a change to
 * the instructor refreshes it; only asked for when the instructor has one.
 */
export function useInstrutorFoto(id: number, temFoto: boolean) {
  return useEndpointQuery(
    instrutoresApi.getFoto,
    { params: { id } },
    { enabled: temFoto, staleTime: Number.POSITIVE_INFINITY },
  );
}

function useInvalidateInstrutores() {
  return useInvalidate(instrutoresApi.list.group);
}

export function useSaveInstrutor(id: number | undefined) {
  const invalidate = useInvalidateInstrutores();
  return useMutation({
    mutationFn: (body: InstrutorBody) =>
      id === undefined
        ? api.call(instrutoresApi.create, { body })
        : api.call(instrutoresApi.update, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useSetInstrutorAtivo() {
  const invalidate = useInvalidateInstrutores();
  return useMutation({
    mutationFn: ({ id, ativo }: { readonly id: number; readonly ativo: boolean }) =>
      api.call(instrutoresApi.setAtivo, { params: { id }, body: { ativo } }),
    onSuccess: invalidate,
  });
}

/** Sends a new photo (JPG, PNG or WEBP up to 5 MB) or removes the stored one (`null`). */
export function useSaveFoto() {
  const invalidate = useInvalidateInstrutores();
  return useMutation({
    mutationFn: ({ id, file }: { readonly id: number; readonly file: File | null }) => {
      if (file === null) return api.call(instrutoresApi.removeFoto, { params: { id } });
      const body = new FormData();
      body.append(FOTO_FIELD, file);
      return api.call(instrutoresApi.uploadFoto, { params: { id }, body });
    },
    onSuccess: invalidate,
  });
}
