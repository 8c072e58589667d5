import type { ListaNotificacao, Notificacao } from '@cfc/contract';
import { ActionIcon, Button, Center, Checkbox, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconBellOff, IconMailOpened, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NotificacaoItem } from './NotificacaoItem.tsx';

interface NotificacoesListProps {
  readonly lista: ListaNotificacao;
  readonly filter: string;
  readonly items: readonly Notificacao[];
  readonly loading: boolean;
  readonly failed: boolean;
  readonly onRetry: () => void;
  readonly selected: ReadonlySet<number>;
  readonly onSelect: (id: number, checked: boolean) => void;
  readonly onMarkRead: (id: number) => void;
  readonly onArchive: (id: number, archived: boolean) => void;
  /** The notification whose archive toggle is on its way. */
  readonly archiving: number | undefined;
}

/** The notifications of one page of a list, each with its checkbox and actions; or why there are none. */
export function NotificacoesList({
  lista,
  filter,
  items,
  loading,
  failed,
  onRetry,
  selected,
  onSelect,
  onMarkRead,
  onArchive,
  archiving,
}: NotificacoesListProps) {
  const { t } = useTranslation();

  if (loading && items.length === 0) {
    return (
      <Center py={48}>
        <Loader size="sm" aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (failed && items.length === 0) {
    return (
      <Stack align="center" gap="sm" py={48}>
        <Text c="dimmed">{t('notificacoes.loadFailed')}</Text>
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
          {t('notificacoes.retry')}
        </Button>
      </Stack>
    );
  }
  if (items.length === 0) {
    return (
      <Stack
        align="center"
        gap={6}
        py={48}
        px="md"
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      >
        <IconBellOff size={36} color="var(--mantine-color-gray-5)" aria-hidden />
        <Text fw={600}>
          {filter === '' ? t(`notificacoes.empty.${lista}`) : t('notificacoes.empty.filtered', { filter })}
        </Text>
        {filter === '' && (
          <Text size="sm" c="dimmed">
            {t('notificacoes.empty.hint')}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <section aria-label={t(`notificacoes.tabs.${lista}`)}>
      {items.map((item) => (
        <NotificacaoItem
          key={item.id}
          item={item}
          leading={
            <Checkbox
              mt={2}
              aria-label={t('notificacoes.select', { title: item.title })}
              checked={selected.has(item.id)}
              onChange={(event) => onSelect(item.id, event.currentTarget.checked)}
            />
          }
          actions={
            <Group gap={2} wrap="nowrap" style={{ flexShrink: 0 }}>
              {!item.is_read && (
                <Tooltip label={t('notificacoes.markRead')} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('notificacoes.markReadLabel', { title: item.title })}
                    onClick={() => onMarkRead(item.id)}
                  >
                    <IconMailOpened size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
              <Tooltip
                label={item.is_archived ? t('notificacoes.unarchive') : t('notificacoes.archive')}
                withArrow
              >
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  loading={archiving === item.id}
                  aria-label={
                    item.is_archived
                      ? t('notificacoes.unarchiveLabel', { title: item.title })
                      : t('notificacoes.archiveLabel', { title: item.title })
                  }
                  onClick={() => onArchive(item.id, item.is_archived)}
                >
                  {item.is_archived ? (
                    <IconArchiveOff size={18} aria-hidden />
                  ) : (
                    <IconArchive size={18} aria-hidden />
                  )}
                </ActionIcon>
              </Tooltip>
            </Group>
          }
        />
      ))}
    </section>
  );
}
