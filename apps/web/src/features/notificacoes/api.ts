import type { Page } from '@cfc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

const UNREAD_COUNT_KEY = ['notificacoes', 'unread-count'] as const;

interface NotificacaoId {
  readonly id: number;
}

/**
 * The bell's number: unread notifications. Until the notifications API exists the call fails and
 * the bell shows none.
 */
export function useUnreadCount() {
  return useQuery({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: async () =>
      (await api.get<Page<NotificacaoId>>('/notificacoes?status=unread&limit=1')).dados.total,
    retry: false,
  });
}

/** 'Marcar tudo como lida': reads the ids of every unread notification and marks them read. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (total: number) => {
      const { dados } = await api.get<Page<NotificacaoId>>(`/notificacoes?status=unread&limit=${total}`);
      await api.post('/notificacoes/read-many', { ids: dados.data.map((item) => item.id) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY }),
  });
}
