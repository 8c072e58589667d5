import { type StatusTelegram, type TelegramDestinoBody, telegramApi } from '@cfc/contract';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useEndpointQuery, useInvalidate } from '../../api/queries.ts';
import { pageQueryOf, type TableParams } from '../../ui/data-table/table-params.ts';

/** The messaging panel: every school the user sees (no CFC header). */
const ALL_SCHOOLS = { currentSchoolOnly: false } as const;

export function usePainelTelegram() {
  return useEndpointQuery(telegramApi.getPainel, undefined, { request: ALL_SCHOOLS });
}

export function useMensagensTelegram(params: TableParams, status: StatusTelegram | undefined) {
  return useEndpointQuery(
    telegramApi.listMensagens,
    { query: { ...pageQueryOf(params), ...(status ? { status } : {}) } },
    { placeholderData: keepPreviousData, request: ALL_SCHOOLS },
  );
}

export function useDestinosTelegram() {
  return useEndpointQuery(telegramApi.listDestinos, undefined, { request: ALL_SCHOOLS });
}

export function useReenviarMensagem() {
  const invalidate = useInvalidate(telegramApi.listMensagens.group);
  return useMutation({
    mutationFn: (id: number) => api.call(telegramApi.retryMensagem, { params: { id } }, ALL_SCHOOLS),
    onSuccess: invalidate,
  });
}

export function useCreateDestino() {
  const invalidate = useInvalidate(telegramApi.listDestinos.group);
  return useMutation({
    mutationFn: (body: TelegramDestinoBody) => api.call(telegramApi.createDestino, { body }, ALL_SCHOOLS),
    onSuccess: invalidate,
  });
}
