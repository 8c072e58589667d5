import type { Sala } from '@cfc/contract';
import { Button, Group, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
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
import { useDeleteSala, useSalas, useSetSalaAtiva } from './api.ts';

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
      render: (sala) => <AtivoBadge ativo={sala.ativo} labels={t('salas.status', { returnObjects: true })} />,
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
    editAction(
      t('salas.actions.edit', { nome: sala.nome }),
      buildPath('editar-sala', { idSala: sala.id_sala }),
    ),
    ativoAction({
      ativo: sala.ativo,
      label: t(sala.ativo ? 'salas.actions.deactivate' : 'salas.actions.activate', { nome: sala.nome }),
      onClick: () => toggle(sala),
    }),
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
