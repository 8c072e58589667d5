import type {
  AulaAgendada,
  AulaPratica,
  AulaPraticaDetalhe,
  ContingenciaBody,
  ContingenciaMes,
  HorarioLivre,
  Instrutor,
  MomentoFoto,
  Page,
  Perimetro,
  PosicoesBody,
  Processo,
  TIPOS_AULA_PRATICA,
  Veiculo,
} from '@cfc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../api/client.ts';
import { type TableParams, tableQuery } from '../../ui/data-table/table-params.ts';

export type TipoAula = (typeof TIPOS_AULA_PRATICA)[number];
/** The API's largest page: the choices of a select come in one call. */
const OPTIONS_PAGE = '100';

const keys = {
  all: ['aulas-praticas'] as const,
  slots: (query: string) => ['aulas-praticas', 'horarios-livres', query] as const,
  list: (query: string) => ['aulas-praticas', 'list', query] as const,
  agenda: (query: string) => ['aulas-praticas', 'agenda', query] as const,
  detail: (id: number) => ['aulas-praticas', 'detail', id] as const,
  foto: (id: number, momento: MomentoFoto) => ['aulas-praticas', 'foto', id, momento] as const,
  posicoes: (id: number) => ['aulas-praticas', 'posicoes', id] as const,
  contingencia: (query: string) => ['aulas-praticas', 'contingencia', query] as const,
};

async function firstPage<T>(path: string, extra: Record<string, string> = {}): Promise<readonly T[]> {
  const query = new URLSearchParams({ per_page: OPTIONS_PAGE, ...extra });
  return (await api.get<Page<T>>(`${path}?${query}`)).dados.data;
}

/** Open processes of the school's students: whose lessons can be booked. */
export function useProcessosAbertos() {
  return useQuery({
    queryKey: ['processos', 'abertos'],
    queryFn: () => firstPage<Processo>('/processos', { status: 'aberto' }),
  });
}

export function useInstrutoresAtivos() {
  return useQuery({
    queryKey: ['instrutores', 'ativos'],
    queryFn: () => firstPage<Instrutor>('/instrutores'),
  });
}

export function useVeiculosAtivos() {
  return useQuery({ queryKey: ['veiculos', 'ativos'], queryFn: () => firstPage<Veiculo>('/veiculos') });
}

export interface SlotsRequest {
  readonly data: string;
  readonly processo_id: number;
  readonly instrutor_id: number;
  readonly veiculo_id: number;
  readonly horas_aula: 1 | 2;
  readonly tipo: TipoAula;
}

/** The day's slots and why each is not free; nothing is asked until every choice is made. */
export function useHorariosLivres(request: SlotsRequest | undefined) {
  const query = request
    ? new URLSearchParams(Object.entries(request).map(([key, value]) => [key, String(value)])).toString()
    : '';
  return useQuery({
    queryKey: keys.slots(query),
    queryFn: async () => (await api.get<HorarioLivre[]>(`/aulas-praticas/horarios-livres?${query}`)).dados,
    enabled: request !== undefined,
  });
}

function useInvalidateAulas() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.all }),
      queryClient.invalidateQueries({ queryKey: ['processos'] }),
    ]);
}

export function useBookAula() {
  const invalidate = useInvalidateAulas();
  return useMutation({
    mutationFn: (body: Omit<SlotsRequest, 'data'> & { readonly inicio: string }) =>
      api.post<AulaAgendada>('/aulas-praticas', body),
    onSuccess: invalidate,
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
  const query = tableQuery(params, { ...filters }).toString();
  return useQuery({
    queryKey: keys.list(query),
    queryFn: async () => (await api.get<Page<AulaPratica>>(`/aulas-praticas?${query}`)).dados,
    placeholderData: keepPreviousData,
  });
}

export type AgendaPor = 'instrutor' | 'veiculo' | 'aluno';

/** The lessons of a period, of one instructor, vehicle or student (`id` undefined: asks nothing). */
export function useAgenda(de: string, ate: string, por: AgendaPor, id: number | undefined) {
  const query = new URLSearchParams({ de, ate, por, id: String(id ?? '') }).toString();
  return useQuery({
    queryKey: keys.agenda(query),
    queryFn: async () => (await api.get<AulaPratica[]>(`/aulas-praticas/agenda?${query}`)).dados,
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useAula(id: number | undefined) {
  return useQuery({
    queryKey: keys.detail(id ?? 0),
    queryFn: async () => (await api.get<AulaPraticaDetalhe>(`/aulas-praticas/${id}`)).dados,
    enabled: id !== undefined,
  });
}

export function useRemarcarAula(id: number) {
  const invalidate = useInvalidateAulas();
  return useMutation({
    mutationFn: (body: { readonly inicio: string; readonly motivo: string }) =>
      api.patch<AulaPratica>(`/aulas-praticas/${id}/remarcar`, body),
    onSuccess: invalidate,
  });
}

export function useCancelarAula(id: number) {
  const invalidate = useInvalidateAulas();
  return useMutation({
    mutationFn: (motivo: string) => api.patch<AulaPratica>(`/aulas-praticas/${id}/cancelar`, { motivo }),
    onSuccess: invalidate,
  });
}

/** Cancels a lesson already given: its annotation is removed first (irreversible), then it is cancelled. */
export function useCancelarAulaDada(id: number) {
  const invalidate = useInvalidateAulas();
  return useMutation({
    // One call, one transaction: the annotation goes with the cancellation or not at all.
    mutationFn: (motivo: string) =>
      api.patch<AulaPratica>(`/aulas-praticas/${id}/cancelar`, { motivo, remover_anotacao: true }),
    onSuccess: invalidate,
  });
}

/** Marks a lesson as a contingency one, or unmarks it, with the reason. */
export function useContingenciaAula(id: number) {
  const invalidate = useInvalidateAulas();
  return useMutation({
    mutationFn: (body: ContingenciaBody) =>
      api.patch<AulaPratica>(`/aulas-praticas/${id}/contingencia`, body),
    onSuccess: invalidate,
  });
}

/**
 * The contingency share of the month `mes` ('YYYY-MM') of the school `schema`; without it, the
 * school's own for school staff and every school granted to monitoring and support.
 */
export function useContingenciaDoMes(mes: string, schema?: string) {
  const query = new URLSearchParams({ mes, ...(schema ? { schema } : {}) }).toString();
  return useQuery({
    queryKey: keys.contingencia(query),
    queryFn: async () => (await api.get<ContingenciaMes[]>(`/aulas-praticas/contingencia?${query}`)).dados,
  });
}

export type Posicao = PosicoesBody['posicoes'][number];

/** A missing photo is an answer (404), not a failure to retry. */
const retryUnlessMissing = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && failures < 1;

/** The photo of the student at the start or the end of a lesson given, fetched with the session. */
export function useAulaFoto(id: number, momento: MomentoFoto, enabled: boolean) {
  return useQuery({
    queryKey: keys.foto(id, momento),
    queryFn: () => api.blob(`/aulas-praticas/${id}/fotos/${momento}`),
    enabled,
    retry: retryUnlessMissing,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The GPS track of a lesson given, in recording order. */
export function useAulaPosicoes(id: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.posicoes(id),
    queryFn: async () => (await api.get<Posicao[]>(`/aulas-praticas/${id}/posicoes`)).dados,
    enabled,
  });
}

/** The school's active perimeters, drawn behind a lesson's track (only for who may see them). */
export function usePerimetrosAtivos(enabled: boolean) {
  return useQuery({
    queryKey: ['perimetros', 'ativos'],
    queryFn: () => firstPage<Perimetro>('/perimetros', { situacao: 'ativos' }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
