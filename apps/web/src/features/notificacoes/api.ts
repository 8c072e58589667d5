import type { alertasCount, avisoEnviado } from '@cfc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../api/client.ts';
import { saveFile } from '../../ui/export-file.ts';
import { type Anexo, anexoName } from './anexos.ts';
import { type ListParams, listQuery, type NotificacoesPage } from './lists.ts';

export const notificacoesKeys = {
  all: ['notificacoes'] as const,
  lists: ['notificacoes', 'list'] as const,
  list: (params: ListParams) => ['notificacoes', 'list', params] as const,
  alertas: ['aulas', 'alertas'] as const,
};

/** Read, archive and delete ask a few items at a time; marking everything read goes in batches. */
const MARK_ALL_BATCH = 100;
/** A safety stop for 'Marcar tudo como lida' (100 × 50 notifications). */
const MARK_ALL_MAX_ROUNDS = 50;

async function fetchPage(params: ListParams, limit?: number): Promise<NotificacoesPage> {
  return (await api.get<NotificacoesPage>(`/notificacoes?${listQuery(params, limit)}`)).dados;
}

/** One page of one list of the centre (SPEC §3, §7); also the bell's latest items and unread count. */
export function useNotificacoes(params: ListParams, enabled = true) {
  return useQuery({
    queryKey: notificacoesKeys.list(params),
    queryFn: () => fetchPage(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The bell: the newest notifications (the first page of every list) and the user's unread count. */
export const BELL_LIST: ListParams = { lista: 'all', page: 1, filter: '' };

/** Every list and count may have changed after a change to the user's notifications. */
function useInvalidateNotificacoes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificacoesKeys.all });
}

export function useMarkRead() {
  const invalidate = useInvalidateNotificacoes();
  return useMutation({
    mutationFn: (ids: readonly number[]) => api.post<unknown>('/notificacoes/read-many', { ids }),
    onSettled: invalidate,
  });
}

/** 'Marcar tudo como lida': marks the unread ones read, a batch at a time, until none is left. */
export function useMarkAllRead() {
  const invalidate = useInvalidateNotificacoes();
  return useMutation({
    mutationFn: async () => {
      for (let round = 0; round < MARK_ALL_MAX_ROUNDS; round += 1) {
        const unread = await fetchPage({ lista: 'unread', page: 1, filter: '' }, MARK_ALL_BATCH);
        if (unread.data.length === 0) return;
        await api.post<unknown>('/notificacoes/read-many', { ids: unread.data.map((item) => item.id) });
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
    mutationFn: (id: number) => api.patch<unknown>(`/notificacoes/${id}/archive`),
    onSettled: invalidate,
  });
}

export function useDeleteNotificacoes() {
  const invalidate = useInvalidateNotificacoes();
  return useMutation({
    mutationFn: (ids: readonly number[]) => api.post<unknown>('/notificacoes/delete-many', { ids }),
    onSettled: invalidate,
  });
}

/** An attachment fetched with the session and saved under its own name. */
export function useDownloadAnexo() {
  return useMutation({
    mutationFn: async (anexo: Anexo) => {
      const blob = await api.blob(`/notificacoes/anexos/${anexo.id}`);
      saveFile(blob, anexoName(anexo));
    },
  });
}

/** GET /aulas/alertas: open lesson alerts, for the header. */
export function useAlertasCount(enabled: boolean) {
  return useQuery({
    queryKey: notificacoesKeys.alertas,
    queryFn: async () => (await api.get<z.infer<typeof alertasCount>>('/aulas/alertas')).dados.count,
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}

export type AvisoEnviado = z.infer<typeof avisoEnviado>;

/** POST /notificacoes/avisos: the notice, its recipients and attachments in one multipart body. */
export function useEnviarAviso() {
  const invalidate = useInvalidateNotificacoes();
  return useMutation({
    mutationFn: (body: FormData) => api.post<AvisoEnviado>('/notificacoes/avisos', body),
    onSuccess: invalidate,
  });
}
