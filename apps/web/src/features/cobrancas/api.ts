import {
  autoescolasApi,
  type CancelarCobrancaBody,
  type CobrancaBody,
  type CobrancasFiltros,
  cobrancasApi,
  cobrancasEscolaApi,
  type ProdutoServicoBody,
  produtosServicosApi,
} from '@cfc/contract';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useEndpointQuery, useInvalidate } from '../../api/queries.ts';
import { pageQueryOf, type TableParams } from '../../ui/data-table/table-params.ts';
import { saveFile } from '../../ui/export-file.ts';

/** Finance's calls ignore the CFC header; the school's own are scoped to it. */
const ALL_SCHOOLS = { currentSchoolOnly: false } as const;
const OPTIONS_LIMIT = 100;

export type Situacao = 'ativos' | 'inativos' | 'todos';

export function useProdutos(params: TableParams, situacao: Situacao) {
  return useEndpointQuery(
    produtosServicosApi.list,
    { query: { ...pageQueryOf(params), situacao } },
    { placeholderData: keepPreviousData, request: ALL_SCHOOLS },
  );
}

/** The active catalogue by name, for the charge form and the search's product filter. */
export function useProdutoOptions(enabled = true) {
  return useEndpointQuery(
    produtosServicosApi.list,
    { query: { situacao: 'ativos', sort: 'nome', per_page: OPTIONS_LIMIT } },
    { select: (page) => page.data, request: ALL_SCHOOLS, enabled },
  );
}

export function useSaveProduto(id: number | undefined) {
  const invalidate = useInvalidate(produtosServicosApi.list.group);
  return useMutation({
    mutationFn: (body: ProdutoServicoBody) =>
      id === undefined
        ? api.call(produtosServicosApi.create, { body }, ALL_SCHOOLS)
        : api.call(produtosServicosApi.update, { params: { id }, body }, ALL_SCHOOLS),
    onSuccess: invalidate,
  });
}

export function useSetProdutoAtivo() {
  const invalidate = useInvalidate(produtosServicosApi.list.group);
  return useMutation({
    mutationFn: ({ id, ativo }: { readonly id: number; readonly ativo: boolean }) =>
      api.call(produtosServicosApi.setAtivo, { params: { id }, body: { ativo } }, ALL_SCHOOLS),
    onSuccess: invalidate,
  });
}

/** The schools finance charges: every school it serves but the operator. */
export function useEscolasCobradas(enabled = true) {
  return useEndpointQuery(autoescolasApi.listVisible, undefined, {
    enabled,
    staleTime: 5 * 60_000,
    request: ALL_SCHOOLS,
    select: (escolas) => escolas.filter((escola) => !escola.operadora),
  });
}

export function useCriarCobranca() {
  const invalidate = useInvalidate(cobrancasApi.list.group);
  return useMutation({
    mutationFn: (body: CobrancaBody) => api.call(cobrancasApi.create, { body }, ALL_SCHOOLS),
    onSuccess: invalidate,
  });
}

/** Finance's search (`escola`: true) or the school's own list. */
export function useCobrancas(financeiro: boolean, params: TableParams, filtros: CobrancasFiltros) {
  const { filtro: _filtro, ...page } = pageQueryOf(params);
  const input = { query: { ...page, ...filtros } };
  const finance = useEndpointQuery(cobrancasApi.list, input, {
    enabled: financeiro,
    placeholderData: keepPreviousData,
    request: ALL_SCHOOLS,
  });
  const school = useEndpointQuery(cobrancasEscolaApi.list, input, {
    enabled: !financeiro,
    placeholderData: keepPreviousData,
  });
  return financeiro ? finance : school;
}

export function useCobranca(financeiro: boolean, id: number | null) {
  const params = { params: { id: id ?? 0 } };
  const finance = useEndpointQuery(cobrancasApi.get, params, {
    enabled: financeiro && id !== null,
    request: ALL_SCHOOLS,
  });
  const school = useEndpointQuery(cobrancasEscolaApi.get, params, { enabled: !financeiro && id !== null });
  return financeiro ? finance : school;
}

export function useCancelarCobranca(id: number) {
  const invalidate = useInvalidate(cobrancasApi.list.group);
  return useMutation({
    mutationFn: (body: CancelarCobrancaBody) =>
      api.call(cobrancasApi.cancelar, { params: { id }, body }, ALL_SCHOOLS),
    onSuccess: invalidate,
  });
}

/** Downloads the PDF of an instalment's own boleto and PIX. */
export function useBaixarBoleto(financeiro: boolean) {
  return useMutation({
    mutationFn: async ({ id, numero }: { readonly id: number; readonly numero: number }) => {
      const input = { params: { id, numero } };
      const blob = financeiro
        ? await api.call(cobrancasApi.boleto, input, ALL_SCHOOLS)
        : await api.call(cobrancasEscolaApi.boleto, input);
      saveFile(blob, `cobranca-${id}-parcela-${numero}.pdf`);
    },
  });
}
