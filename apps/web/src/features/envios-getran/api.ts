import {
  type AtualizarEnvioBody,
  type AtualizarHorarioBody,
  type AtualizarStatusAulaBody,
  aulasPraticasApi,
  autoescolasApi,
  type EnvioAulaPratica,
  getranApi,
  type LoteGetran,
} from '@cfc/contract';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { ApiError } from '../../api/http-client.ts';
import { queryKeyOf, useEndpointQuery, useInvalidate } from '../../api/queries.ts';
import { type EnviosFiltros, enviosQueryOf, type Paging } from './filters.ts';
import { correctionBody, type EnvioOutcome } from './result.ts';

/**
 * The calls of the send screen (SPEC §2.6, §7). The school travels as `schema` in each call, so
 * none sends the CFC header: support and monitoring staff act on any school they may see.
 * `teste` sends the calls that reach the authority to its homologação environment; the corrections
 * of a lesson (its detail, times, status, annotation) are the platform's own, the same in both.
 */
const ALL_SCHOOLS = { currentSchoolOnly: false } as const;
/** How often the batch of the artisan command is asked for its progress. */
export const LOTE_POLL_MS = 1_000;
/** How often the header asks whether the authority answers. */
const SITUACAO_POLL_MS = 30_000;

/** Every query of the send list, whatever its filters: refreshed by 'Consultar'. */
export const ENVIOS_LIST_KEY = queryKeyOf(getranApi.listEnvios);

function withTeste<T extends object>(body: T, teste: boolean): T & { teste?: true } {
  return teste ? { ...body, teste: true } : body;
}

/** The schools the user may see (the school filter, and the notices' recipients). */
export function useEscolas() {
  return useEndpointQuery(autoescolasApi.listVisible, undefined, {
    staleTime: 5 * 60_000,
    request: ALL_SCHOOLS,
  });
}

/** The send list; `filtros` null: nothing asked (after 'Limpar'). */
export function useEnvios(filtros: EnviosFiltros | null, paging: Paging, teste: boolean) {
  return useEndpointQuery(
    getranApi.listEnvios,
    { query: filtros === null ? {} : enviosQueryOf(filtros, paging, teste) },
    { enabled: filtros !== null, placeholderData: keepPreviousData, request: ALL_SCHOOLS },
  );
}

export function useSituacaoGetran() {
  return useEndpointQuery(getranApi.getSituacao, undefined, {
    refetchInterval: SITUACAO_POLL_MS,
    retry: false,
    request: ALL_SCHOOLS,
  });
}

/**
 * Reloads the list (and the header's queue counts) and the lesson modals after anything that
 * changes a lesson. Callers do not wait for it: the screen answers at once and a modal may close
 * meanwhile.
 */
export function useReloadEnvios() {
  return useInvalidate(getranApi.listEnvios.group, aulasPraticasApi.getDetalhes.group);
}

export function useEnviarAula(teste: boolean) {
  return useMutation({
    mutationFn: (row: EnvioAulaPratica & { readonly schema: string }) =>
      api.call(getranApi.sendAula, { body: withTeste(row, teste) }, ALL_SCHOOLS),
  });
}

export function useAjustarEnviar(teste: boolean) {
  return useMutation({
    mutationFn: (outcome: EnvioOutcome) =>
      api.call(getranApi.correctAndSend, { body: correctionBody(outcome, teste) }, ALL_SCHOOLS),
  });
}

export function useComandArtisan(teste: boolean) {
  return useMutation({
    mutationFn: (body: { readonly schema: string; readonly inicio: string; readonly fim: string }) =>
      api.call(getranApi.resendPeriodo, { body: { ...body, teste } }, ALL_SCHOOLS),
  });
}

const isDone = (lote: LoteGetran | undefined) => lote?.status === 'concluido' || lote?.status === 'falhou';

/** The batch of an artisan command, asked every second until it is over. */
export function useLote(id: number | null) {
  return useEndpointQuery(
    getranApi.getLote,
    { params: { id: id ?? 0 } },
    {
      enabled: id !== null,
      refetchInterval: (query) => (isDone(query.state.data) ? false : LOTE_POLL_MS),
      request: ALL_SCHOOLS,
    },
  );
}

export interface AulaAlvo {
  readonly id: number;
  readonly schema: string;
}

/** The detail of a lesson with the instructors and vehicles it may change to. */
const detalheInput = (alvo: AulaAlvo) => ({ query: { id: alvo.id, schema: alvo.schema } });

export function useDetalheAula(alvo: AulaAlvo | null) {
  return useEndpointQuery(aulasPraticasApi.getDetalhes, detalheInput(alvo ?? { id: 0, schema: '' }), {
    enabled: alvo !== null,
    request: ALL_SCHOOLS,
  });
}

export function useAtualizarEnvio() {
  const reload = useReloadEnvios();
  return useMutation({
    mutationFn: (body: AtualizarEnvioBody) => api.call(aulasPraticasApi.update, { body }, ALL_SCHOOLS),
    onSuccess: () => void reload(),
  });
}

/** Removes the annotation of a lesson: its id comes from the lesson's detail, asked again. */
export function useRemoverAnotacao() {
  const queryClient = useQueryClient();
  const reload = useReloadEnvios();
  return useMutation({
    mutationFn: async (alvo: AulaAlvo) => {
      const input = detalheInput(alvo);
      const detalhe = await queryClient.fetchQuery({
        queryKey: queryKeyOf(aulasPraticasApi.getDetalhes, input),
        queryFn: async () => (await api.call(aulasPraticasApi.getDetalhes, input, ALL_SCHOOLS)).dados,
        staleTime: 0,
      });
      const anotacao = detalhe.aulaPratica.anotacao;
      if (anotacao === null) return { semAnotacao: true as const };
      const reply = await api.call(
        aulasPraticasApi.removeAnotacao,
        { body: { id: anotacao.id_anotacao_pratica, schema: alvo.schema } },
        ALL_SCHOOLS,
      );
      return { semAnotacao: false as const, msg: reply.msg };
    },
    onSuccess: () => void reload(),
  });
}

export interface InstrutorAlvo {
  readonly instrutorId: number;
  readonly instrutorNome: string;
  readonly schema: string;
  /** 'YYYY-MM-DD' of the lesson the modal was opened from. */
  readonly data: string;
  readonly aulaId: number;
}

/** The instructor's lessons on the day of the chosen one (a failed load is not tried again). */
export function useAulasInstrutor(alvo: InstrutorAlvo | null) {
  const query = alvo
    ? { id: alvo.instrutorId, schema: alvo.schema, de: alvo.data, ate: alvo.data }
    : { id: 0, schema: '' };
  return useEndpointQuery(
    aulasPraticasApi.listByInstrutor,
    { query },
    { enabled: alvo !== null, retry: false, request: ALL_SCHOOLS },
  );
}

/** POST atualizarHorario, then the lesson goes to the authority again (SPEC §4, §7). */
export function useAtualizarHorario() {
  const reload = useReloadEnvios();
  return useMutation({
    mutationFn: async ({ aulaId, ...body }: AtualizarHorarioBody & { readonly aulaId: number }) => {
      await api.call(aulasPraticasApi.correctHorario, { body }, ALL_SCHOOLS);
      return { aulaId, schema: body.schema };
    },
    onSuccess: () => void reload(),
  });
}

export function useEnviarAulas(teste: boolean) {
  const reload = useReloadEnvios();
  return useMutation({
    mutationFn: (body: { readonly aulaId: readonly number[]; readonly schema: string }) =>
      api.call(
        getranApi.queueAulas,
        { body: withTeste({ ...body, aulaId: [...body.aulaId] }, teste) },
        ALL_SCHOOLS,
      ),
    onSettled: () => void reload(),
  });
}

export interface AlunoAlvo {
  readonly alunoId: number;
  readonly alunoNome: string;
  readonly schema: string;
  /** The lesson the modal was opened from. */
  readonly aulaId: number;
}

export function useAulasAluno(alvo: AlunoAlvo | null) {
  return useEndpointQuery(
    aulasPraticasApi.listByAluno,
    { query: { id: alvo?.alunoId ?? 0, schema: alvo?.schema ?? '' } },
    { enabled: alvo !== null, request: ALL_SCHOOLS },
  );
}

export function useAtualizarStatusAula() {
  const reload = useReloadEnvios();
  return useMutation({
    mutationFn: (body: AtualizarStatusAulaBody) =>
      api.call(aulasPraticasApi.updateGetranStatus, { body }, ALL_SCHOOLS),
    onSuccess: () => void reload(),
  });
}

/**
 * GET /getran/aluno/{cfc}/{cpf}: what the authority holds for a student of the school. A CPF the
 * school has no student with (404) has no lessons to show, like one the authority does not know.
 */
export function useConsultaGetran(teste: boolean) {
  return useMutation({
    mutationFn: async ({ cfc, cpf }: { readonly cfc: string; readonly cpf: string }) => {
      try {
        const reply = await api.call(
          getranApi.getCandidato,
          { params: { cfc, cpf }, query: teste ? { teste: true } : {} },
          ALL_SCHOOLS,
        );
        return reply.dados.aulas;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
  });
}
