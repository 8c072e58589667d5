import type { Processo } from '@cfc/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  useTableParams,
} from '../../ui/DataTable.tsx';
import { ExportButtons } from '../../ui/ExportButtons.tsx';
import { displayCpf } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useProcessos } from './api.ts';
import { AptidaoBadge } from './components/AptidaoPanel.tsx';
import { HorasRealizadas } from './components/HorasRealizadas.tsx';
import { ProcessoEditModal } from './components/ProcessoEditModal.tsx';
import { ProcessoFilters, processoFiltersOf } from './components/ProcessoFilters.tsx';
import { ProcessoFormModal } from './components/ProcessoFormModal.tsx';
import { StatusBadge } from './components/StatusBadge.tsx';
import { REGIME_LABELS } from './labels.ts';
import { consultaPath } from './links.ts';

/** agendamento/processo/index: the search of licensing processes with their practical hours. */
export function ProcessosListPage() {
  const { t } = useTranslation();
  const table = useTableParams('aluno');
  const query = useProcessos(table.params, processoFiltersOf(table));
  const [opening, setOpening] = useState(false);
  const [editing, setEditing] = useState<Processo | null>(null);

  const columns: DataTableColumn<Processo>[] = [
    {
      key: 'aluno',
      header: t('processos.columns.aluno'),
      sortField: 'aluno',
      render: (processo) => (
        <Text fw={500} size="sm">
          {processo.aluno_nome}
        </Text>
      ),
    },
    {
      key: 'cpf',
      header: t('processos.columns.cpf'),
      render: (processo) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {displayCpf(processo.aluno_cpf)}
        </Text>
      ),
    },
    { key: 'renach', header: t('processos.columns.renach'), sortField: 'renach', render: (p) => p.renach },
    {
      key: 'categoria',
      header: t('processos.columns.categoria'),
      sortField: 'categoria',
      render: (processo) => processo.categoria,
    },
    { key: 'regime', header: t('processos.columns.regime'), render: (p) => REGIME_LABELS[p.regime] },
    {
      key: 'realizadas',
      header: t('processos.columns.realizadas'),
      sortField: 'horas_realizadas',
      render: (p) => <HorasRealizadas realizadas={p.horas_realizadas} requeridas={p.horas_requeridas} />,
    },
    {
      key: 'requeridas',
      header: t('processos.columns.requeridas'),
      render: (p) => t('processos.horasAula', { count: p.horas_requeridas }),
    },
    {
      key: 'status',
      header: t('processos.columns.status'),
      sortField: 'status',
      // An open process also says whether the student may take the practical exam.
      render: (processo) => (
        <Stack gap={4} align="flex-start">
          <StatusBadge processo={processo} />
          {processo.status === 'aberto' && !processo.expirado && (
            <AptidaoBadge
              apto={processo.aptidao.apto}
              pendencias={processo.aptidao.pendencias.map((pendencia) => pendencia.mensagem)}
            />
          )}
        </Stack>
      ),
    },
  ];

  const rowActions = (processo: Processo): DataTableRowAction[] => [
    {
      key: 'consult',
      label: t('processos.actions.consult', { nome: processo.aluno_nome }),
      icon: <IconEye size={18} aria-hidden />,
      to: consultaPath(processo.id_processo),
    },
    {
      key: 'edit',
      label: t('processos.actions.edit', { nome: processo.aluno_nome }),
      icon: <IconPencil size={18} aria-hidden />,
      onClick: () => setEditing(processo),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('processos.title')}
        description={t('processos.intro')}
        crumbs={[{ label: t('processos.title') }]}
        action={
          <Group gap="sm">
            <ExportButtons modulo="processos" filtro={table.params.filtro} todos />
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setOpening(true)}>
              {t('processos.new')}
            </Button>
          </Group>
        }
      />
      <DataTable
        label={t('processos.list.label')}
        columns={columns}
        query={query}
        state={table}
        rowKey={(processo) => processo.id_processo}
        rowActions={rowActions}
        filter={{ label: t('processos.list.filter'), placeholder: t('processos.list.filterPlaceholder') }}
        toolbar={<ProcessoFilters table={table} />}
        emptyMessage={t('processos.list.empty')}
        minWidth={980}
      />
      <ProcessoFormModal opened={opening} onClose={() => setOpening(false)} />
      <ProcessoEditModal processo={editing} onClose={() => setEditing(null)} />
    </>
  );
}
