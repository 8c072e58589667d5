import { ActionIcon, Indicator, Menu, Text } from '@mantine/core';
import { IconBell, IconChecks, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMarkAllRead, useUnreadCount } from '../../features/notificacoes/api.ts';
import { badgeLabel } from '../../features/notificacoes/badge.ts';
import { notifyError } from '../../ui/notify.ts';
import { buildPath } from '../routes.ts';

/** The bell of the top bar: unread count, mark all as read, the way to the notifications centre. */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const markAllRead = useMarkAllRead();
  const count = unread.data ?? 0;
  const badge = badgeLabel(count);

  function handleMarkAll() {
    markAllRead.mutate(count, {
      onError: (error) => notifyError(error, t('layout.markAllReadFailed')),
    });
  }

  return (
    <Menu position="bottom-end" shadow="md" width={280}>
      <Menu.Target>
        <Indicator label={badge} size={18} color="danger" offset={6} disabled={badge === null}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={count > 0 ? t('layout.notificationsUnread', { count }) : t('layout.notifications')}
          >
            <IconBell size={22} aria-hidden />
          </ActionIcon>
        </Indicator>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('layout.notifications')}</Menu.Label>
        <Text size="sm" px="sm" pb="xs" c="dimmed">
          {count > 0 ? t('layout.notificationsUnread', { count }) : t('layout.noUnread')}
        </Text>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconChecks size={16} aria-hidden />}
          disabled={count === 0 || markAllRead.isPending}
          onClick={handleMarkAll}
        >
          {t('layout.markAllRead')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={buildPath('notifications')}
          leftSection={<IconListDetails size={16} aria-hidden />}
        >
          {t('layout.viewAll')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
