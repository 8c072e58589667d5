import type { Notificacao } from '@cfc/contract';
import { notifications } from '@mantine/notifications';
import { IconBell } from '@tabler/icons-react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { sessionExpiry } from '../../session/expiry.ts';
import { sessionStore } from '../../session/session.ts';
import { LONG_TOAST_DURATION_MS } from '../../ui/constants.ts';
import { NOTIFICACOES_LISTS_KEY } from './api.ts';
import { listParamsOf, type NotificacoesPage, placeNotificacao } from './lists.ts';
import { realtimeUser, startRealtime, stopRealtime } from './realtime.ts';

/** A notification just arrived: into the cached lists by SPEC §4's rules, and a toast with its title. */
function receive(queryClient: QueryClient, item: Notificacao, t: TFunction): void {
  for (const [key, cached] of queryClient.getQueriesData<NotificacoesPage>({
    queryKey: NOTIFICACOES_LISTS_KEY,
  })) {
    const params = listParamsOf(key[2]);
    if (cached === undefined || params === null) continue;
    const { page, stale } = placeNotificacao(cached, params, item);
    queryClient.setQueryData(key, page);
    if (stale) void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
  notifications.show({
    title: t('notificacoes.realtime.received'),
    message: item.title,
    color: 'info',
    icon: <IconBell size={18} aria-hidden />,
    autoClose: LONG_TOAST_DURATION_MS,
  });
}

/** The session's user, when a client may run for it (a token, no expired session). */
function activeUser(): number | null {
  const session = sessionStore.get();
  if (session === null || sessionStore.token() === null || sessionExpiry.get() !== null) return null;
  return session.usuario.id_usuario;
}

/**
 * SPEC §4: after each route change, a session with a token and no realtime client gets one; the
 * client closes when the session ends (logout, expiry, another user in another tab).
 */
export function useRealtimeNotificacoes(): void {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const translate = useRef(t);
  translate.current = t;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each route change, as SPEC §4 asks.
  useEffect(() => {
    const user = activeUser();
    if (user === null || realtimeUser() === user) return;
    startRealtime(
      user,
      (item) => receive(queryClient, item, translate.current),
      () => void queryClient.invalidateQueries({ queryKey: [NOTIFICACOES_LISTS_KEY[0]] }),
    );
  }, [pathname, queryClient]);

  useEffect(() => {
    const stopWhenOver = () => {
      const running = realtimeUser();
      if (running !== null && activeUser() !== running) stopRealtime();
    };
    const unsubscribeSession = sessionStore.subscribe(stopWhenOver);
    const unsubscribeExpiry = sessionExpiry.subscribe(stopWhenOver);
    return () => {
      unsubscribeSession();
      unsubscribeExpiry();
    };
  }, []);
}
