import type { Veiculo } from '@cfc/contract';
import { todayInSaoPaulo } from '@cfc/domain';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../routing/routes.ts';
import { usePermission } from '../../session/useAccess.ts';
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
import { ExpiryBadge } from '../../ui/ExpiryBadge.tsx';
import { ExportButtons } from '../../ui/ExportButtons.tsx';
import { displayDate } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useConfirmedChange } from '../../ui/useConfirmedChange.ts';
import { useSetVeiculoAtivo, useVeiculos } from './api.ts';
import { formatHodometro } from './vinculos.ts';

/** veiculos: the school's vehicles and whether each is linked to it today (SPEC §2.3). */
export function VeiculosListPage() {
  const { t } = useTranslation();
  const canEdit = usePermission('veiculo_edit');
  const table = useTableParams('placa');
  const situacao = situacaoOf(table);
  const query = useVeiculos(table.params, situacao);
  const setAtivo = useSetVeiculoAtivo();
  const { ask, dialog } = useConfirmedChange();
  const today = todayInSaoPaulo();

  const columns: DataTableColumn<Veiculo>[] = [
    {
      key: 'placa',
      header: t('veiculos.columns.placa'),
      sortField: 'placa',
      render: (veiculo) => (
        <Text fw={600} size="sm" ff="monospace">
          {veiculo.placa}
        </Text>
      ),
    },
    {
      key: 'marcaModelo',
      header: t('veiculos.columns.marcaModelo'),
      sortField: 'modelo',
      render: (veiculo) => (
        <Stack gap={0}>
          <Text size="sm">{veiculo.modelo}</Text>
          <Text size="xs" c="dimmed">
            {veiculo.marca}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'ano',
      header: t('veiculos.columns.ano'),
      render: (veiculo) =>
        veiculo.ano_modelo === null
          ? veiculo.ano_fabricacao
          : `${veiculo.ano_fabricacao}/${veiculo.ano_modelo}`,
    },
    {
      key: 'categoria',
      header: t('veiculos.columns.categoria'),
      sortField: 'categoria',
      align: 'center',
      render: (veiculo) => veiculo.categoria,
    },
    {
      key: 'hodometro',
      header: t('veiculos.columns.hodometro'),
      align: 'right',
      render: (veiculo) => formatHodometro(veiculo.hodometro),
    },
    {
      key: 'licenciamento',
      header: t('veiculos.columns.licenciamento'),
      sortField: 'licenciamento_validade',
      render: (veiculo) =>
        veiculo.licenciamento_validade === null ? (
          <Text size="sm" c="dimmed">
            {t('veiculos.licenciamento.none')}
          </Text>
        ) : (
          <Group gap={6}>
            <Text size="sm">{displayDate(veiculo.licenciamento_validade)}</Text>
            <ExpiryBadge
              validade={veiculo.licenciamento_validade}
              today={today}
              labels={t('veiculos.licenciamento', { returnObjects: true })}
            />
          </Group>
        ),
    },
    {
      key: 'vinculo',
      header: t('veiculos.columns.vinculo'),
      render: (veiculo) => (
        <Badge color={veiculo.vinculado_hoje ? 'brand' : 'gray'} variant="light">
          {t(veiculo.vinculado_hoje ? 'veiculos.linkedToday' : 'veiculos.notLinkedToday')}
        </Badge>
      ),
    },
    {
      key: 'situacao',
      header: t('veiculos.columns.situacao'),
      render: (veiculo) => (
        <AtivoBadge ativo={veiculo.ativo} labels={t('veiculos.status', { returnObjects: true })} />
      ),
    },
  ];

  const toggle = (veiculo: Veiculo) => {
    const key = veiculo.ativo ? 'deactivate' : 'activate';
    ask({
      title: t(`veiculos.confirm.${key}Title`),
      text: t(`veiculos.confirm.${key}Text`, { placa: veiculo.placa }),
      confirmLabel: t(`veiculos.confirm.${key}`),
      color: veiculo.ativo ? 'danger' : 'brand',
      run: () => setAtivo.mutateAsync({ id: veiculo.id_veiculo, ativo: !veiculo.ativo }),
      failureMessage: t('veiculos.saveError'),
    });
  };

  const rowActions = (veiculo: Veiculo): DataTableRowAction[] => [
    editAction(
      t('veiculos.actions.edit', { placa: veiculo.placa }),
      buildPath('editar-veiculo', { idVeiculo: veiculo.id_veiculo }),
    ),
    ativoAction({
      ativo: veiculo.ativo,
      label: t(veiculo.ativo ? 'veiculos.actions.deactivate' : 'veiculos.actions.activate', {
        placa: veiculo.placa,
      }),
      onClick: () => toggle(veiculo),
    }),
  ];

  return (
    <>
      <PageHeader
        title={t('veiculos.title')}
        description={t('veiculos.intro')}
        crumbs={[{ label: t('veiculos.title') }]}
        action={
          <Group gap="sm">
            <ExportButtons modulo="veiculos" filtro={table.params.filtro} todos={exportsInactive(situacao)} />
            {canEdit && (
              <Button
                component={Link}
                to={buildPath('novo-veiculo')}
                leftSection={<IconPlus size={18} aria-hidden />}
              >
                {t('veiculos.new')}
              </Button>
            )}
          </Group>
        }
      />
      <DataTable
        label={t('veiculos.list.label')}
        columns={columns}
        query={query}
        state={table}
        rowKey={(veiculo) => veiculo.id_veiculo}
        rowActions={canEdit ? rowActions : undefined}
        filter={{ label: t('veiculos.list.filter'), placeholder: t('veiculos.list.filterPlaceholder') }}
        toolbar={<SituacaoSelect table={table} labels={t('veiculos.situacao', { returnObjects: true })} />}
        emptyMessage={t('veiculos.list.empty')}
        minWidth={860}
      />
      <ConfirmDialog {...dialog} cancelLabel={t('veiculos.confirm.cancel')} />
    </>
  );
}
