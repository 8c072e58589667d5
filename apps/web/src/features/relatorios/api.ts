import { relatoriosApi } from '@cfc/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useEndpointQuery } from '../../api/queries.ts';
import { pageQueryOf, type TableParams } from '../../ui/data-table/table-params.ts';

/** The admin reports: a page of rows with the totals of every matching row. */

/** The report's own filters, as the address bar keeps them (undefined: not set). */
export type Filtros = Readonly<Record<string, string | undefined>>;

export function useAulasRealizadas(params: TableParams, filtros: Filtros) {
  return useEndpointQuery(
    relatoriosApi.listAulasRealizadas,
    { query: { ...pageQueryOf(params), ...filtros } },
    { placeholderData: keepPreviousData },
  );
}

export function useCargaHoraria(params: TableParams, filtros: Filtros) {
  return useEndpointQuery(
    relatoriosApi.listCargaHoraria,
    { query: { ...pageQueryOf(params), ...filtros } },
    { placeholderData: keepPreviousData },
  );
}

export function useAulasPorAluno(params: TableParams, filtros: Filtros) {
  return useEndpointQuery(
    relatoriosApi.listAulasPorAluno,
    { query: { ...pageQueryOf(params), ...filtros } },
    { placeholderData: keepPreviousData },
  );
}

export function useAlunosPorPeriodo(params: TableParams, filtros: Filtros) {
  return useEndpointQuery(
    relatoriosApi.listAlunosPorPeriodo,
    { query: { ...pageQueryOf(params), ...filtros } },
    { placeholderData: keepPreviousData },
  );
}

export function useAcoesUsuarios(params: TableParams, filtros: Filtros) {
  return useEndpointQuery(
    relatoriosApi.listAcoesUsuarios,
    { query: { ...pageQueryOf(params), ...filtros } },
    { placeholderData: keepPreviousData },
  );
}

export function useGeral(params: TableParams, filtros: Filtros) {
  return useEndpointQuery(
    relatoriosApi.listGeral,
    { query: { ...pageQueryOf(params), ...filtros } },
    { placeholderData: keepPreviousData },
  );
}

export function useAdmin(params: TableParams, filtros: Filtros) {
  return useEndpointQuery(
    relatoriosApi.listAdmin,
    { query: { ...pageQueryOf(params), ...filtros } },
    { placeholderData: keepPreviousData },
  );
}
