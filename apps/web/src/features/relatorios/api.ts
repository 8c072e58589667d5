import type { RelatorioAulasRealizadas, RelatorioCargaHoraria } from '@cfc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { type TableParams, tableQuery } from '../../ui/data-table/table-params.ts';

/** The two practical-lesson reports: a page of rows with the totals of every matching row. */

export const RELATORIO_AULAS = '/relatorios/aulas-praticas-realizadas';
export const RELATORIO_CARGA = '/relatorios/carga-horaria-pratica';

const keys = {
  aulas: (query: string) => ['relatorios', 'aulas-realizadas', query] as const,
  carga: (query: string) => ['relatorios', 'carga-horaria', query] as const,
};

/** The report's own filters, as the address bar keeps them (undefined: not set). */
export type Filtros = Readonly<Record<string, string | undefined>>;

export function useAulasRealizadas(params: TableParams, filtros: Filtros) {
  const query = tableQuery(params, filtros).toString();
  return useQuery({
    queryKey: keys.aulas(query),
    queryFn: async () => (await api.get<RelatorioAulasRealizadas>(`${RELATORIO_AULAS}?${query}`)).dados,
    placeholderData: keepPreviousData,
  });
}

export function useCargaHoraria(params: TableParams, filtros: Filtros) {
  const query = tableQuery(params, filtros).toString();
  return useQuery({
    queryKey: keys.carga(query),
    queryFn: async () => (await api.get<RelatorioCargaHoraria>(`${RELATORIO_CARGA}?${query}`)).dados,
    placeholderData: keepPreviousData,
  });
}
