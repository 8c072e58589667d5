import type { Sala } from '@cfc/contract';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleOff, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
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
import { useDeleteSala, useSalas, useSetSalaAtiva } from './api.ts';
import { ConfirmDialog } from './shared/ConfirmDialog.tsx';
import { SituacaoSelect, situacaoOf } from './shared/SituacaoSelect.tsx';
import { exportsInactive } from './shared/situacao.ts';
import { useConfirmedChange } from './shared/useConfirmedChange.ts';

/** salas: the school's classrooms (SPEC §2.3, reached from the profile dropdown, §2.5). */
export function SalasListPage() {
  const { t } = useTranslation();
  const table = useTableParams('nome');
  const situacao = situacaoOf(table);
  const query = useSalas(table.params, situacao);
  const setAtiva = useSetSalaAtiva();
  const remove = useDeleteSala();
  const { ask, dialog } = useConfirmedChange();

  const columns: DataTableColumn<Sala>[] = [
    {
      key: 'nome',
      header: t('salas.columns.nome'),
      sortField: 'nome',
      render: (sala) => (
        <Text fw={500} size="sm">
          {sala.nome}
        </Text>
      ),
    },
    {
      key: 'capacidade',
      header: t('salas.columns.capacidade'),
      sortField: 'capacidade',
      align: 'right',
      render: (sala) => sala.capacidade,
    },
    { key: 'cameras', header: t('salas.columns.cameras'), align: 'right', render: (sala) => sala.cameras },
    {
      key: 'situacao',
      header: t('salas.columns.situacao'),
      render: (sala) => (
        <Badge color={sala.ativo ? 'brand' : 'danger'} variant="light">
          {t(sala.ativo ? 'salas.status.active' : 'salas.status.inactive')}
        </Badge>
      ),
    },
  ];

  const toggle = (sala: Sala) => {
    const key = sala.ativo ? 'deactivate' : 'activate';
    ask({
      title: t(`salas.confirm.${key}Title`),
      text: t(`salas.confirm.${key}Text`, { nome: sala.nome }),
      confirmLabel: t(`salas.confirm.${key}`),
      color: sala.ativo ? 'danger' : 'brand',
      run: () => setAtiva.mutateAsync({ id: sala.id_sala, ativo: !sala.ativo }),
      failureMessage: t('salas.saveError'),
    });
  };

  const rowActions = (sala: Sala): DataTableRowAction[] => [
    {
      key: 'edit',
      label: t('salas.actions.edit', { nome: sala.nome }),
      icon: <IconPencil size={18} aria-hidden />,
      to: buildPath('editar-sala', { idSala: sala.id_sala }),
    },
    {
      key: 'ativo',
      label: t(sala.ativo ? 'salas.actions.deactivate' : 'salas.actions.activate', { nome: sala.nome }),
      icon: sala.ativo ? <IconCircleOff size={18} aria-hidden /> : <IconCircleCheck size={18} aria-hidden />,
      color: sala.ativo ? 'danger' : 'brand',
      onClick: () => toggle(sala),
    },
    {
      key: 'delete',
      label: t('salas.actions.delete', { nome: sala.nome }),
      icon: <IconTrash size={18} aria-hidden />,
      color: 'danger',
      onClick: () =>
        ask({
          title: t('salas.confirm.deleteTitle'),
          text: t('salas.confirm.deleteText', { nome: sala.nome }),
          confirmLabel: t('salas.confirm.delete'),
          color: 'danger',
          run: () => remove.mutateAsync(sala.id_sala),
          failureMessage: t('salas.saveError'),
        }),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('salas.title')}
        description={t('salas.intro')}
        crumbs={[{ label: t('salas.title') }]}
        action={
          <Group gap="sm">
            <ExportButtons modulo="salas" filtro={table.params.filtro} todos={exportsInactive(situacao)} />
            <Button
              component={Link}
              to={buildPath('nova-sala')}
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              {t('salas.new')}
            </Button>
          </Group>
        }
      />
      <DataTable
        label={t('salas.list.label')}
        columns={columns}
        query={query}
        state={table}
        rowKey={(sala) => sala.id_sala}
        rowActions={rowActions}
        filter={{ label: t('salas.list.filter'), placeholder: t('salas.list.filterPlaceholder') }}
        toolbar={<SituacaoSelect table={table} labels={t('salas.situacao', { returnObjects: true })} />}
        emptyMessage={t('salas.list.empty')}
        minWidth={560}
      />
      <ConfirmDialog {...dialog} cancelLabel={t('salas.confirm.cancel')} />
    </>
  );
}
