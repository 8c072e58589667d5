import { LISTAS_NOTIFICACAO, type ListaNotificacao } from '@cfc/contract';
import { Badge, Group, Paper, Tabs, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { buildPath } from '../../routing/routes.ts';
import { ConfirmDialog, type ConfirmRequest } from '../../ui/ConfirmDialog.tsx';
import { DataTableFilter } from '../../ui/data-table/DataTableFilter.tsx';
import { DataTablePagination } from '../../ui/data-table/DataTablePagination.tsx';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { BELL_LIST, useDeleteNotificacoes, useMarkRead, useNotificacoes, useToggleArchive } from './api.ts';
import { type CentreRoute, centreAddress, readCentre } from './centre-address.ts';
import { NotificacoesList } from './components/NotificacoesList.tsx';
import { SelectionBar } from './components/SelectionBar.tsx';
import type { ListParams } from './lists.ts';

/** The notifications centre (SPEC §2.3, §3, §4): six lists, a filter, selection, archive, attachments. */
function NotificacoesCentre({ route }: { readonly route: CentreRoute }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const params = readCentre(route, new URLSearchParams(location.search));
  const { lista, page, filter } = params;
  const list = useNotificacoes(params);
  // The unread count of the tab comes with every page; the bell's query has it even before.
  const bell = useNotificacoes(BELL_LIST, false);
  const unread = list.data?.unread ?? bell.data?.unread ?? 0;
  const markRead = useMarkRead();
  const toggleArchive = useToggleArchive();
  const remove = useDeleteNotificacoes();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const go = useCallback(
    (next: ListParams) => {
      const { route: target, search } = centreAddress(next);
      void navigate(`${buildPath(target)}${search}`, { replace: target === route });
    },
    [navigate, route],
  );

  // Another list, page or filter: what was selected is no longer on screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared whenever the list shown changes.
  useEffect(() => setSelected(new Set()), [lista, page, filter]);

  // After deleting the last items of the last page, show the page that now is the last.
  const lastPage = list.isPlaceholderData ? undefined : list.data?.last_page;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) go({ lista, page: lastPage, filter });
  }, [lastPage, page, lista, filter, go]);

  const items = list.isPlaceholderData ? [] : (list.data?.data ?? []);
  const selectedIds = items.filter((item) => selected.has(item.id)).map((item) => item.id);

  function toggleSelected(id: number, checked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function markSelectedRead(ids: readonly number[]) {
    markRead.mutate(ids, {
      onSuccess: (reply) => {
        notifySuccess(reply.mensagem);
        setSelected(new Set());
      },
      onError: (error) => notifyError(error, t('notificacoes.markReadFailed')),
    });
  }

  function archive(id: number, archived: boolean) {
    toggleArchive.mutate(id, {
      onSuccess: (reply) =>
        notifySuccess(reply.mensagem || t(archived ? 'notificacoes.unarchived' : 'notificacoes.archived')),
      onError: (error) => notifyError(error, t('notificacoes.archiveFailed')),
    });
  }

  function askDelete(ids: readonly number[]) {
    setConfirm({
      title: t('notificacoes.confirmDelete.title'),
      text: t('notificacoes.confirmDelete.text', { count: ids.length }),
      confirmLabel: t('notificacoes.confirmDelete.confirm'),
      color: 'danger',
      onConfirm: () =>
        remove.mutate(ids, {
          onSuccess: (reply) => {
            notifySuccess(reply.mensagem || t('notificacoes.deleted', { count: ids.length }));
            setSelected(new Set());
            setConfirm(null);
          },
          onError: (error) => {
            notifyError(error, t('notificacoes.deleteFailed'));
            setConfirm(null);
          },
        }),
    });
  }

  const changelog = route === 'notifications-changelog';
  return (
    <>
      <PageHeader
        title={changelog ? t('routes.notifications-changelog') : t('notificacoes.title')}
        description={changelog ? t('notificacoes.changelogIntro') : t('notificacoes.intro')}
        crumbs={
          changelog
            ? [
                { label: t('notificacoes.crumb'), route: 'notifications' },
                { label: t('notificacoes.tabs.changelogs') },
              ]
            : [{ label: t('notificacoes.crumb') }]
        }
      />
      <Paper withBorder radius="md">
        <Tabs
          value={lista}
          onChange={(value) => value && go({ lista: value as ListaNotificacao, page: 1, filter })}
          keepMounted={false}
        >
          <Tabs.List
            aria-label={t('notificacoes.tabs.label')}
            px="sm"
            pt="xs"
            style={{ overflowX: 'auto', flexWrap: 'nowrap' }}
          >
            {LISTAS_NOTIFICACAO.map((value) => (
              <Tabs.Tab
                key={value}
                value={value}
                rightSection={
                  value === 'unread' && unread > 0 ? (
                    <Badge size="xs" circle={unread < 10} color="danger" variant="filled" aria-hidden>
                      {unread > 99 ? '99+' : unread}
                    </Badge>
                  ) : undefined
                }
              >
                {t(`notificacoes.tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value={lista}>
            <Group justify="space-between" align="flex-end" p="md" gap="sm">
              <DataTableFilter
                value={filter}
                onChange={(text) => go({ lista, page: 1, filter: text.trim() })}
                label={t('notificacoes.filter')}
                placeholder={t('notificacoes.filterPlaceholder')}
              />
              {list.data && list.data.total > 0 && (
                <Text size="sm" c="dimmed" aria-live="polite">
                  {t('notificacoes.total', { count: list.data.total })}
                </Text>
              )}
            </Group>
            {items.length > 0 && (
              <SelectionBar
                items={items}
                selected={selectedIds}
                onSelectAll={(checked) => setSelected(new Set(checked ? items.map((item) => item.id) : []))}
                onMarkRead={() => markSelectedRead(selectedIds)}
                onDelete={() => askDelete(selectedIds)}
                busy={markRead.isPending || remove.isPending}
              />
            )}
            <NotificacoesList
              lista={lista}
              filter={filter}
              items={items}
              loading={list.isPending || list.isPlaceholderData}
              failed={list.isError}
              onRetry={() => void list.refetch()}
              selected={selected}
              onSelect={toggleSelected}
              onMarkRead={(id) => markSelectedRead([id])}
              onArchive={archive}
              archiving={toggleArchive.isPending ? toggleArchive.variables : undefined}
            />
            {list.data && list.data.last_page > 1 && (
              <Group justify="flex-end" p="md">
                <DataTablePagination
                  current={list.data.current_page}
                  last={list.data.last_page}
                  onChange={(next) => go({ lista, page: next, filter })}
                  disabled={list.isFetching}
                />
              </Group>
            )}
          </Tabs.Panel>
        </Tabs>
      </Paper>
      <ConfirmDialog
        request={confirm}
        cancelLabel={t('notificacoes.confirmDelete.cancel')}
        loading={remove.isPending}
        onClose={() => setConfirm(null)}
      />
    </>
  );
}

export function NotificacoesPage() {
  return <NotificacoesCentre route="notifications" />;
}

export function NotificacoesChangelogPage() {
  return <NotificacoesCentre route="notifications-changelog" />;
}
