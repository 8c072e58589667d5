import type { Camera } from '@cfc/contract';
import { Button, Group } from '@mantine/core';
import { IconActivity, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../routing/routes.ts';
import { AtivoBadge } from '../../ui/AtivoBadge.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import {
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  useTableParams,
} from '../../ui/DataTable.tsx';
import { ativoAction, editAction } from '../../ui/data-table/row-actions.tsx';
import { SituacaoSelect, situacaoOf } from '../../ui/data-table/SituacaoSelect.tsx';
import { exportsInactive } from '../../ui/data-table/situacao.ts';
import { ExportButtons } from '../../ui/ExportButtons.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useConfirmedChange } from '../../ui/useConfirmedChange.ts';
import { useCameras, useDeleteCamera, useSetCameraAtiva } from './api.ts';
import { useCameraColumns } from './components/useCameraColumns.tsx';

/** cameras: the classroom cameras (SPEC §2.3, reached from the profile dropdown, §2.5). */
export function CamerasListPage() {
  const { t } = useTranslation();
  const table = useTableParams('nome');
  const situacao = situacaoOf(table);
  const query = useCameras(table.params, situacao);
  const setAtiva = useSetCameraAtiva();
  const remove = useDeleteCamera();
  const { ask, dialog } = useConfirmedChange();

  const cameraColumns = useCameraColumns();
  const columns: DataTableColumn<Camera>[] = [
    ...cameraColumns,
    {
      key: 'situacao',
      header: t('cameras.columns.situacao'),
      render: (camera) => (
        <AtivoBadge ativo={camera.ativo} labels={t('cameras.ativo', { returnObjects: true })} />
      ),
    },
  ];

  const toggle = (camera: Camera) => {
    const key = camera.ativo ? 'deactivate' : 'activate';
    ask({
      title: t(`cameras.confirm.${key}Title`),
      text: t(`cameras.confirm.${key}Text`, { nome: camera.nome }),
      confirmLabel: t(`cameras.confirm.${key}`),
      color: camera.ativo ? 'danger' : 'brand',
      run: () => setAtiva.mutateAsync({ id: camera.id_camera, ativo: !camera.ativo }),
      failureMessage: t('cameras.saveError'),
    });
  };

  const rowActions = (camera: Camera): DataTableRowAction[] => [
    editAction(
      t('cameras.actions.edit', { nome: camera.nome }),
      buildPath('editar-camera', { idCam: camera.id_camera }),
    ),
    ativoAction({
      ativo: camera.ativo,
      label: t(camera.ativo ? 'cameras.actions.deactivate' : 'cameras.actions.activate', {
        nome: camera.nome,
      }),
      onClick: () => toggle(camera),
    }),
    {
      key: 'delete',
      label: t('cameras.actions.delete', { nome: camera.nome }),
      icon: <IconTrash size={18} aria-hidden />,
      color: 'danger',
      onClick: () =>
        ask({
          title: t('cameras.confirm.deleteTitle'),
          text: t('cameras.confirm.deleteText', { nome: camera.nome }),
          confirmLabel: t('cameras.confirm.delete'),
          color: 'danger',
          run: () => remove.mutateAsync(camera.id_camera),
          failureMessage: t('cameras.saveError'),
        }),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('cameras.title')}
        description={t('cameras.intro')}
        crumbs={[{ label: t('cameras.title') }]}
        action={
          <Group gap="sm">
            <Button
              variant="default"
              component={Link}
              to={buildPath('status-cameras')}
              leftSection={<IconActivity size={18} aria-hidden />}
            >
              {t('cameras.statusView.title')}
            </Button>
            <ExportButtons modulo="cameras" filtro={table.params.filtro} todos={exportsInactive(situacao)} />
            <Button
              component={Link}
              to={buildPath('nova-camera')}
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              {t('cameras.new')}
            </Button>
          </Group>
        }
      />
      <DataTable
        label={t('cameras.list.label')}
        columns={columns}
        query={query}
        state={table}
        rowKey={(camera) => camera.id_camera}
        rowActions={rowActions}
        filter={{ label: t('cameras.list.filter'), placeholder: t('cameras.list.filterPlaceholder') }}
        toolbar={<SituacaoSelect table={table} labels={t('cameras.situacao', { returnObjects: true })} />}
        emptyMessage={t('cameras.list.empty')}
        minWidth={640}
      />
      <ConfirmDialog {...dialog} cancelLabel={t('cameras.confirm.cancel')} />
    </>
  );
}
