import type { Camera } from '@cfc/contract';
import { Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, useTableParams } from '../../ui/DataTable.tsx';
import { clockTime } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { STATUS_REFRESH_MS, useCameras } from './api.ts';
import { useCameraColumns } from './components/useCameraColumns.tsx';
import { WhenCell } from './components/WhenCell.tsx';

/** monitoramento/status-cameras: whether each active camera answers, refreshed every 60 s. */
export function StatusCamerasPage() {
  const { t, i18n } = useTranslation();
  const table = useTableParams('status');
  const query = useCameras(table.params, 'ativos', STATUS_REFRESH_MS);
  // Relative times count from the moment of the data, so they agree with what the server saw.
  const now = new Date(query.dataUpdatedAt || Date.now());

  const cameraColumns = useCameraColumns();
  const columns: DataTableColumn<Camera>[] = [
    ...cameraColumns,
    {
      key: 'ultimaImagem',
      header: t('cameras.columns.ultimaImagem'),
      render: (camera) => <WhenCell value={camera.ultimo_snapshot_em} now={now} />,
    },
    {
      key: 'verificadaEm',
      header: t('cameras.columns.verificadaEm'),
      sortField: 'verificado_em',
      render: (camera) => <WhenCell value={camera.verificado_em} now={now} />,
    },
  ];

  const refreshed = query.dataUpdatedAt
    ? t('cameras.statusView.refreshed', { time: clockTime(new Date(query.dataUpdatedAt), i18n.language) })
    : undefined;

  return (
    <>
      <PageHeader
        title={t('cameras.statusView.title')}
        description={t('cameras.statusView.intro')}
        crumbs={[
          { label: t('cameras.title'), route: 'listagem-cameras' },
          { label: t('cameras.statusView.title') },
        ]}
        action={
          <Group gap="sm" align="center">
            {refreshed && (
              <Text size="sm" c="dimmed" aria-live="polite">
                {refreshed}
              </Text>
            )}
            <Button
              variant="default"
              leftSection={<IconRefresh size={18} aria-hidden />}
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              {t('cameras.statusView.refresh')}
            </Button>
          </Group>
        }
      />
      <DataTable
        label={t('cameras.statusView.label')}
        columns={columns}
        query={query}
        state={table}
        rowKey={(camera) => camera.id_camera}
        filter={{ label: t('cameras.list.filter'), placeholder: t('cameras.list.filterPlaceholder') }}
        emptyMessage={t('cameras.statusView.empty')}
        minWidth={720}
      />
    </>
  );
}
