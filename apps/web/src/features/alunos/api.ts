import {
  type Aluno,
  type AlunoBody,
  type Exame,
  type ExameBody,
  type Page,
  SITUACOES_ALUNO,
  type situacaoHistorico,
} from '@cfc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../api/client.ts';
import { type TableParams, tableQuery } from '../../ui/data-table/table-params.ts';
import { FOTO_FIELD, useStoredFoto } from '../../ui/foto.ts';
import type { TipoExame } from './exame-values.ts';

export type Situacao = (typeof SITUACOES_ALUNO)[number];
export type SituacaoHistorico = z.infer<typeof situacaoHistorico>;
export { SITUACOES_ALUNO };

export function isSituacao(value: string | null | undefined): value is Situacao {
  return (SITUACOES_ALUNO as readonly (string | null | undefined)[]).includes(value);
}

/** How many students the student pickers offer per search (SPEC §9: a select shows at most 50). */
const PICKER_SIZE = 50;

const keys = {
  all: ['alunos'] as const,
  list: (query: string) => ['alunos', 'list', query] as const,
  detail: (id: number) => ['alunos', 'detail', id] as const,
  situacoes: (id: number) => ['alunos', 'situacoes', id] as const,
  foto: (id: number) => ['alunos', 'foto', id] as const,
  exames: (id: number) => ['alunos', 'exames', id] as const,
  pacientes: (query: string) => ['alunos', 'pacientes', query] as const,
};

const isId = (id: number | undefined): id is number => id !== undefined && Number.isInteger(id) && id > 0;

export function useAlunos(params: TableParams, situacao: Situacao | undefined, apto?: 'sim' | 'nao') {
  const query = tableQuery(params, { situacao, apto }).toString();
  return useQuery({
    queryKey: keys.list(query),
    queryFn: async () => (await api.get<Page<Aluno>>(`/alunos?${query}`)).dados,
    placeholderData: keepPreviousData,
  });
}

/** The students matching a typed search, by name, for the student pickers. */
export function useAlunoOptions(filtro: string) {
  const query = new URLSearchParams({ per_page: String(PICKER_SIZE), sort: 'nome' });
  if (filtro.trim() !== '') query.set('filtro', filtro.trim());
  return useQuery({
    queryKey: keys.list(`picker:${query}`),
    queryFn: async () => (await api.get<Page<Aluno>>(`/alunos?${query}`)).dados.data,
    placeholderData: keepPreviousData,
  });
}

export function useAluno(id: number | undefined) {
  return useQuery({
    queryKey: keys.detail(id ?? 0),
    queryFn: async () => (await api.get<Aluno>(`/alunos/${id}`)).dados,
    enabled: isId(id),
  });
}

export function useSituacoes(id: number | undefined) {
  return useQuery({
    queryKey: keys.situacoes(id ?? 0),
    queryFn: async () => (await api.get<SituacaoHistorico[]>(`/alunos/${id}/situacoes`)).dados,
    enabled: isId(id),
  });
}

/** The reference photo as an image address for <img>; null when the student has none. */
export function useFoto(id: number, temFoto: boolean) {
  return useStoredFoto(keys.foto(id), `/alunos/${id}/foto`, isId(id) && temFoto);
}

export function useExamesAluno(id: number | undefined) {
  return useQuery({
    queryKey: keys.exames(id ?? 0),
    queryFn: async () => (await api.get<Exame[]>(`/alunos/${id}/exames`)).dados,
    enabled: isId(id),
  });
}

export function usePacientes(params: TableParams, tipo: TipoExame | undefined) {
  const query = tableQuery(params, { tipo }).toString();
  return useQuery({
    queryKey: keys.pacientes(query),
    queryFn: async () => (await api.get<Page<Exame>>(`/alunos/exames/pacientes?${query}`)).dados,
    placeholderData: keepPreviousData,
  });
}

/** Every students screen shows fresh data after any change. */
function useInvalidateAlunos() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}

/** Creates (no id) or updates a student; the reply's `mensagem` is for the screen to show. */
export function useSaveAluno(id: number | undefined) {
  const invalidate = useInvalidateAlunos();
  return useMutation({
    mutationFn: (body: AlunoBody) =>
      id === undefined ? api.post<Aluno>('/alunos', body) : api.request<Aluno>('PUT', `/alunos/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useSetSituacao() {
  const invalidate = useInvalidateAlunos();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; situacao: Situacao; motivo: string | null }) =>
      api.patch<Aluno>(`/alunos/${id}/situacao`, body),
    onSuccess: invalidate,
  });
}

/** PUT /alunos/:id/foto, multipart field `arquivo`. */
export function useUploadFoto() {
  const invalidate = useInvalidateAlunos();
  return useMutation({
    mutationFn: ({ id, arquivo }: { id: number; arquivo: File }) => {
      const form = new FormData();
      form.append(FOTO_FIELD, arquivo);
      return api.request<Aluno>('PUT', `/alunos/${id}/foto`, form);
    },
    onSuccess: invalidate,
  });
}

export function useRemoveFoto() {
  const invalidate = useInvalidateAlunos();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/alunos/${id}/foto`),
    onSuccess: invalidate,
  });
}

/** Registers (no exam id) or corrects an exam of a student. */
export function useSaveExame() {
  const invalidate = useInvalidateAlunos();
  return useMutation({
    mutationFn: ({ alunoId, exameId, body }: { alunoId: number; exameId?: number; body: ExameBody }) =>
      exameId === undefined
        ? api.post<Exame>(`/alunos/${alunoId}/exames`, body)
        : api.request<Exame>('PUT', `/alunos/${alunoId}/exames/${exameId}`, body),
    onSuccess: invalidate,
  });
}
