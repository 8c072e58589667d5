import {
  type AulaTeoricaBody,
  type CursosDoRegime,
  instrutoresApi,
  type MatriculaBody,
  type ReposicaoBody,
  salasApi,
  type TurmaBody,
  turmasApi,
} from '@cfc/contract';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useEndpointQuery, useInvalidate } from '../../api/queries.ts';
import { pageQueryOf, type TableParams } from '../../ui/data-table/table-params.ts';

/** The API pages at 100: the most rooms and instructors a class's form offers. */
const OPTIONS_LIMIT = 100;

/** The regime the course names and minimums are shown from when a class has no student yet. */
export const REGIME_DAS_TURMAS = 'CONTRAN_789_2020';

/** The list's own filters, as the address bar keeps them (undefined: not set). */
export type TurmasFiltros = Readonly<Record<string, string | undefined>>;

export function useTurmas(params: TableParams, filtros: TurmasFiltros) {
  return useEndpointQuery(
    turmasApi.list,
    { query: { ...pageQueryOf(params), ...filtros } },
    { placeholderData: keepPreviousData },
  );
}

/** The classes by name, for a select (at most 100, the API's page). */
export function useTurmaOptions() {
  return useEndpointQuery(
    turmasApi.list,
    { query: { sort: 'nome', per_page: OPTIONS_LIMIT } },
    { select: (page) => page.data },
  );
}

/** One class; `undefined` (no valid id in the address) asks for nothing. */
export function useTurma(id: number | undefined) {
  return useEndpointQuery(turmasApi.get, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
}

/** The theory courses of every regime (subjects and minimum h/a), data of packages/domain. */
export function useCursos() {
  return useEndpointQuery(turmasApi.listCursos, undefined, { staleTime: Number.POSITIVE_INFINITY });
}

/** The courses of the regime classes are planned by (CONTRAN 789/2020, which sets minimums). */
export function cursosDoRegime(regimes: readonly CursosDoRegime[] | undefined) {
  const regime = regimes?.find((item) => item.regime === REGIME_DAS_TURMAS) ?? regimes?.[0];
  return regime?.cursos ?? [];
}

export function useSalasAtivas() {
  return useEndpointQuery(
    salasApi.list,
    { query: { situacao: 'ativos', sort: 'nome', per_page: OPTIONS_LIMIT } },
    { select: (page) => page.data },
  );
}

export function useInstrutoresAtivos() {
  return useEndpointQuery(
    instrutoresApi.list,
    { query: { situacao: 'ativos', sort: 'nome', per_page: OPTIONS_LIMIT } },
    { select: (page) => page.data },
  );
}

export function useAulasDaTurma(id: number | undefined) {
  return useEndpointQuery(turmasApi.listAulas, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
}

export function useMatriculas(id: number | undefined) {
  return useEndpointQuery(
    turmasApi.listMatriculas,
    { params: { id: id ?? 0 } },
    { enabled: id !== undefined },
  );
}

export function useReposicao(idMatricula: number | undefined) {
  return useEndpointQuery(
    turmasApi.getReposicao,
    { params: { id: idMatricula ?? 0 } },
    { enabled: idMatricula !== undefined },
  );
}

export function useCargaHorariaTeorica(params: TableParams, filtros: TurmasFiltros) {
  return useEndpointQuery(
    turmasApi.reportCargaHoraria,
    { query: { ...pageQueryOf(params), ...filtros } },
    { placeholderData: keepPreviousData },
  );
}

/** Every change to a class, its sessions or enrolments refreshes the whole group (lists, hours, calendar). */
function useInvalidateTurmas() {
  return useInvalidate(turmasApi.list.group);
}

export function useSaveTurma(id: number | undefined) {
  const invalidate = useInvalidateTurmas();
  return useMutation({
    mutationFn: (body: TurmaBody) =>
      id === undefined
        ? api.call(turmasApi.create, { body })
        : api.call(turmasApi.update, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteTurma() {
  const invalidate = useInvalidateTurmas();
  return useMutation({
    mutationFn: (id: number) => api.call(turmasApi.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}

/** A session of the class: new (`idAula` undefined) or changed. */
export function useSaveAula(idTurma: number, idAula: number | undefined) {
  const invalidate = useInvalidateTurmas();
  return useMutation({
    mutationFn: (body: AulaTeoricaBody) =>
      idAula === undefined
        ? api.call(turmasApi.createAula, { params: { id: idTurma }, body })
        : api.call(turmasApi.updateAula, { params: { id: idAula }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteAula() {
  const invalidate = useInvalidateTurmas();
  return useMutation({
    mutationFn: (id: number) => api.call(turmasApi.removeAula, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useEnrol(idTurma: number) {
  const invalidate = useInvalidateTurmas();
  return useMutation({
    mutationFn: (body: MatriculaBody) => api.call(turmasApi.enrol, { params: { id: idTurma }, body }),
    onSuccess: invalidate,
  });
}

export function useUnenrol(idTurma: number) {
  const invalidate = useInvalidateTurmas();
  return useMutation({
    mutationFn: (idMatricula: number) =>
      api.call(turmasApi.unenrol, { params: { id: idTurma, idMatricula } }),
    onSuccess: invalidate,
  });
}

export function useCreateReposicao() {
  const invalidate = useInvalidateTurmas();
  return useMutation({
    mutationFn: (body: ReposicaoBody) => api.call(turmasApi.createReposicao, { body }),
    onSuccess: invalidate,
  });
}

export function useRemoveReposicao() {
  const invalidate = useInvalidateTurmas();
  return useMutation({
    mutationFn: ({ idAula, idAluno }: { readonly idAula: number; readonly idAluno: number }) =>
      api.call(turmasApi.removeReposicao, { params: { id: idAula, idAluno } }),
    onSuccess: invalidate,
  });
}
