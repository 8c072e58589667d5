import type { Plano } from '@cfc/contract';
import { Button, Group, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AtivoBadge } from '../../ui/AtivoBadge.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import {
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  useTableParams,
} from '../../ui/DataTable.tsx';
import { ativoAction } from '../../ui/data-table/row-actions.tsx';
import { SituacaoSelect, situacaoOf } from '../../ui/data-table/SituacaoSelect.tsx';
import { exportsInactive } from '../../ui/data-table/situacao.ts';
import { ExportButtons } from '../../ui/ExportButtons.tsx';
import { displayCents } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useConfirmedChange } from '../../ui/useConfirmedChange.ts';
import { useDeletePlano, usePlanos, useSetPlanoAtivo } from './api.ts';
import { type PlanoEditing, PlanoFormModal } from './components/PlanoFormModal.tsx';

/** agendamento/planos-praticos: the packs of practical lessons the school sells. */
export function PlanosPage() {
  const { t } = useTranslation();
  const table = useTableParams('nome');
  const situacao = situacaoOf(table);
  const query = usePlanos(table.params, situacao);
  const setAtivo = useSetPlanoAtivo();
  const remove = useDeletePlano();
  const { ask, dialog } = useConfirmedChange();
  const [editing, setEditing] = useState<PlanoEditing>(null);

  const columns: DataTableColumn<Plano>[] = [
    {
      key: 'nome',
      header: t('planos.columns.nome'),
      sortField: 'nome',
      render: (plano) => (
        <Text fw={500} size="sm">
          {plano.nome}
        </Text>
      ),
    },
    {
      key: 'categoria',
      header: t('planos.columns.categoria'),
      sortField: 'categoria',
      render: (plano) => plano.categoria ?? t('planos.todasCategorias'),
    },
    {
      key: 'horas',
      header: t('planos.columns.horas'),
      sortField: 'horas_aula',
      align: 'right',
      render: (plano) => plano.horas_aula,
    },
    {
      key: 'preco',
      header: t('planos.columns.preco'),
      sortField: 'preco_centavos',
      align: 'right',
      render: (plano) => displayCents(plano.preco_centavos),
    },
    {
      key: 'situacao',
      header: t('planos.columns.situacao'),
      render: (plano) => (
        <AtivoBadge ativo={plano.ativo} labels={t('planos.status', { returnObjects: true })} />
      ),
    },
  ];

  const toggle = (plano: Plano) => {
    const key = plano.ativo ? 'deactivate' : 'activate';
    ask({
      title: t(`planos.confirm.${key}Title`),
      text: t(`planos.confirm.${key}Text`, { nome: plano.nome }),
      confirmLabel: t(`planos.confirm.${key}`),
      color: plano.ativo ? 'danger' : 'brand',
      run: () => setAtivo.mutateAsync({ id: plano.id_plano, ativo: !plano.ativo }),
      failureMessage: t('planos.saveError'),
    });
  };

  const rowActions = (plano: Plano): DataTableRowAction[] => [
    {
      key: 'edit',
      label: t('planos.actions.edit', { nome: plano.nome }),
      icon: <IconPencil size={18} aria-hidden />,
      onClick: () => setEditing({ kind: 'edit', plano }),
    },
    ativoAction({
      ativo: plano.ativo,
      label: t(plano.ativo ? 'planos.actions.deactivate' : 'planos.actions.activate', { nome: plano.nome }),
      onClick: () => toggle(plano),
    }),
    {
      key: 'delete',
      label: t('planos.actions.delete', { nome: plano.nome }),
      icon: <IconTrash size={18} aria-hidden />,
      color: 'danger',
      onClick: () =>
        ask({
          title: t('planos.confirm.deleteTitle'),
          text: t('planos.confirm.deleteText', { nome: plano.nome }),
          confirmLabel: t('planos.confirm.delete'),
          color: 'danger',
          // A plan already sold is refused with 409 and the server's reason as the toast.
          run: () => remove.mutateAsync(plano.id_plano),
          failureMessage: t('planos.saveError'),
        }),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('planos.title')}
        description={t('planos.intro')}
        crumbs={[{ label: t('planos.title') }]}
        action={
          <Group gap="sm">
            <ExportButtons
              modulo="planos-praticos"
              filtro={table.params.filtro}
              todos={exportsInactive(situacao)}
            />
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => setEditing({ kind: 'new' })}
            >
              {t('planos.new')}
            </Button>
          </Group>
        }
      />
      <DataTable
        label={t('planos.list.label')}
        columns={columns}
        query={query}
        state={table}
        rowKey={(plano) => plano.id_plano}
        rowActions={rowActions}
        filter={{ label: t('planos.list.filter'), placeholder: t('planos.list.filterPlaceholder') }}
        toolbar={<SituacaoSelect table={table} labels={t('planos.situacao', { returnObjects: true })} />}
        emptyMessage={t('planos.list.empty')}
        minWidth={640}
      />
      <PlanoFormModal editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog {...dialog} cancelLabel={t('planos.confirm.cancel')} />
    </>
  );
}
