import type { Perimetro } from '@cfc/contract';
import { Button, Stack, Text } from '@mantine/core';
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
import { displayDate } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useConfirmedChange } from '../../ui/useConfirmedChange.ts';
import { useDeletePerimetro, usePerimetros, useSetPerimetroAtivo } from './api.ts';
import { PerimetroEditor } from './components/PerimetroEditor.tsx';

/** agendamento/perimetro/cadastro: the areas where practical lessons may take place. */
export function PerimetrosPage() {
  const { t } = useTranslation();
  const table = useTableParams('nome');
  const situacao = situacaoOf(table);
  const query = usePerimetros(table.params, situacao);
  const setAtivo = useSetPerimetroAtivo();
  const remove = useDeletePerimetro();
  const { ask, dialog } = useConfirmedChange();
  const [editing, setEditing] = useState<Perimetro | undefined>();
  // A new drawing after each save or cancel: the editor starts empty again.
  const [round, setRound] = useState(0);
  const startNew = () => {
    setEditing(undefined);
    setRound((count) => count + 1);
  };

  const columns: DataTableColumn<Perimetro>[] = [
    {
      key: 'nome',
      header: t('perimetros.columns.nome'),
      sortField: 'nome',
      render: (perimetro) => (
        <Text fw={500} size="sm">
          {perimetro.nome}
        </Text>
      ),
    },
    {
      key: 'pontos',
      header: t('perimetros.columns.pontos'),
      align: 'right',
      render: (perimetro) => perimetro.pontos.length,
    },
    {
      key: 'created_at',
      header: t('perimetros.columns.criado'),
      sortField: 'created_at',
      render: (perimetro) => displayDate(perimetro.created_at, true),
    },
    {
      key: 'situacao',
      header: t('perimetros.columns.situacao'),
      render: (p) => <AtivoBadge ativo={p.ativo} labels={t('perimetros.status', { returnObjects: true })} />,
    },
  ];

  const rowActions = (perimetro: Perimetro): DataTableRowAction[] => [
    {
      key: 'edit',
      label: t('perimetros.actions.edit', { nome: perimetro.nome }),
      icon: <IconPencil size={18} aria-hidden />,
      onClick: () => setEditing(perimetro),
    },
    ativoAction({
      ativo: perimetro.ativo,
      label: t(perimetro.ativo ? 'perimetros.actions.deactivate' : 'perimetros.actions.activate', {
        nome: perimetro.nome,
      }),
      onClick: () => {
        const key = perimetro.ativo ? 'deactivate' : 'activate';
        ask({
          title: t(`perimetros.confirm.${key}Title`),
          text: t(`perimetros.confirm.${key}Text`, { nome: perimetro.nome }),
          confirmLabel: t(`perimetros.confirm.${key}`),
          color: perimetro.ativo ? 'danger' : 'brand',
          run: () => setAtivo.mutateAsync({ id: perimetro.id_perimetro, ativo: !perimetro.ativo }),
          failureMessage: t('perimetros.saveError'),
        });
      },
    }),
    {
      key: 'delete',
      label: t('perimetros.actions.delete', { nome: perimetro.nome }),
      icon: <IconTrash size={18} aria-hidden />,
      color: 'danger',
      onClick: () =>
        ask({
          title: t('perimetros.confirm.deleteTitle'),
          text: t('perimetros.confirm.deleteText', { nome: perimetro.nome }),
          confirmLabel: t('perimetros.confirm.delete'),
          color: 'danger',
          run: async () => {
            const reply = await remove.mutateAsync(perimetro.id_perimetro);
            if (editing?.id_perimetro === perimetro.id_perimetro) startNew();
            return reply;
          },
          failureMessage: t('perimetros.saveError'),
        }),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('perimetros.title')}
        description={t('perimetros.intro')}
        crumbs={[{ label: t('perimetros.title') }]}
        action={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={startNew}>
            {t('perimetros.new')}
          </Button>
        }
      />
      <Stack gap="lg">
        <PerimetroEditor
          key={editing ? `edit-${editing.id_perimetro}` : `new-${round}`}
          perimetro={editing}
          others={query.data?.data ?? []}
          onDone={startNew}
        />
        <DataTable
          label={t('perimetros.list.label')}
          columns={columns}
          query={query}
          state={table}
          rowKey={(perimetro) => perimetro.id_perimetro}
          rowActions={rowActions}
          filter={{ label: t('perimetros.list.filter'), placeholder: t('perimetros.list.filterPlaceholder') }}
          toolbar={
            <SituacaoSelect table={table} labels={t('perimetros.situacao', { returnObjects: true })} />
          }
          emptyMessage={t('perimetros.list.empty')}
          minWidth={560}
        />
      </Stack>
      <ConfirmDialog {...dialog} cancelLabel={t('perimetros.confirm.cancel')} />
    </>
  );
}
