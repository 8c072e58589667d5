import type { AulaPratica } from '@cfc/contract';
import { dateInSaoPaulo, timeRangeInSaoPaulo } from '@cfc/domain';
import { Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconEye, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../session/useAccess.ts';
import {
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  useTableParams,
} from '../../ui/DataTable.tsx';
import { displayDate } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useAulas } from './api.ts';
import { AulaDetailModal, type DetailMode, type DetailTarget } from './components/AulaDetailModal.tsx';
import { AulaStatusBadge } from './components/AulaStatusBadge.tsx';
import { AulasFilters } from './components/AulasFilters.tsx';

type ListStatus = 'agendada' | 'realizada';

function AulasListPage({ status }: { readonly status: ListStatus }) {
  const { t } = useTranslation();
  const canSchedule = usePermission('agendamento');
  const table = useTableParams('inicio');
  const [target, setTarget] = useState<DetailTarget | null>(null);
  const query = useAulas(table.params, {
    status,
    de: table.filter('de'),
    ate: table.filter('ate'),
    instrutor_id: table.filter('instrutor_id'),
    veiculo_id: table.filter('veiculo_id'),
  });
  const name = status === 'agendada' ? 'agendadas' : 'realizadas';

  const columns: DataTableColumn<AulaPratica>[] = [
    {
      key: 'data',
      header: t('agendamento.lists.columns.data'),
      sortField: 'inicio',
      render: (aula) => displayDate(dateInSaoPaulo(aula.inicio)),
    },
    {
      key: 'horario',
      header: t('agendamento.lists.columns.horario'),
      render: (aula) => timeRangeInSaoPaulo(aula.inicio, aula.fim),
    },
    {
      key: 'aluno',
      header: t('agendamento.lists.columns.aluno'),
      sortField: 'aluno',
      render: (aula) => (
        <Stack gap={0}>
          <Text size="sm">{aula.aluno_nome}</Text>
          <Text size="xs" c="dimmed">{`${aula.categoria} · ${aula.renach}`}</Text>
        </Stack>
      ),
    },
    {
      key: 'instrutor',
      header: t('agendamento.lists.columns.instrutor'),
      sortField: 'instrutor',
      render: (aula) => aula.instrutor_nome,
    },
    {
      key: 'veiculo',
      header: t('agendamento.lists.columns.veiculo'),
      sortField: 'placa',
      render: (aula) => (
        <Text size="sm" ff="monospace">
          {aula.placa}
        </Text>
      ),
    },
    {
      key: 'tipo',
      header: t('agendamento.lists.columns.tipo'),
      render: (aula) => t(`agendamento.tipos.${aula.tipo}`),
    },
    {
      key: 'status',
      header: t('agendamento.lists.columns.status'),
      render: (aula) => <AulaStatusBadge status={aula.status} />,
    },
  ];

  const open = (aula: AulaPratica, mode: DetailMode) => setTarget({ id: aula.id_aulas_praticas, mode });
  const rowActions = (aula: AulaPratica): DataTableRowAction[] => {
    const names = { aluno: aula.aluno_nome };
    const actions: DataTableRowAction[] = [
      {
        key: 'detail',
        label: t('agendamento.actions.detail', names),
        icon: <IconEye size={18} aria-hidden />,
        onClick: () => open(aula, 'detalhe'),
      },
    ];
    if (canSchedule && aula.status === 'agendada') {
      actions.push(
        {
          key: 'remarcar',
          label: t('agendamento.actions.remarcarOf', names),
          icon: <IconCalendarEvent size={18} aria-hidden />,
          onClick: () => open(aula, 'remarcar'),
        },
        {
          key: 'cancelar',
          label: t('agendamento.actions.cancelarOf', names),
          icon: <IconX size={18} aria-hidden />,
          color: 'danger',
          onClick: () => open(aula, 'cancelar'),
        },
      );
    }
    return actions;
  };

  return (
    <>
      <PageHeader
        title={t(`agendamento.lists.${name}`)}
        description={t(`agendamento.lists.${name}Intro`)}
        crumbs={[{ label: t('agendamento.title') }, { label: t(`agendamento.lists.${name}`) }]}
      />
      <DataTable
        label={t(`agendamento.lists.${name}`)}
        columns={columns}
        query={query}
        state={table}
        rowKey={(aula) => aula.id_aulas_praticas}
        rowActions={rowActions}
        filter={{
          label: t('agendamento.lists.filter'),
          placeholder: t('agendamento.lists.filterPlaceholder'),
        }}
        toolbar={<AulasFilters table={table} />}
        emptyMessage={t('agendamento.lists.empty')}
        minWidth={900}
      />
      <AulaDetailModal
        target={target}
        onMode={(mode) => setTarget((current) => current && { ...current, mode })}
        onClose={() => setTarget(null)}
      />
    </>
  );
}

/** agendamento/agendadas */
export function AulasAgendadasPage() {
  return <AulasListPage status="agendada" />;
}

/** agendamento/realizadas */
export function AulasRealizadasPage() {
  return <AulasListPage status="realizada" />;
}
