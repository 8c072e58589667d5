import {
  type AulaPraticaBody,
  aulasPraticasApi,
  type ContingenciaBody,
  instrutoresApi,
  type MomentoFoto,
  type Page,
  type Perimetro,
  type Processo,
  perimetrosApi,
  processosApi,
  type TIPOS_AULA_PRATICA,
  veiculosApi,
} from '@cfc/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../api/client.ts';
import { queryKeyOf, useEndpointQuery, useInvalidate } from '../../api/queries.ts';
import { pageQueryOf, type TableParams } from '../../ui/data-table/table-params.ts';

export type TipoAula = (typeof TIPOS_AULA_PRATICA)[number];
/** The API's largest page: the choices of a select come in one call. */
const OPTIONS_PAGE = 100;

/** A select's choices in one page: the API's largest. */

/** Open processes of the school's students: whose lessons can be booked. */
export function useProcessosAbertos() {
  return useEndpointQuery(
    processosApi.list,
    { query: { per_page: OPTIONS_PAGE, status: 'aberto' } },
    { select: (page: Page<Processo>) => page.data },
  );
}

export function useInstrutoresAtivos() {
  return useEndpointQuery(
    instrutoresApi.list,
    { query: { per_page: OPTIONS_PAGE } },
    { select: (page) => page.data },
  );
}

export function useVeiculosAtivos() {
  return useEndpointQuery(
    veiculosApi.list,
    { query: { per_page: OPTIONS_PAGE } },
    { select: (page) => page.data },
  );
}

/** The school's active perimeters, drawn behind a lesson's track (only for who may see them). */
export function usePerimetrosAtivos(enabled: boolean) {
  return useEndpointQuery(
    perimetrosApi.list,
    { query: { per_page: OPTIONS_PAGE, situacao: 'ativos' } },
    { select: (page: Page<Perimetro>) => page.data, enabled, staleTime: 5 * 60_000 },
  );
}

/** What the day's slots are asked for: every choice of the booking but the start. */
export type SlotsRequest = Required<Omit<AulaPraticaBody, 'inicio' | 'contingencia'>> & {
  readonly data: string;
};

/** The day's slots and why each is not free; nothing is asked until every choice is made. */
export function useHorariosLivres(request: SlotsRequest | undefined) {
  return useEndpointQuery(
    aulasPraticasApi.listHorariosLivres,
    { query: request ?? {} },
    { enabled: request !== undefined },
  );
}

/** A booking changes the lessons and the hours of the process. */
function useInvalidateAulas() {
  return useInvalidate(aulasPraticasApi.list.group, 'processos');
}

/** Books a lesson; a refused one asks the day's slots again, as the slot may have been taken meanwhile. */
export function useBookAula() {
  const invalidate = useInvalidateAulas();
  const refreshSlots = useInvalidate(aulasPraticasApi.listHorariosLivres.group);
  return useMutation({
    mutationFn: (body: AulaPraticaBody) => api.call(aulasPraticasApi.book, { body }),
    onSuccess: invalidate,
    onError: refreshSlots,
  });
}

export interface AulasFilters {
  readonly status: 'agendada' | 'realizada';
  readonly de?: string;
  readonly ate?: string;
  readonly instrutor_id?: string;
  readonly veiculo_id?: string;
}

export function useAulas(params: TableParams, filters: AulasFilters) {
  return useEndpointQuery(
    aulasPraticasApi.list,
    { query: { ...pageQueryOf(params), ...filters } },
    { placeholderData: keepPreviousData },
  );
}

export type AgendaPor = 'instrutor' | 'veiculo' | 'aluno';

/** The lessons of a period, of one instructor, vehicle or student (`id` undefined: asks nothing). */
export function useAgenda(de: string, ate: string, por: AgendaPor, id: number | undefined) {
  return useEndpointQuery(
    aulasPraticasApi.listAgenda,
    { query: { de, ate, por, id } },
    { enabled: id !== undefined, placeholderData: keepPreviousData },
  );
}

export function useAula(id: number | undefined) {
  return useEndpointQuery(aulasPraticasApi.get, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
}

export function useRescheduleAula(id: number) {
  const invalidate = useInvalidateAulas();
  return useMutation({
    mutationFn: (body: { readonly inicio: string; readonly motivo: string }) =>
      api.call(aulasPraticasApi.reschedule, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

/**
 * Cancels a lesson with the reason. A lesson already given loses its annotation in the same call
 * (`remover_anotacao`, irreversible): one transaction, the annotation goes with it or not at all.
 */
export function useCancelAula(id: number) {
  const invalidate = useInvalidateAulas();
  return useMutation({
    mutationFn: (body: { readonly motivo: string; readonly remover_anotacao: boolean }) =>
      api.call(aulasPraticasApi.cancel, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

/** Marks a lesson as a contingency one, or unmarks it, with the reason. */
export function useSetContingencia(id: number) {
  const invalidate = useInvalidateAulas();
  return useMutation({
    mutationFn: (body: ContingenciaBody) =>
      api.call(aulasPraticasApi.setContingencia, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

/**
 * The contingency share of the month `mes` ('YYYY-MM') of the school `schema`; without it, the
 * school's own for school staff and every school granted to monitoring and support.
 */
export function useContingenciaDoMes(mes: string, schema?: string) {
  return useEndpointQuery(aulasPraticasApi.listContingencia, {
    query: { mes, ...(schema ? { schema } : {}) },
  });
}

/** A missing photo is an answer (404), not a failure to retry. */
const retryUnlessMissing = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && failures < 1;

/** The photo of the student at the start or the end of a lesson given, fetched with the session. */
export function useAulaFoto(id: number, momento: MomentoFoto, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(aulasPraticasApi.getFoto, { params: { id, momento } }),
    queryFn: () => api.call(aulasPraticasApi.getFoto, { params: { id, momento } }),
    enabled,
    retry: retryUnlessMissing,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The GPS track of a lesson given, in recording order. */
export function useAulaPosicoes(id: number, enabled: boolean) {
  return useEndpointQuery(aulasPraticasApi.listPosicoes, { params: { id } }, { enabled });
}
