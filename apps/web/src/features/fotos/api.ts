import { type FotosPraticasQuery, type FotosTeoricasQuery, fotosApi } from '@cfc/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeyOf } from '../../api/queries.ts';

/** Without the CFC header: the feeds run across every school the user may see. */
const ALL_SCHOOLS = { currentSchoolOnly: false } as const;

type Filtros<Q> = Omit<Q, 'cursor' | 'limite'>;

/** The practical lessons' photos, newest first, one page after another by cursor. */
export function useFotosPraticas(filtros: Filtros<FotosPraticasQuery>) {
  return useInfiniteQuery({
    queryKey: queryKeyOf(fotosApi.listPraticas, { query: filtros }),
    queryFn: async ({ pageParam }) =>
      (await api.call(fotosApi.listPraticas, { query: { ...filtros, cursor: pageParam } }, ALL_SCHOOLS))
        .dados,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.proximo_cursor ?? undefined,
  });
}

/** The theory sessions' photos, newest first, by cursor. */
export function useFotosTeoricas(filtros: Filtros<FotosTeoricasQuery>) {
  return useInfiniteQuery({
    queryKey: queryKeyOf(fotosApi.listTeoricas, { query: filtros }),
    queryFn: async ({ pageParam }) =>
      (await api.call(fotosApi.listTeoricas, { query: { ...filtros, cursor: pageParam } }, ALL_SCHOOLS))
        .dados,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.proximo_cursor ?? undefined,
  });
}

/** Which file of a photo: the practical photo, its thumbnail, or a theory session's photo. */
export type FotoArquivo = 'pratica' | 'miniatura' | 'teorica';
const ENDPOINTS = {
  pratica: fotosApi.getPratica,
  miniatura: fotosApi.getMiniatura,
  teorica: fotosApi.getTeorica,
} as const;

/** A photo's file, fetched with the session (an <img> cannot send it); kept while the screen lives. */
export function useFotoArquivo(arquivo: FotoArquivo, id: number, enabled = true) {
  const endpoint = ENDPOINTS[arquivo];
  return useQuery({
    queryKey: queryKeyOf(endpoint, { params: { id } }),
    queryFn: () => api.call(endpoint, { params: { id } }, ALL_SCHOOLS),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
