import { ActionIcon, Center, Indicator, Loader, Popover } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlertasAoVivo } from '../../features/alertas/index.ts';
import {
  BELL_LIST,
  useAlertasCount,
  useMarkAllRead,
  useNotificacoes,
} from '../../features/notificacoes/api.ts';
import { badgeLabel } from '../../features/notificacoes/badge.ts';
import classes from '../../features/notificacoes/components/notificacoes.module.css';

/**
 * The dropdown's list (with the sanitizer of the notifications' HTML) loads once the user reaches
 * for the bell, not with every logged-in screen.
 */
const loadPanel = () => import('../../features/notificacoes/components/BellPanel.tsx');
const BellPanel = lazy(() => loadPanel().then((module) => ({ default: module.BellPanel })));

/** The bell of the top bar (SPEC §2.5): unread badge and the dropdown of the newest notifications. */
export function NotificationBell() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const titleId = useId();
  const latest = useNotificacoes(BELL_LIST);
  const alertas = useAlertasCount(true);
  // The alerts badge follows the alerts as they are found and handled.
  useAlertasAoVivo();
  const markAllRead = useMarkAllRead();
  const count = latest.data?.unread ?? 0;
  const badge = badgeLabel(count);

  return (
    // The badge wraps the popover, so the popup attributes land on the button, not on the badge's div.
    <Indicator label={badge} size={18} color="danger" offset={6} disabled={badge === null}>
      <Popover
        opened={opened}
        onChange={(next) => !next && close()}
        position="bottom-end"
        shadow="md"
        width={400}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onPointerEnter={() => void loadPanel()}
            onFocus={() => void loadPanel()}
            onClick={toggle}
            aria-expanded={opened}
            aria-haspopup="dialog"
            aria-label={count > 0 ? t('layout.notificationsUnread', { count }) : t('layout.notifications')}
          >
            <IconBell size={22} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown
          className={classes.bellDropdown}
          maw="calc(100vw - 16px)"
          // Named by its own title, not by the bell's unread count.
          aria-labelledby={titleId}
        >
          <Suspense
            fallback={
              <Center p="md">
                <Loader size="sm" aria-label={t('app.loading')} />
              </Center>
            }
          >
            <BellPanel
              page={latest.data}
              loading={latest.isPending}
              alertas={alertas.data ?? 0}
              markingAll={markAllRead.isPending}
              onMarkAll={() => markAllRead.mutateAsync()}
              onNavigate={close}
              titleId={titleId}
            />
          </Suspense>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
