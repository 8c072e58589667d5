import type { Instrutor } from '@cfc/contract';
import { todayInSaoPaulo } from '@cfc/domain';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCalendarWeek, IconPlus } from '@tabler/icons-react';
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
import { displayCpf, displayDate } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useConfirmedChange } from '../../ui/useConfirmedChange.ts';
import { useInstrutores, useSetInstrutorAtivo } from './api.ts';

/** instrutores: the school's instructors, what they teach and their credentials (SPEC §2.3). */
export function InstrutoresListPage() {
  const { t } = useTranslation();
  const canEdit = usePermission('instrutor_edit');
  const table = useTableParams('nome');
  const situacao = situacaoOf(table);
  const query = useInstrutores(table.params, situacao);
  const setAtivo = useSetInstrutorAtivo();
  const { ask, dialog } = useConfirmedChange();
  const today = todayInSaoPaulo();

  const columns: DataTableColumn<Instrutor>[] = [
    {
      key: 'nome',
      header: t('instrutores.columns.nome'),
      sortField: 'nome',
      render: (instrutor) => (
        <Text fw={500} size="sm">
          {instrutor.nome}
        </Text>
      ),
    },
    { key: 'cpf', header: t('instrutores.columns.cpf'), sortField: 'cpf', render: (i) => displayCpf(i.cpf) },
    { key: 'cnh', header: t('instrutores.columns.cnh'), align: 'center', render: (i) => i.cnh_categoria },
    {
      key: 'ensina',
      header: t('instrutores.columns.ensina'),
      render: (instrutor) => (
        <Group gap={4}>
          {instrutor.categorias_ensino.map((categoria) => (
            <Badge key={categoria} size="sm" variant="outline" color="gray" radius="sm">
              {categoria}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'credencial',
      header: t('instrutores.columns.credencial'),
      sortField: 'credencial_validade',
      render: (instrutor) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm">{instrutor.credencial_numero}</Text>
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              {t('instrutores.validUntil', { date: displayDate(instrutor.credencial_validade) })}
            </Text>
            <ExpiryBadge
              validade={instrutor.credencial_validade}
              today={today}
              labels={t('instrutores.credential', { returnObjects: true })}
            />
          </Group>
        </Stack>
      ),
    },
    {
      key: 'situacao',
      header: t('instrutores.columns.situacao'),
      render: (instrutor) => (
        <AtivoBadge ativo={instrutor.ativo} labels={t('instrutores.status', { returnObjects: true })} />
      ),
    },
  ];

  const toggle = (instrutor: Instrutor) => {
    const key = instrutor.ativo ? 'deactivate' : 'activate';
    ask({
      title: t(`instrutores.confirm.${key}Title`),
      text: t(`instrutores.confirm.${key}Text`, { nome: instrutor.nome }),
      confirmLabel: t(`instrutores.confirm.${key}`),
      color: instrutor.ativo ? 'danger' : 'brand',
      run: () => setAtivo.mutateAsync({ id: instrutor.id_instrutor, ativo: !instrutor.ativo }),
      failureMessage: t('instrutores.saveError'),
    });
  };

  const rowActions = (instrutor: Instrutor): DataTableRowAction[] => [
    editAction(
      t('instrutores.actions.edit', { nome: instrutor.nome }),
      buildPath('editar-instrutor', { idInstrutor: instrutor.id_instrutor }),
    ),
    ativoAction({
      ativo: instrutor.ativo,
      label: t(instrutor.ativo ? 'instrutores.actions.deactivate' : 'instrutores.actions.activate', {
        nome: instrutor.nome,
      }),
      onClick: () => toggle(instrutor),
      kind: 'person',
    }),
  ];

  return (
    <>
      <PageHeader
        title={t('instrutores.title')}
        description={t('instrutores.intro')}
        crumbs={[{ label: t('instrutores.title') }]}
        action={
          <Group gap="sm">
            <Button
              variant="default"
              component={Link}
              to={buildPath('dashboard-instrutor')}
              leftSection={<IconCalendarWeek size={18} aria-hidden />}
            >
              {t('instrutores.week')}
            </Button>
            <ExportButtons
              modulo="instrutores"
              filtro={table.params.filtro}
              todos={exportsInactive(situacao)}
            />
            {canEdit && (
              <Button
                component={Link}
                to={buildPath('novo-instrutor')}
                leftSection={<IconPlus size={18} aria-hidden />}
              >
                {t('instrutores.new')}
              </Button>
            )}
          </Group>
        }
      />
      <DataTable
        label={t('instrutores.list.label')}
        columns={columns}
        query={query}
        state={table}
        rowKey={(instrutor) => instrutor.id_instrutor}
        rowActions={canEdit ? rowActions : undefined}
        filter={{ label: t('instrutores.list.filter'), placeholder: t('instrutores.list.filterPlaceholder') }}
        toolbar={<SituacaoSelect table={table} labels={t('instrutores.situacao', { returnObjects: true })} />}
        emptyMessage={t('instrutores.list.empty')}
        minWidth={880}
      />
      <ConfirmDialog {...dialog} cancelLabel={t('instrutores.confirm.cancel')} />
    </>
  );
}
