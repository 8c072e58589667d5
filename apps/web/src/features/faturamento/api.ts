import {
  type CadastradosFiltros,
  type CancelarFaturaBody,
  type ContratoBody,
  cadastradosFiltros,
  type FaturasFiltros,
  faturamentoApi,
  faturasApi,
  faturasFiltros,
  type ItensFiltros,
  itensFiltros,
  reportExports,
} from '@cfc/contract';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useEndpointQuery, useInvalidate } from '../../api/queries.ts';
import { pageQueryOf, type TableParams } from '../../ui/data-table/table-params.ts';
import { type ExportFormat, exportBlob, saveFile } from '../../ui/export-file.ts';

/** The billing run, the contracts and the invoices (docs/finance.md), through the contract's endpoints. */

const GRUPOS = [faturamentoApi.previa.group, faturasApi.list.group];

export function useContratos(params: TableParams) {
  return useEndpointQuery(
    faturamentoApi.contratos,
    { query: pageQueryOf(params) },
    { placeholderData: keepPreviousData },
  );
}

/** Every granted school (for the school filter of the finance lists). */
export function useEscolasFaturadas() {
  return useEndpointQuery(faturamentoApi.contratos, {
    query: { page: 1, per_page: 100, sort: 'autoescola' },
  });
}

export function useContratoOpcoes() {
  return useEndpointQuery(faturamentoApi.contratoOpcoes);
}

export function useSalvarContrato(id: number) {
  const invalidate = useInvalidate(...GRUPOS);
  return useMutation({
    mutationFn: (body: ContratoBody) => api.call(faturamentoApi.salvarContrato, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function usePrevia(competencia: string | null) {
  return useEndpointQuery(
    faturamentoApi.previa,
    { query: { competencia: competencia ?? '' } },
    { enabled: competencia !== null },
  );
}

export function useExecucoes() {
  return useEndpointQuery(faturamentoApi.execucoes);
}

/** A run's progress, polled every second while it issues. */
export function useExecucao(id: number | null) {
  return useEndpointQuery(
    faturamentoApi.execucao,
    { params: { id: id ?? 0 } },
    {
      enabled: id !== null,
      refetchInterval: (query) => (query.state.data?.status === 'emitindo' ? 1000 : false),
    },
  );
}

export function useEmitir() {
  const invalidate = useInvalidate(...GRUPOS);
  return useMutation({
    mutationFn: (competencia: string) => api.call(faturamentoApi.emitir, { body: { competencia } }),
    onSuccess: invalidate,
  });
}

export function useFaturas(params: TableParams, filtros: FaturasFiltros) {
  const { filtro: _filtro, ...page } = pageQueryOf(params);
  return useEndpointQuery(
    faturasApi.list,
    { query: { ...page, ...filtros } },
    { placeholderData: keepPreviousData },
  );
}

export function useFatura(id: number | null) {
  return useEndpointQuery(faturasApi.get, { params: { id: id ?? 0 } }, { enabled: id !== null });
}

/** Refreshes the invoices and the run's preview after a change made elsewhere (a manual write-off). */
export function useAtualizarFaturas() {
  return useInvalidate(...GRUPOS);
}

export function useCancelarFatura(id: number) {
  const invalidate = useInvalidate(...GRUPOS);
  return useMutation({
    mutationFn: (body: CancelarFaturaBody) => api.call(faturasApi.cancelar, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useReenviarFatura(id: number) {
  const invalidate = useInvalidate(...GRUPOS);
  return useMutation({
    mutationFn: () => api.call(faturasApi.reenviar, { params: { id } }),
    onSuccess: invalidate,
  });
}

/** Downloads the invoice's PDF. */
export async function baixarPdf(id: number): Promise<void> {
  const reply = await api.call(faturasApi.pdf, { params: { id } });
  saveFile(exportBlob({ dados: reply.dados.dados, formato: 'pdf' }), reply.dados.arquivo);
}

export function useItens(params: TableParams, filtros: ItensFiltros) {
  const { filtro: _filtro, ...page } = pageQueryOf(params);
  return useEndpointQuery(
    faturasApi.itens,
    { query: { ...page, ...filtros } },
    { placeholderData: keepPreviousData },
  );
}

export function useCadastrados(params: TableParams, filtros: CadastradosFiltros) {
  const { filtro: _filtro, ...page } = pageQueryOf(params);
  return useEndpointQuery(
    faturasApi.cadastrados,
    { query: { ...page, ...filtros } },
    { placeholderData: keepPreviousData },
  );
}

const params = { id: '-', param: '-' };
const faturasExports = reportExports('/faturas', faturasFiltros);
const itensExports = reportExports('/faturas/itens', itensFiltros);
const cadastradosExports = reportExports('/faturas/alunos-cadastrados', cadastradosFiltros);

export function exportFaturas(filtros: FaturasFiltros, formato: ExportFormat) {
  return formato === 'pdf'
    ? api.call(faturasExports.exportPdf, { params, query: filtros })
    : api.call(faturasExports.exportXlsx, { params, query: { ...filtros, formato } });
}

export function exportItens(filtros: ItensFiltros, formato: ExportFormat) {
  return formato === 'pdf'
    ? api.call(itensExports.exportPdf, { params, query: filtros })
    : api.call(itensExports.exportXlsx, { params, query: { ...filtros, formato } });
}

export function exportCadastrados(filtros: CadastradosFiltros, formato: ExportFormat) {
  return formato === 'pdf'
    ? api.call(cadastradosExports.exportPdf, { params, query: filtros })
    : api.call(cadastradosExports.exportXlsx, { params, query: { ...filtros, formato } });
}
