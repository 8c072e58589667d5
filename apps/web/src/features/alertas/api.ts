import {
  type AlertaNotaBody,
  alertaAtualizado,
  alertasApi,
  alertasFiltros,
  EVENTO_ALERTA,
  notificacoesApi,
  reportExports,
} from '@cfc/contract';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import { api } from '../../api/client.ts';
import { useEndpointQuery, useInvalidate } from '../../api/queries.ts';
import { pageQueryOf, type TableParams } from '../../ui/data-table/table-params.ts';
import type { ExportFormat } from '../../ui/export-file.ts';
import { onRealtimeEvent } from '../notificacoes/index.ts';

export type AlertasFiltros = z.input<typeof alertasFiltros>;

export function useAlertas(params: TableParams, filtros: AlertasFiltros) {
  const { filtro: _filtro, ...page } = pageQueryOf(params);
  return useEndpointQuery(
    alertasApi.list,
    { query: { ...page, ...filtros } },
    { placeholderData: keepPreviousData },
  );
}

/** One alert with its norm and history; `null` asks for nothing. */
export function useAlerta(id: number | null) {
  return useEndpointQuery(alertasApi.get, { params: { id: id ?? 0 } }, { enabled: id !== null });
}

export type AcaoAlerta = 'reconhecer' | 'resolver' | 'contestar';

export function useTratarAlerta(id: number) {
  const invalidate = useInvalidate(alertasApi.list.group, notificacoesApi.countAlertas.group);
  return useMutation({
    mutationFn: ({ acao, body }: { acao: AcaoAlerta; body: AlertaNotaBody }) =>
      acao === 'reconhecer'
        ? api.call(alertasApi.reconhecer, { params: { id }, body: { nota: body.nota || undefined } })
        : api.call(alertasApi[acao], { params: { id }, body }),
    onSuccess: invalidate,
  });
}

/** The lists, the summary and the header's badge follow `AlertaAtualizado` as it arrives. */
export function useAlertasAoVivo() {
  const invalidate = useRef(useInvalidate(alertasApi.list.group, notificacoesApi.countAlertas.group));
  invalidate.current = useInvalidate(alertasApi.list.group, notificacoesApi.countAlertas.group);
  useEffect(
    () =>
      onRealtimeEvent(EVENTO_ALERTA, (data) => {
        if (alertaAtualizado.safeParse(data).success) void invalidate.current();
      }),
    [],
  );
}

const exports = reportExports('/alertas', alertasFiltros);

/**
 * The PDF or spreadsheet of the alerts of the filters: a school's staff their school; those who see
 * several schools every one of them, or the chosen school (in the path too, so it heads the file).
 */
export function exportAlertas(filtros: AlertasFiltros, formato: ExportFormat) {
  const params = { id: filtros.autoescola ?? '-', param: '-' };
  return formato === 'pdf'
    ? api.call(exports.exportPdf, { params, query: filtros })
    : api.call(exports.exportXlsx, { params, query: { ...filtros, formato } });
}
