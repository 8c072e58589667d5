import {
  type AulaDoAluno,
  type AulaStaffDetalhe,
  type AutoescolaResumo,
  type EnvioAulaPratica,
  getranApi,
  type InstrutorAula,
  type LoteGetran,
} from '@cfc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { ApiError } from '../../api/http-client.ts';
import { queryKeyOf, useEndpointQuery } from '../../api/queries.ts';
import { type EnviosFiltros, enviosQueryOf, type Paging } from './filters.ts';
import { correctionBody, type EnvioOutcome } from './result.ts';

/**
 * The calls of the send screen (SPEC §2.6, §7). The school travels as `schema` in each call, so
 * none sends the CFC header: support and monitoring staff act on any school they may see.
 * `teste` sends them to the authority's homologação environment.
 */
const ALL_SCHOOLS = { currentSchoolOnly: false } as const;
/** How often the batch of the artisan command is asked for its progress. */
export const LOTE_POLL_MS = 1_000;
/** How often the header asks whether the authority answers. */
const SITUACAO_POLL_MS = 30_000;

/** The keys of the screen's calls to other modules' routes, not yet declared in the contract. */
const enviosKeys = {
  all: ['envios-getran'] as const,
  detalhe: (schema: string, id: number) => ['envios-getran', 'detalhe', schema, id] as const,
  instrutor: (query: string) => ['envios-getran', 'instrutor', query] as const,
  aluno: (schema: string, id: number) => ['envios-getran', 'aluno', schema, id] as const,
  escolas: ['autoescola', 'opcoes'] as const,
};

/** Every query of the send list, whatever its filters: refreshed by 'Consultar'. */
export const ENVIOS_LIST_KEY = queryKeyOf(getranApi.listEnvios);

function withTeste<T extends object>(body: T, teste: boolean): T & { teste?: true } {
  return teste ? { ...body, teste: true } : body;
}

function queryOf(values: Record<string, string | number>, teste: boolean): string {
  const query = new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)]));
  if (teste) query.set('teste', 'true');
  return query.toString();
}

export function useEscolas() {
  return useQuery({
    queryKey: enviosKeys.escolas,
    queryFn: async () => (await api.get<AutoescolaResumo[]>('/autoescola', ALL_SCHOOLS)).dados,
    staleTime: 5 * 60_000,
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
 * Reloads the list (and the header's queue counts) after anything that changes a lesson. Callers
 * do not wait for it: the screen answers at once and a modal may close meanwhile.
 */
export function useReloadEnvios() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [getranApi.listEnvios.group] }),
      queryClient.invalidateQueries({ queryKey: enviosKeys.all }),
    ]);
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

export function useDetalheAula(alvo: AulaAlvo | null, teste: boolean) {
  return useQuery({
    queryKey: enviosKeys.detalhe(alvo?.schema ?? '', alvo?.id ?? 0),
    queryFn: () => fetchDetalhe(alvo ?? { id: 0, schema: '' }, teste),
    enabled: alvo !== null,
  });
}

async function fetchDetalhe(alvo: AulaAlvo, teste: boolean): Promise<AulaStaffDetalhe> {
  const query = queryOf({ id: alvo.id, schema: alvo.schema }, teste);
  return (await api.get<AulaStaffDetalhe>(`/aulas/praticas/detalhes?${query}`, ALL_SCHOOLS)).dados;
}

export interface AtualizarEnvio {
  readonly aula: number;
  readonly anotacaoPratica: number | null;
  readonly instrutor: number;
  readonly veiculo: number;
  readonly inicio: string;
  readonly fim: string;
  readonly schema: string;
}

export function useAtualizarEnvio(teste: boolean) {
  const reload = useReloadEnvios();
  return useMutation({
    mutationFn: (body: AtualizarEnvio) =>
      api.post<never>('/dashboard/aulas/praticas/atualizarenvio', withTeste(body, teste), ALL_SCHOOLS),
    onSuccess: () => void reload(),
  });
}

/** Removes the annotation of a lesson: its id comes from the lesson's detail. */
export function useRemoverAnotacao(teste: boolean) {
  const queryClient = useQueryClient();
  const reload = useReloadEnvios();
  return useMutation({
    mutationFn: async (alvo: AulaAlvo) => {
      const detalhe = await queryClient.fetchQuery({
        queryKey: enviosKeys.detalhe(alvo.schema, alvo.id),
        queryFn: () => fetchDetalhe(alvo, teste),
        staleTime: 0,
      });
      const anotacao = detalhe.aulaPratica.anotacao;
      if (anotacao === null) return { semAnotacao: true as const };
      const reply = await api.post<never>(
        '/dashboard/aulas/praticas/removerAnotacao',
        withTeste({ id: anotacao.id_anotacao_pratica, schema: alvo.schema }, teste),
        ALL_SCHOOLS,
      );
      return { semAnotacao: false as const, msg: (reply as { msg?: string }).msg };
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

export function useAulasInstrutor(alvo: InstrutorAlvo | null, teste: boolean) {
  const query = alvo
    ? queryOf({ id: alvo.instrutorId, schema: alvo.schema, de: alvo.data, ate: alvo.data }, teste)
    : '';
  return useQuery({
    queryKey: enviosKeys.instrutor(query),
    queryFn: async () =>
      (await api.get<InstrutorAula[]>(`/instrutor/aulas/praticas?${query}`, ALL_SCHOOLS)).dados,
    enabled: alvo !== null,
    retry: false,
  });
}

/** POST atualizarHorario, then the lesson goes to the authority again (SPEC §4, §7). */
export function useAtualizarHorario(teste: boolean) {
  const reload = useReloadEnvios();
  return useMutation({
    mutationFn: async (body: {
      readonly anotacaoId: number;
      readonly aulaId: number;
      readonly schema: string;
      readonly inicio: string;
      readonly fim: string;
    }) => {
      const { aulaId, ...horario } = body;
      await api.post<never>(
        '/dashboard/aulas/praticas/atualizarHorario',
        withTeste(horario, teste),
        ALL_SCHOOLS,
      );
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

export function useAulasAluno(alvo: AlunoAlvo | null, teste: boolean) {
  const query = alvo ? queryOf({ id: alvo.alunoId, schema: alvo.schema }, teste) : '';
  return useQuery({
    queryKey: enviosKeys.aluno(alvo?.schema ?? '', alvo?.alunoId ?? 0),
    queryFn: async () =>
      (await api.get<AulaDoAluno[]>(`/alunos/consultar/aulas-praticas?${query}`, ALL_SCHOOLS)).dados,
    enabled: alvo !== null,
  });
}

export function useAtualizarStatusAula(teste: boolean) {
  const reload = useReloadEnvios();
  return useMutation({
    mutationFn: (body: { readonly aulaId: number; readonly schema: string; readonly status: string }) =>
      api.post<never>('/dashboard/aulas/praticas/atualizarStatusAula', withTeste(body, teste), ALL_SCHOOLS),
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
