import { notificacoesApi } from '@cfc/contract';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeyOf, useEndpointQuery, useInvalidate } from '../../api/queries.ts';
import { saveFile } from '../../ui/export-file.ts';
import { type Anexo, anexoName } from './anexos.ts';
import { type ListParams, listQuery } from './lists.ts';

/** Every cached page of the centre's lists (and the bell's), whatever list they show. */
export const NOTIFICACOES_LISTS_KEY = queryKeyOf(notificacoesApi.list);

/** Read, archive and delete ask a few items at a time; marking everything read goes in batches. */
const MARK_ALL_BATCH = 100;
/** A safety stop for 'Marcar tudo como lida' (100 × 50 notifications). */
const MARK_ALL_MAX_ROUNDS = 50;

/** One page of one list of the centre (SPEC §3, §7); also the bell's latest items and unread count. */
export function useNotificacoes(params: ListParams, enabled = true) {
  return useEndpointQuery(
    notificacoesApi.list,
    { query: listQuery(params) },
    { placeholderData: keepPreviousData, enabled },
  );
}

/** The bell: the newest notifications (the first page of every list) and the user's unread count. */
export const BELL_LIST: ListParams = { lista: 'all', page: 1, filter: '' };

/** Every list and count may have changed after a change to the user's notifications. */
export function useInvalidateNotificacoes() {
  return useInvalidate(notificacoesApi.list.group);
}

export function useMarkRead() {
  const invalidate = useInvalidateNotificacoes();
  return useMutation({
    mutationFn: (ids: readonly number[]) => api.call(notificacoesApi.markRead, { body: { ids: [...ids] } }),
    onSettled: invalidate,
  });
}

/** 'Marcar tudo como lida': marks the unread ones read, a batch at a time, until none is left. */
export function useMarkAllRead() {
  const invalidate = useInvalidateNotificacoes();
  return useMutation({
    mutationFn: async () => {
      for (let round = 0; round < MARK_ALL_MAX_ROUNDS; round += 1) {
        const query = listQuery({ lista: 'unread', page: 1, filter: '' }, MARK_ALL_BATCH);
        const unread = (await api.call(notificacoesApi.list, { query })).dados;
        if (unread.data.length === 0) return;
        await api.call(notificacoesApi.markRead, { body: { ids: unread.data.map((item) => item.id) } });
        if (unread.total <= unread.data.length) return;
      }
    },
    onSettled: invalidate,
  });
}

/** Archive toggles (SPEC §4): archives one that is not archived, brings back one that is. */
export function useToggleArchive() {
  const invalidate = useInvalidateNotificacoes();
  return useMutation({
    mutationFn: (id: number) => api.call(notificacoesApi.toggleArchive, { params: { id } }),
    onSettled: invalidate,
  });
}

export function useDeleteNotificacoes() {
  const invalidate = useInvalidateNotificacoes();
  return useMutation({
    mutationFn: (ids: readonly number[]) => api.call(notificacoesApi.removeMany, { body: { ids: [...ids] } }),
    onSettled: invalidate,
  });
}

/** An attachment fetched with the session and saved under its own name. */
export function useDownloadAnexo() {
  return useMutation({
    mutationFn: async (anexo: Anexo) => {
      const blob = await api.call(notificacoesApi.downloadAnexo, { params: { id: anexo.id } });
      saveFile(blob, anexoName(anexo));
    },
  });
}

/** GET /aulas/alertas: open lesson alerts, for the header. */
export function useAlertasCount(enabled: boolean) {
  return useEndpointQuery(notificacoesApi.countAlertas, undefined, {
    select: (alertas) => alertas.count,
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}

/** POST /notificacoes/avisos: the notice, its recipients and attachments in one multipart body. */
export function useEnviarAviso() {
  const invalidate = useInvalidateNotificacoes();
  return useMutation({
    mutationFn: (body: FormData) => api.call(notificacoesApi.sendAviso, { body }),
    onSuccess: invalidate,
  });
}
