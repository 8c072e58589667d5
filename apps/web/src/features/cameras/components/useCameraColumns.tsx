import type { Camera } from '@cfc/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../ui/DataTable.tsx';
import { CameraStatusBadge } from './CameraStatusBadge.tsx';

/** The first columns of both camera lists: name, room and whether the camera answers. */
export function useCameraColumns(): DataTableColumn<Camera>[] {
  const { t } = useTranslation();
  return [
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
  ];
}
