import {
  EVENTO_ALERTA_ATUALIZADO,
  EVENTO_AULA_ATUALIZADA,
  type MonitoramentoListaQuery,
  monitoramentoApi,
} from '@cfc/contract';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { RequestOptions } from '../../api/http-client.ts';
import { queryKeyOf, useEndpointQuery } from '../../api/queries.ts';
import { onRealtimeEvent } from '../notificacoes/index.ts';

/** The slow fallback of the live dashboard, should a realtime event be missed. */
export const DASHBOARD_POLL_MS = 60_000;
/** How often a room's camera images are read again. */
export const SNAPSHOT_POLL_MS = 5_000;

/**
 * Monitoring (roles 2 and 8) reads every school it may see: the calls leave the CFC header out.
 * The school's own screens (/admin/monitoramento) keep it: their current school.
 */
export type Alcance = 'escola' | 'todas';
export const requestOf = (alcance: Alcance): RequestOptions =>
  alcance === 'todas' ? { currentSchoolOnly: false } : {};

/** The dashboard, read again when a lesson starts or finishes or an alert changes, and every minute. */
export function useDashboard() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () =>
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(monitoramentoApi.getDashboard) });
    const stops = [EVENTO_AULA_ATUALIZADA, EVENTO_ALERTA_ATUALIZADO].map((event) =>
      onRealtimeEvent(event, refetch),
    );
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient]);
  return useEndpointQuery(monitoramentoApi.getDashboard, undefined, {
    refetchInterval: DASHBOARD_POLL_MS,
    request: requestOf('todas'),
  });
}

export type ListaEndpoint =
  | typeof monitoramentoApi.listAlunos
  | typeof monitoramentoApi.listInstrutores
  | typeof monitoramentoApi.listVeiculos
  | typeof monitoramentoApi.listSalas
  | typeof monitoramentoApi.listTurmas
  | typeof monitoramentoApi.listAulasPresenciais;

export function useLista<E extends ListaEndpoint>(endpoint: E, query: Partial<MonitoramentoListaQuery>) {
  return useEndpointQuery(
    endpoint as ListaEndpoint,
    { query },
    {
      placeholderData: keepPreviousData,
      request: requestOf('todas'),
    },
  );
}

export function useSalasCameras(
  alcance: Alcance,
  filtro: { autoescola?: string; sala?: number; em_aula?: 'true' },
) {
  return useEndpointQuery(
    monitoramentoApi.listSalasCameras,
    { query: filtro },
    { refetchInterval: SNAPSHOT_POLL_MS, request: requestOf(alcance) },
  );
}

/**
 * A camera's latest stored image (a Blob). `versao` is when it was taken, as the room's list says:
 * the image is read again only when a newer one exists.
 */
export function useSnapshot(id: number, alcance: Alcance, versao: string | null) {
  const queryClient = useQueryClient();
  const lida = useRef(versao);
  useEffect(() => {
    // The first image is read by the query itself; a newer one replaces it.
    if (versao === null || versao === lida.current) return;
    lida.current = versao;
    void queryClient.invalidateQueries({
      queryKey: queryKeyOf(monitoramentoApi.getSnapshot, { params: { id } }),
    });
  }, [queryClient, id, versao]);
  return useEndpointQuery(
    monitoramentoApi.getSnapshot,
    { params: { id } },
    {
      enabled: versao !== null,
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      request: requestOf(alcance),
    },
  );
}

export function useSessoesDoDia(data: string | undefined) {
  return useEndpointQuery(
    monitoramentoApi.listSessoesDoDia,
    { query: data ? { data } : {} },
    { refetchInterval: SNAPSHOT_POLL_MS * 6 },
  );
}

/** The report's filters as the screen holds them: a period and, optionally, one school. */
export interface RelatorioFiltros {
  readonly de: string;
  readonly ate: string;
  readonly autoescola?: string;
}

export function useRelatorio(alcance: Alcance, query: RelatorioFiltros) {
  return useEndpointQuery(
    monitoramentoApi.getRelatorio,
    { query },
    { placeholderData: keepPreviousData, request: requestOf(alcance) },
  );
}
