import { type AulasMonitoradasQuery, evidenciasApi, type MomentoFoto } from '@cfc/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../api/client.ts';
import { queryKeyOf, useEndpointQuery, useInvalidate } from '../../api/queries.ts';
import { pageQueryOf, type TableParams } from '../../ui/data-table/table-params.ts';

/**
 * A practical lesson's evidence, the monitoring lists and the contestation report. The evidence is
 * read across every school the user may see (no CFC header): monitoring, commercial and the traffic
 * authority open lessons of several schools; a school's staff see their one school anyway.
 */

const ALL_SCHOOLS = { currentSchoolOnly: false } as const;

/** A missing photo is an answer (404), not a failure to retry. */
const retryUnlessMissing = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && failures < 1;

export function useEvidencia(id: number | null) {
  return useEndpointQuery(
    evidenciasApi.get,
    { params: { id: id ?? 0 } },
    { enabled: id !== null, request: ALL_SCHOOLS },
  );
}

export function useFotoEvidencia(id: number, momento: MomentoFoto) {
  const input = { params: { id, momento } };
  return useQuery({
    queryKey: queryKeyOf(evidenciasApi.getFoto, input),
    queryFn: () => api.call(evidenciasApi.getFoto, input, ALL_SCHOOLS),
    retry: retryUnlessMissing,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function baixarManual(aula: number, evidencia: number): Promise<Blob> {
  return api.call(evidenciasApi.getManual, { params: { id: aula, evidencia } }, ALL_SCHOOLS);
}

/** The list's filters as the address bar keeps them (undefined: not set). */
export type FiltrosLista = Omit<AulasMonitoradasQuery, 'page' | 'per_page' | 'sort'>;

/** Given lessons with their evidence summary; `todasEscolas` across every school seen. */
export function useAulasMonitoradas(params: TableParams, filtros: FiltrosLista, todasEscolas: boolean) {
  return useEndpointQuery(
    evidenciasApi.list,
    { query: { ...pageQueryOf(params), ...filtros } },
    { placeholderData: keepPreviousData, ...(todasEscolas ? { request: ALL_SCHOOLS } : {}) },
  );
}

export function useRelatorio(autoescola: string, aula: number) {
  return useEndpointQuery(
    evidenciasApi.getRelatorio,
    { params: { autoescola, aula } },
    { request: ALL_SCHOOLS },
  );
}

export function useGerarPdf(autoescola: string, aula: number) {
  return useMutation({
    mutationFn: () => api.call(evidenciasApi.pdfRelatorio, { params: { autoescola, aula } }, ALL_SCHOOLS),
  });
}

export function useVerificarRelatorio() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('arquivo', file);
      return api.call(evidenciasApi.verifyRelatorio, { body }, ALL_SCHOOLS);
    },
  });
}

export function useEnviarManual(aula: number) {
  const invalidate = useInvalidate(evidenciasApi.get.group);
  return useMutation({
    mutationFn: ({ descricao, file }: { readonly descricao: string; readonly file: File }) => {
      // The description goes before the file: the server reads the fields that came before it.
      const body = new FormData();
      body.append('descricao', descricao);
      body.append('arquivo', file);
      return api.call(evidenciasApi.addManual, { params: { id: aula }, body }, ALL_SCHOOLS);
    },
    onSuccess: invalidate,
  });
}
