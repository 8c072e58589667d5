import { ACOES_AGENDAMENTO, type AgendamentoLogEntrada } from '@cfc/contract';
import { Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../ui/CountBadge.tsx';
import { DataTable, type DataTableColumn, useTableParams } from '../../ui/DataTable.tsx';
import { FilterSelect } from '../../ui/data-table/FilterFields.tsx';
import { ExportButtonsFor } from '../../ui/ExportButtons.tsx';
import { displayDate } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { exportAgendamento, useAgendamentoLog } from './api.ts';
import { LogFilters, logFiltrosOf } from './components/LogFilters.tsx';

const COR: Record<AgendamentoLogEntrada['acao'], string> = {
  agendada: 'brand',
  remarcada: 'warning',
  cancelada: 'danger',
};

const inicioDe = (valores: Record<string, unknown> | null) =>
  typeof valores?.inicio === 'string' ? displayDate(valores.inicio) : null;

/** monitoramento/log/agendamento: every booking, move and cancellation, with who and from where. */
export function LogAgendamentoPage() {
  const { t } = useTranslation();
  const table = useTableParams('-created_at');
  const filtros = logFiltrosOf(table, ['acao', 'usuario']);
  const query = useAgendamentoLog(table.params, filtros);
  const columns: DataTableColumn<AgendamentoLogEntrada>[] = [
    {
      key: 'created_at',
      header: t('monitoramentoLogs.agendamento.columns.quando'),
      sortField: 'created_at',
      render: (row) => displayDate(row.created_at),
    },
    { key: 'autoescola', header: t('monitoramentoLogs.columns.autoescola'), render: (row) => row.autoescola },
    {
      key: 'acao',
      header: t('monitoramentoLogs.agendamento.columns.acao'),
      sortField: 'acao',
      render: (row) => (
        <CountBadge color={COR[row.acao]} text={t(`monitoramentoLogs.agendamento.acoes.${row.acao}`)} />
      ),
    },
    {
      key: 'aula',
      header: t('monitoramentoLogs.agendamento.columns.aula'),
      sortField: 'aula_id',
      render: (row) => {
        const de = inicioDe(row.de);
        const para = inicioDe(row.para);
        return (
          <Stack gap={0}>
            <Text size="sm">{t('monitoramentoLogs.agendamento.aula', { id: row.aula_id })}</Text>
            <Text size="xs" c="dimmed">
              {de && para ? `${de} → ${para}` : (para ?? de ?? '')}
            </Text>
            {row.motivo && (
              <Text size="xs" c="dimmed">
                {row.motivo}
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      key: 'usuario',
      header: t('monitoramentoLogs.agendamento.columns.usuario'),
      sortField: 'usuario',
      render: (row) => row.usuario ?? '–',
    },
    {
      key: 'origem',
      header: t('monitoramentoLogs.agendamento.columns.origem'),
      render: (row) => (
        <Stack gap={0} maw={320}>
          <Text size="sm" ff="monospace">
            {row.ip ?? '–'}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2} title={row.user_agent ?? undefined}>
            {row.user_agent ?? ''}
          </Text>
        </Stack>
      ),
    },
  ];
  const title = t('monitoramentoLogs.agendamento.title');
  return (
    <>
      <PageHeader
        title={title}
        description={t('monitoramentoLogs.agendamento.intro')}
        crumbs={[{ label: t('monitoramentoLogs.title') }, { label: title }]}
        action={<ExportButtonsFor exportFile={(formato) => exportAgendamento(filtros, formato)} />}
      />
      <DataTable
        label={title}
        columns={columns}
        query={query}
        state={table}
        rowKey={(row) => row.id}
        filter={false}
        minWidth={1100}
        toolbar={
          <LogFilters table={table}>
            <FilterSelect
              table={table}
              name="acao"
              label={t('monitoramentoLogs.agendamento.columns.acao')}
              allLabel={t('monitoramentoLogs.filters.todas')}
              options={ACOES_AGENDAMENTO.map((acao) => ({
                value: acao,
                label: t(`monitoramentoLogs.agendamento.acoes.${acao}`),
              }))}
            />
            <TextInput
              label={t('monitoramentoLogs.agendamento.columns.usuario')}
              defaultValue={table.filter('usuario') ?? ''}
              onBlur={(event) =>
                table.update({ filters: { usuario: event.currentTarget.value.trim() || undefined } })
              }
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  table.update({ filters: { usuario: event.currentTarget.value.trim() || undefined } });
                }
              }}
              w={{ base: '100%', xs: 180 }}
            />
          </LogFilters>
        }
        emptyMessage={t('monitoramentoLogs.agendamento.empty')}
      />
    </>
  );
}
