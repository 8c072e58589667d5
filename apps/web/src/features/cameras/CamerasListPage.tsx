import type { Camera } from '@cfc/contract';
import { Badge, Button, Group, Text } from '@mantine/core';
import {
  IconActivity,
  IconCircleCheck,
  IconCircleOff,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../app/routes.ts';
import {
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  useTableParams,
} from '../../ui/DataTable.tsx';
import { ExportButtons } from '../../ui/ExportButtons.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ConfirmDialog } from '../salas/shared/ConfirmDialog.tsx';
import { SituacaoSelect, situacaoOf } from '../salas/shared/SituacaoSelect.tsx';
import { exportsInactive } from '../salas/shared/situacao.ts';
import { useConfirmedChange } from '../salas/shared/useConfirmedChange.ts';
import { useCameras, useDeleteCamera, useSetCameraAtiva } from './api.ts';
import { CameraStatusBadge } from './components/CameraStatusBadge.tsx';

/** cameras: the classroom cameras (SPEC §2.3, reached from the profile dropdown, §2.5). */
export function CamerasListPage() {
  const { t } = useTranslation();
  const table = useTableParams('nome');
  const situacao = situacaoOf(table);
  const query = useCameras(table.params, situacao);
  const setAtiva = useSetCameraAtiva();
  const remove = useDeleteCamera();
  const { ask, dialog } = useConfirmedChange();

  const columns: DataTableColumn<Camera>[] = [
    {
      key: 'nome',
      header: t('cameras.columns.nome'),
      sortField: 'nome',
      render: (camera) => (
        <Text fw={500} size="sm">
          {camera.nome}
        </Text>
      ),
    },
    {
      key: 'sala',
      header: t('cameras.columns.sala'),
      sortField: 'sala',
      render: (camera) => camera.sala_nome,
    },
    {
      key: 'status',
      header: t('cameras.columns.status'),
      sortField: 'status',
      render: (camera) => <CameraStatusBadge status={camera.status} />,
    },
    {
      key: 'situacao',
      header: t('cameras.columns.situacao'),
      render: (camera) => (
        <Badge color={camera.ativo ? 'brand' : 'danger'} variant="light">
          {t(camera.ativo ? 'cameras.ativo.active' : 'cameras.ativo.inactive')}
        </Badge>
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
    {
      key: 'edit',
      label: t('cameras.actions.edit', { nome: camera.nome }),
      icon: <IconPencil size={18} aria-hidden />,
      to: buildPath('editar-camera', { idCam: camera.id_camera }),
    },
    {
      key: 'ativo',
      label: t(camera.ativo ? 'cameras.actions.deactivate' : 'cameras.actions.activate', {
        nome: camera.nome,
      }),
      icon: camera.ativo ? (
        <IconCircleOff size={18} aria-hidden />
      ) : (
        <IconCircleCheck size={18} aria-hidden />
      ),
      color: camera.ativo ? 'danger' : 'brand',
      onClick: () => toggle(camera),
    },
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
