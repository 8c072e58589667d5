import {
  type AlunoBody,
  alunosApi,
  type EndpointData,
  type ExameBody,
  RESULTADOS_EXAME,
  SITUACOES_ALUNO,
  type situacaoBody,
  TIPOS_EXAME,
} from '@cfc/contract';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../api/client.ts';
import { useEndpointQuery, useInvalidate } from '../../api/queries.ts';
import { pageQueryOf, type TableParams } from '../../ui/data-table/table-params.ts';
import { FOTO_FIELD } from '../../ui/foto.ts';

export type Situacao = (typeof SITUACOES_ALUNO)[number];
export type SituacaoHistorico = EndpointData<typeof alunosApi.listSituacoes>[number];
export type TipoExame = (typeof TIPOS_EXAME)[number];
export type ResultadoExame = (typeof RESULTADOS_EXAME)[number];
export type SituacaoBody = z.input<typeof situacaoBody>;
export { RESULTADOS_EXAME, SITUACOES_ALUNO, TIPOS_EXAME };

export function isSituacao(value: string | null | undefined): value is Situacao {
  return (SITUACOES_ALUNO as readonly (string | null | undefined)[]).includes(value);
}

export function isTipoExame(value: string | null | undefined): value is TipoExame {
  return (TIPOS_EXAME as readonly (string | null | undefined)[]).includes(value);
}

/** How many students the student pickers offer per search (SPEC §9: a select shows at most 50). */
const PICKER_SIZE = 50;

const isId = (id: number | undefined): id is number => id !== undefined && Number.isInteger(id) && id > 0;

export function useAlunos(params: TableParams, situacao: Situacao | undefined, apto?: 'sim' | 'nao') {
  return useEndpointQuery(
    alunosApi.list,
    { query: { ...pageQueryOf(params), situacao, apto } },
    { placeholderData: keepPreviousData },
  );
}

/** The students matching a typed search, by name, for the student pickers. */
export function useAlunoOptions(filtro: string) {
  const search = filtro.trim();
  return useEndpointQuery(
    alunosApi.list,
    { query: { per_page: PICKER_SIZE, sort: 'nome', ...(search === '' ? {} : { filtro: search }) } },
    { select: (page) => page.data, placeholderData: keepPreviousData },
  );
}

export function useAluno(id: number | undefined) {
  return useEndpointQuery(alunosApi.get, { params: { id: id ?? 0 } }, { enabled: isId(id) });
}

export function useSituacoes(id: number | undefined) {
  return useEndpointQuery(alunosApi.listSituacoes, { params: { id: id ?? 0 } }, { enabled: isId(id) });
}

/**
 * The reference photo, fetched with the session (an <img> could not send it) and kept until a change
 * to the student refreshes it; none when the student has none. Shown through `useObjectUrl`.
 */
export function useFoto(id: number, temFoto: boolean) {
  return useEndpointQuery(
    alunosApi.getFoto,
    { params: { id } },
    { enabled: isId(id) && temFoto, staleTime: Number.POSITIVE_INFINITY },
  );
}

export function useExamesAluno(id: number | undefined) {
  return useEndpointQuery(alunosApi.listExames, { params: { id: id ?? 0 } }, { enabled: isId(id) });
}

export function usePacientes(params: TableParams, tipo: TipoExame | undefined) {
  return useEndpointQuery(
    alunosApi.listPacientes,
    { query: { ...pageQueryOf(params), tipo } },
    { placeholderData: keepPreviousData },
  );
}

/** Every students screen shows fresh data after any change. */
function useInvalidateAlunos() {
  return useInvalidate(alunosApi.list.group);
}

/** Creates (no id) or updates a student; the reply's `mensagem` is for the screen to show. */
export function useSaveAluno(id: number | undefined) {
  const invalidate = useInvalidateAlunos();
  return useMutation({
    mutationFn: (body: AlunoBody) =>
      id === undefined
        ? api.call(alunosApi.create, { body })
        : api.call(alunosApi.update, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useSetSituacao(id: number) {
  const invalidate = useInvalidateAlunos();
  return useMutation({
    mutationFn: (body: SituacaoBody) => api.call(alunosApi.setSituacao, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

/** PUT /alunos/:id/foto, multipart field `arquivo`. */
export function useUploadFoto() {
  const invalidate = useInvalidateAlunos();
  return useMutation({
    mutationFn: ({ id, arquivo }: { id: number; arquivo: File }) => {
      const body = new FormData();
      body.append(FOTO_FIELD, arquivo);
      return api.call(alunosApi.uploadFoto, { params: { id }, body });
    },
    onSuccess: invalidate,
  });
}

export function useRemoveFoto() {
  const invalidate = useInvalidateAlunos();
  return useMutation({
    mutationFn: (id: number) => api.call(alunosApi.removeFoto, { params: { id } }),
    onSuccess: invalidate,
  });
}

/** Registers (no exam id) or corrects an exam of a student. */
export function useSaveExame(alunoId: number, exameId?: number) {
  const invalidate = useInvalidateAlunos();
  return useMutation({
    mutationFn: (body: ExameBody) =>
      exameId === undefined
        ? api.call(alunosApi.createExame, { params: { id: alunoId }, body })
        : api.call(alunosApi.updateExame, { params: { id: alunoId, idExame: exameId }, body }),
    onSuccess: invalidate,
  });
}
