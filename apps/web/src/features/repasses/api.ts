import {
  comissoesApi,
  extratoSindicatoExportQuery,
  type PeriodoQuery,
  periodoQuery,
  reportExports,
  type SindicatoBody,
  sindicatosApi,
} from '@cfc/contract';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useEndpointQuery, useInvalidate } from '../../api/queries.ts';
import { pageQueryOf, type TableParams } from '../../ui/data-table/table-params.ts';
import type { ExportFormat } from '../../ui/export-file.ts';

const ALL_SCHOOLS = { currentSchoolOnly: false } as const;
const SEM_ESCOLA = { id: '-', param: '-' };

export function useRecebimentos(periodo: PeriodoQuery) {
  return useEndpointQuery(
    sindicatosApi.recebimentos,
    { query: periodo },
    { placeholderData: keepPreviousData, request: ALL_SCHOOLS },
  );
}

export function useExtrato(id: number | null, periodo: PeriodoQuery) {
  return useEndpointQuery(
    sindicatosApi.extrato,
    { params: { id: id ?? 0 }, query: periodo },
    { enabled: id !== null, request: ALL_SCHOOLS },
  );
}

export function useSindicatos(params: TableParams) {
  return useEndpointQuery(
    sindicatosApi.list,
    { query: pageQueryOf(params) },
    { placeholderData: keepPreviousData, request: ALL_SCHOOLS },
  );
}

export function useSaveSindicato(id: number | undefined) {
  const invalidate = useInvalidate(sindicatosApi.list.group);
  return useMutation({
    mutationFn: (body: SindicatoBody) =>
      id === undefined
        ? api.call(sindicatosApi.create, { body }, ALL_SCHOOLS)
        : api.call(sindicatosApi.update, { params: { id }, body }, ALL_SCHOOLS),
    onSuccess: invalidate,
  });
}

const extratoExports = reportExports('/financeiro/sindicatos/extrato', extratoSindicatoExportQuery);

/** A union's statement as PDF or spreadsheet. */
export function exportExtrato(id: number, periodo: PeriodoQuery, formato: ExportFormat) {
  const query = { id_sindicato: id, ...periodo };
  return formato === 'pdf'
    ? api.call(extratoExports.exportPdf, { params: SEM_ESCOLA, query }, ALL_SCHOOLS)
    : api.call(extratoExports.exportXlsx, { params: SEM_ESCOLA, query: { ...query, formato } }, ALL_SCHOOLS);
}

export function useRelatorioComissao(periodo: PeriodoQuery) {
  return useEndpointQuery(comissoesApi.relatorio, { query: periodo }, { placeholderData: keepPreviousData });
}

const comissaoExports = reportExports('/comissao/relatorio-consultor', periodoQuery);

export function exportComissao(periodo: PeriodoQuery, formato: ExportFormat) {
  return formato === 'pdf'
    ? api.call(comissaoExports.exportPdf, { params: SEM_ESCOLA, query: periodo })
    : api.call(comissaoExports.exportXlsx, { params: SEM_ESCOLA, query: { ...periodo, formato } });
}
