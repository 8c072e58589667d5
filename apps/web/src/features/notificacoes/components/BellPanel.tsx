import { Anchor, Button, Center, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBellOff, IconChecks, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../../routing/routes.ts';
import { notifyError } from '../../../ui/notify.ts';
import type { NotificacoesPage } from '../lists.ts';
import { NotificacaoItem } from './NotificacaoItem.tsx';
import classes from './notificacoes.module.css';

/** How many of the newest notifications the dropdown shows. */
const BELL_ITEMS = 6;

interface BellPanelProps {
  readonly page: NotificacoesPage | undefined;
  readonly loading: boolean;
  readonly alertas: number;
  readonly markingAll: boolean;
  readonly onMarkAll: () => Promise<unknown>;
  /** Following a link closes the dropdown. */
  readonly onNavigate: () => void;
  /** The id of the panel's title, which names the dropdown. */
  readonly titleId: string;
}

/** The bell's dropdown (SPEC §2.5): the newest items, 'Marcar tudo como lida', the way to all of them. */
export function BellPanel({
  page,
  loading,
  alertas,
  markingAll,
  onMarkAll,
  onNavigate,
  titleId,
}: BellPanelProps) {
  const { t } = useTranslation();
  const unread = page?.unread ?? 0;
  const items = page?.data.slice(0, BELL_ITEMS) ?? [];

  function markAll() {
    onMarkAll().catch((error: unknown) => notifyError(error, t('layout.markAllReadFailed')));
  }

  return (
    <Stack gap={0}>
      <Group justify="space-between" wrap="nowrap" gap="xs" className={classes.bellHeader}>
        <div style={{ minWidth: 0 }}>
          <Text fw={700} size="sm" id={titleId}>
            {t('layout.notifications')}
          </Text>
          <Text size="xs" c="dimmed">
            {unread > 0 ? t('layout.notificationsUnread', { count: unread }) : t('layout.noUnread')}
          </Text>
        </div>
        <Button
          size="compact-sm"
          variant="subtle"
          style={{ flexShrink: 0 }}
          leftSection={<IconChecks size={16} aria-hidden />}
          disabled={unread === 0}
          loading={markingAll}
          onClick={markAll}
        >
          {t('layout.markAllRead')}
        </Button>
      </Group>

      {alertas > 0 && (
        <Group gap="xs" wrap="nowrap" px="md" py={6} bg="warning.0">
          <IconAlertTriangle size={16} color="var(--mantine-color-warning-9)" aria-hidden />
          <Anchor component={Link} to={buildPath('alertas')} size="xs" onClick={onNavigate}>
            {t('notificacoes.bell.alerts', { count: alertas })}
          </Anchor>
        </Group>
      )}

      <ScrollArea.Autosize mah={420} type="auto" aria-label={t('notificacoes.bell.latest')}>
        {loading && items.length === 0 ? (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        ) : items.length === 0 ? (
          <Stack align="center" gap={6} py="xl" px="md">
            <IconBellOff size={28} color="var(--mantine-color-gray-5)" aria-hidden />
            <Text size="sm" c="dimmed" ta="center">
              {t('notificacoes.bell.empty')}
            </Text>
          </Stack>
        ) : (
          items.map((item) => <NotificacaoItem key={item.id} item={item} compact />)
        )}
      </ScrollArea.Autosize>

      <div className={classes.bellFooter}>
        <Button
          component={Link}
          to={buildPath('notifications')}
          variant="subtle"
          fullWidth
          size="sm"
          leftSection={<IconListDetails size={16} aria-hidden />}
          onClick={onNavigate}
        >
          {t('layout.viewAll')}
        </Button>
      </div>
    </Stack>
  );
}
