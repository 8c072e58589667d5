import type { Notificacao } from '@cfc/contract';
import { Button, Checkbox, Group, Text } from '@mantine/core';
import { IconMailOpened, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SelectionBarProps {
  readonly items: readonly Notificacao[];
  readonly selected: readonly number[];
  readonly onSelectAll: (checked: boolean) => void;
  readonly onMarkRead: () => void;
  readonly onDelete: () => void;
  readonly busy: boolean;
}

/** Select the page's notifications, then mark them read or delete them (SPEC §4). */
export function SelectionBar({
  items,
  selected,
  onSelectAll,
  onMarkRead,
  onDelete,
  busy,
}: SelectionBarProps) {
  const { t } = useTranslation();
  const all = items.length > 0 && selected.length === items.length;
  const some = selected.length > 0 && !all;
  const none = selected.length === 0;
  const anyUnread = items.some((item) => selected.includes(item.id) && !item.is_read);
  return (
    <Group
      justify="space-between"
      px="md"
      py={8}
      gap="sm"
      bg={none ? 'gray.0' : 'brand.0'}
      style={{
        borderTop: '1px solid var(--mantine-color-gray-3)',
        borderBottom: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      <Group gap="sm">
        <Checkbox
          aria-label={t('notificacoes.selectAll')}
          checked={all}
          indeterminate={some}
          disabled={items.length === 0}
          onChange={(event) => onSelectAll(event.currentTarget.checked)}
        />
        <Text size="sm" c={none ? 'dimmed' : undefined} fw={none ? 400 : 600}>
          {none ? t('notificacoes.selectAll') : t('notificacoes.selected', { count: selected.length })}
        </Text>
      </Group>
      <Group gap="xs">
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconMailOpened size={16} aria-hidden />}
          disabled={none || !anyUnread || busy}
          onClick={onMarkRead}
        >
          {t('notificacoes.markRead')}
        </Button>
        <Button
          size="compact-sm"
          variant="light"
          color="danger"
          leftSection={<IconTrash size={16} aria-hidden />}
          disabled={none || busy}
          onClick={onDelete}
        >
          {t('notificacoes.delete')}
        </Button>
      </Group>
    </Group>
  );
}
