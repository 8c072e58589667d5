import {
  type ExportReply,
  financeiroRelatoriosApi,
  type NfseQuery,
  nfseApi,
  type RelatorioFinanceiroFiltros,
  relatorioFinanceiroFiltros,
  reportExports,
} from '@cfc/contract';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useEndpointQuery, useInvalidate } from '../../api/queries.ts';
import type { ExportFormat } from '../../ui/export-file.ts';

/** Finance works across every school granted to it, whatever school the session stores. */
const ALL_SCHOOLS = { currentSchoolOnly: false } as const;

/**
 * The invoice list of the billing screens, which reads `competencia`, `autoescola` and `situacao`
 * from its address: every figure of the panel links there with the filters behind it.
 */
export const FATURAS_LIST_PATH = '/financeiro/faturas';

export function faturasLink(filtros: {
  competencia?: string;
  autoescola?: string;
  situacao?: string;
}): string {
  const search = new URLSearchParams(
    Object.entries(filtros).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return search ? `${FATURAS_LIST_PATH}?${search}` : FATURAS_LIST_PATH;
}

export function useRelatorioFinanceiro(filtros: RelatorioFinanceiroFiltros, page: number, perPage: number) {
  return useEndpointQuery(
    financeiroRelatoriosApi.relatorio,
    { query: { ...filtros, page, per_page: perPage } },
    { placeholderData: keepPreviousData, request: ALL_SCHOOLS },
  );
}

export function usePainelFaturamento() {
  return useEndpointQuery(financeiroRelatoriosApi.painel, undefined, { request: ALL_SCHOOLS });
}

export function useNfse(query: NfseQuery) {
  return useEndpointQuery(
    nfseApi.list,
    { query },
    { placeholderData: keepPreviousData, request: ALL_SCHOOLS },
  );
}

export function useReenviarNfse() {
  const invalidate = useInvalidate(nfseApi.list.group, financeiroRelatoriosApi.relatorio.group);
  return useMutation({
    mutationFn: (id: number) => api.call(nfseApi.reenviar, { params: { id } }, ALL_SCHOOLS),
    onSuccess: invalidate,
  });
}

const exports = reportExports(financeiroRelatoriosApi.relatorio.path, relatorioFinanceiroFiltros);

/** The report's PDF or spreadsheet, with the filters on screen, over every school granted. */
export function exportRelatorio(
  filtros: RelatorioFinanceiroFiltros,
  formato: ExportFormat,
): Promise<ExportReply> {
  const params = { id: '-', param: '-' };
  return formato === 'pdf'
    ? api.call(exports.exportPdf, { params, query: filtros }, ALL_SCHOOLS)
    : api.call(exports.exportXlsx, { params, query: { ...filtros, formato } }, ALL_SCHOOLS);
}
