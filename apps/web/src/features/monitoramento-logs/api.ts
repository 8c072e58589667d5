import { agendamentoLogExportQuery, logsApi, reportExports } from '@cfc/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useEndpointQuery } from '../../api/queries.ts';
import { pageQueryOf, type TableParams } from '../../ui/data-table/table-params.ts';
import type { ExportFormat } from '../../ui/export-file.ts';

/**
 * The monitoring logs: every school the user sees (no CFC header), the school filter as `schema`.
 * The filters are the address bar's (undefined: not set).
 */
const ALL_SCHOOLS = { currentSchoolOnly: false } as const;

export type Filtros = Readonly<Record<string, string | undefined>>;

const queryOf = (params: TableParams, filtros: Filtros) => ({ ...pageQueryOf(params), ...filtros });

export function useMinimizacao(params: TableParams, filtros: Filtros) {
  return useEndpointQuery(
    logsApi.listMinimizacao,
    { query: queryOf(params, filtros) },
    { placeholderData: keepPreviousData, request: ALL_SCHOOLS },
  );
}

export function useAgendamentoLog(params: TableParams, filtros: Filtros) {
  return useEndpointQuery(
    logsApi.listAgendamento,
    { query: queryOf(params, filtros) },
    { placeholderData: keepPreviousData, request: ALL_SCHOOLS },
  );
}

export function useConsultasGetran(params: TableParams, filtros: Filtros) {
  return useEndpointQuery(
    logsApi.listConsultasGetran,
    { query: queryOf(params, filtros) },
    { placeholderData: keepPreviousData, request: ALL_SCHOOLS },
  );
}

const agendamentoExports = reportExports(logsApi.listAgendamento.path, agendamentoLogExportQuery);

/** The scheduling log as a file: the school in the path ('-' every school), the other filters in the query. */
export function exportAgendamento({ schema, ...filtros }: Filtros, formato: ExportFormat) {
  const params = { id: schema ?? '-', param: '-' };
  return formato === 'pdf'
    ? api.call(agendamentoExports.exportPdf, { params, query: filtros }, ALL_SCHOOLS)
    : api.call(agendamentoExports.exportXlsx, { params, query: { ...filtros, formato } }, ALL_SCHOOLS);
}
