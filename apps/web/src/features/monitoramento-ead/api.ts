import { eadApi, instrutoresApi, type StatusTransmissao } from '@cfc/contract';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import type { RequestOptions } from '../../api/http-client.ts';
import { useEndpointQuery, useInvalidate } from '../../api/queries.ts';
import { pageQueryOf, type TableParams } from '../../ui/data-table/table-params.ts';
import { exportBlob, saveFile } from '../../ui/export-file.ts';
import { notifyError } from '../../ui/notify.ts';

/** How often a live room is read again (students' connections, checks, chat). */
export const SALA_POLL_MS = 3_000;

/**
 * Monitoring staff (roles 2 and 8) see every school's lessons: their calls leave the CFC header out.
 * A school's staff read their own school's only.
 */
export type Alcance = 'escola' | 'todas';

const requestOf = (alcance: Alcance): RequestOptions =>
  alcance === 'todas' ? { currentSchoolOnly: false } : {};

/** The list's own filters, as the address bar keeps them (undefined: not set). */
export interface AulasEadFiltros {
  readonly transmissao: StatusTransmissao;
  readonly de?: string;
  readonly ate?: string;
  readonly id_instrutor?: string;
}

export function useAulasEad(params: TableParams, filtros: AulasEadFiltros, alcance: Alcance) {
  const query = Object.fromEntries(
    Object.entries({ ...pageQueryOf(params), ...filtros }).filter(([, value]) => value !== undefined),
  );
  return useEndpointQuery(
    eadApi.list,
    { query },
    {
      placeholderData: keepPreviousData,
      // The live tab changes by the second (students joining, checks failing).
      refetchInterval: filtros.transmissao === 'ao_vivo' ? SALA_POLL_MS : false,
      request: requestOf(alcance),
    },
  );
}

/** The room of a lesson: read every 3 s while it is live (or about to be). */
export function useSalaEad(id: number, alcance: Alcance) {
  return useEndpointQuery(
    eadApi.sala,
    { params: { id }, query: {} },
    {
      refetchInterval: (query) => (query.state.data?.aula.transmissao === 'encerrada' ? false : SALA_POLL_MS),
      request: requestOf(alcance),
    },
  );
}

/** A check's photo (the image itself); a photo never changes once taken. */
export function useFotoVerificacao(id: number, alcance: Alcance) {
  return useEndpointQuery(
    eadApi.fotoVerificacao,
    { params: { id } },
    { staleTime: Number.POSITIVE_INFINITY, request: requestOf(alcance) },
  );
}

export function useAuditoria(id: number, alcance: Alcance) {
  return useEndpointQuery(eadApi.auditoria, { params: { id }, query: {} }, { request: requestOf(alcance) });
}

/** Asks a face check of one student now (or of every connected one, without `idAluno`). */
export function useSolicitarVerificacao(alcance: Alcance) {
  const invalidate = useInvalidate(eadApi.sala.group);
  return useMutation({
    mutationFn: ({ id, idAluno }: { id: number; idAluno?: number }) =>
      api.call(
        eadApi.solicitarVerificacao,
        { params: { id }, body: idAluno === undefined ? {} : { id_aluno: idAluno } },
        requestOf(alcance),
      ),
    onSuccess: invalidate,
  });
}

export function useMensagemEquipe(alcance: Alcance) {
  const invalidate = useInvalidate(eadApi.sala.group);
  return useMutation({
    mutationFn: ({ id, texto }: { id: number; texto: string }) =>
      api.call(eadApi.mensagemEquipe, { params: { id }, body: { texto } }, requestOf(alcance)),
    onSuccess: invalidate,
  });
}

/** The lesson's report (PDF): the server builds it, `dados` is base64, saved under the server's name. */
export function useRelatorio(alcance: Alcance) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: async (id: number) => {
      const reply = await api.call(eadApi.relatorio, { params: { id } }, requestOf(alcance));
      saveFile(exportBlob(reply), reply.arquivo);
    },
    onError: (error) => notifyError(error, t('monitoramentoEad.relatorioErro')),
  });
  return {
    download: (id: number) => download.mutate(id),
    busy: (id: number) => download.isPending && download.variables === id,
  };
}

/** The instructors by name, for the list's filter (at most 100, the API's page). */
export function useInstrutoresDoFiltro(alcance: Alcance) {
  return useEndpointQuery(
    instrutoresApi.list,
    { query: { sort: 'nome', per_page: 100 } },
    { select: (page) => page.data, staleTime: 5 * 60_000, request: requestOf(alcance) },
  );
}
