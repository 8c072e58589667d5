import {
  type BaixasQuery,
  baixasFiltros,
  type EstornoBody,
  type FaturasBuscaQuery,
  financeiroRetornosApi,
  reportExports,
} from '@cfc/contract';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../api/client.ts';
import { useEndpointQuery, useInvalidate } from '../../api/queries.ts';
import { pageQueryOf, type TableParams } from '../../ui/data-table/table-params.ts';
import { type ExportFormat, saveFile } from '../../ui/export-file.ts';

/** Finance works across every school it sees: no CFC header. */
const ALL_SCHOOLS = { currentSchoolOnly: false } as const;
const GROUP = financeiroRetornosApi.list.group;

function arquivoForm(file: File): FormData {
  const body = new FormData();
  body.append('arquivo', file);
  return body;
}

/** Reads a file and shows what each line would do; nothing is written. */
export function usePreviaRetorno() {
  return useMutation({
    mutationFn: (file: File) =>
      api.call(financeiroRetornosApi.previa, { body: arquivoForm(file) }, ALL_SCHOOLS),
  });
}

export function useAplicarRetorno() {
  const invalidate = useInvalidate(GROUP);
  return useMutation({
    mutationFn: (file: File) =>
      api.call(financeiroRetornosApi.aplicar, { body: arquivoForm(file) }, ALL_SCHOOLS),
    onSuccess: invalidate,
  });
}

export function useRetornos(params: TableParams, enabled = true) {
  const { filtro: _filtro, ...page } = pageQueryOf(params);
  return useEndpointQuery(
    financeiroRetornosApi.list,
    { query: page },
    { placeholderData: keepPreviousData, request: ALL_SCHOOLS, enabled, retry: false },
  );
}

/** Saves the example return file made of the open invoices. */
export async function baixarExemplo(): Promise<void> {
  const blob = await api.call(financeiroRetornosApi.exemplo, undefined, ALL_SCHOOLS);
  saveFile(blob, 'retorno-exemplo.ret');
}

export function useRemessaPendentes() {
  return useEndpointQuery(financeiroRetornosApi.remessaPendentes, undefined, { request: ALL_SCHOOLS });
}

export function useRemessas(params: TableParams) {
  const { filtro: _filtro, ...page } = pageQueryOf(params);
  return useEndpointQuery(
    financeiroRetornosApi.remessas,
    { query: page },
    { placeholderData: keepPreviousData, request: ALL_SCHOOLS },
  );
}

export function useGerarRemessa() {
  const invalidate = useInvalidate(GROUP);
  return useMutation({
    mutationFn: () => api.call(financeiroRetornosApi.gerarRemessa, undefined, ALL_SCHOOLS),
    onSuccess: invalidate,
  });
}

export async function baixarRemessa(remessa: { id_remessa: number; nome: string }): Promise<void> {
  const blob = await api.call(
    financeiroRetornosApi.remessaArquivo,
    { params: { id: remessa.id_remessa } },
    ALL_SCHOOLS,
  );
  saveFile(blob, remessa.nome);
}

export type BaixasFiltros = z.input<typeof baixasFiltros>;

export function useBaixas(params: TableParams, filtros: BaixasFiltros) {
  const { filtro: _filtro, ...page } = pageQueryOf(params);
  const query: BaixasQuery = { ...page, ...filtros };
  return useEndpointQuery(
    financeiroRetornosApi.baixas,
    { query },
    { placeholderData: keepPreviousData, request: ALL_SCHOOLS },
  );
}

const exports = reportExports('/financeiro/baixas-manuais', baixasFiltros);

/** The PDF or spreadsheet of the history with its filters. */
export function exportBaixas(filtros: BaixasFiltros, formato: ExportFormat) {
  const params = { id: '-', param: '-' };
  return formato === 'pdf'
    ? api.call(exports.exportPdf, { params, query: filtros }, ALL_SCHOOLS)
    : api.call(exports.exportXlsx, { params, query: { ...filtros, formato } }, ALL_SCHOOLS);
}

export async function baixarAnexo(pagamento: {
  id_pagamento: number;
  anexo_nome: string | null;
}): Promise<void> {
  const blob = await api.call(
    financeiroRetornosApi.anexo,
    { params: { id: pagamento.id_pagamento } },
    ALL_SCHOOLS,
  );
  saveFile(blob, pagamento.anexo_nome ?? 'comprovante');
}

export function useBuscarFaturas(query: FaturasBuscaQuery | null) {
  return useEndpointQuery(
    financeiroRetornosApi.buscarFaturas,
    { query: query ?? {} },
    { enabled: query !== null, request: ALL_SCHOOLS, retry: false },
  );
}

export interface BaixaManualInput {
  readonly valor_centavos: number;
  readonly pago_em: string;
  readonly motivo: string;
  readonly arquivo: File | null;
}

export function useBaixaManual(faturaId: number) {
  const invalidate = useInvalidate(GROUP);
  return useMutation({
    mutationFn: (input: BaixaManualInput) => {
      // The fields go before the file: the server reads them as they come.
      const body = new FormData();
      body.append('valor_centavos', String(input.valor_centavos));
      body.append('pago_em', input.pago_em);
      body.append('motivo', input.motivo);
      if (input.arquivo) body.append('arquivo', input.arquivo);
      return api.call(financeiroRetornosApi.baixaManual, { params: { id: faturaId }, body }, ALL_SCHOOLS);
    },
    onSuccess: invalidate,
  });
}

export function useEstornar(pagamentoId: number) {
  const invalidate = useInvalidate(GROUP);
  return useMutation({
    mutationFn: (body: EstornoBody) =>
      api.call(financeiroRetornosApi.estornar, { params: { id: pagamentoId }, body }, ALL_SCHOOLS),
    onSuccess: invalidate,
  });
}
