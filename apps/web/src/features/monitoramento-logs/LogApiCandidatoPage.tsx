import type { ConsultaGetranEntrada } from '@cfc/contract';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../ui/CountBadge.tsx';
import { DataTable, type DataTableColumn, useTableParams } from '../../ui/DataTable.tsx';
import { FilterSelect } from '../../ui/data-table/FilterFields.tsx';
import { displayDate } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useConsultasGetran } from './api.ts';
import { LogFilters, logFiltrosOf } from './components/LogFilters.tsx';

const numero = new Intl.NumberFormat('pt-BR');

/** monitoramento/log/api-candidato-pratico: the calls to the authority's candidate service. */
export function LogApiCandidatoPage() {
  const { t } = useTranslation();
  const table = useTableParams('-created_at');
  const query = useConsultasGetran(table.params, logFiltrosOf(table, ['resultado']));
  const columns: DataTableColumn<ConsultaGetranEntrada>[] = [
    {
      key: 'created_at',
      header: t('monitoramentoLogs.consultas.columns.quando'),
      sortField: 'created_at',
      render: (row) => displayDate(row.created_at),
    },
    { key: 'autoescola', header: t('monitoramentoLogs.columns.autoescola'), render: (row) => row.autoescola },
    {
      key: 'usuario',
      header: t('monitoramentoLogs.consultas.columns.usuario'),
      render: (row) => row.usuario ?? '–',
    },
    {
      key: 'cpf',
      header: t('monitoramentoLogs.consultas.columns.cpf'),
      render: (row) => (
        <Text size="sm" ff="monospace">
          {row.cpf}
        </Text>
      ),
    },
    {
      key: 'servico',
      header: t('monitoramentoLogs.consultas.columns.servico'),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{t('monitoramentoLogs.consultas.servico')}</Text>
          <Text size="xs" c="dimmed">
            {t(`monitoramentoLogs.consultas.ambientes.${row.ambiente}`)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'duracao_ms',
      header: t('monitoramentoLogs.consultas.columns.duracao'),
      sortField: 'duracao_ms',
      align: 'right',
      render: (row) => t('monitoramentoLogs.consultas.ms', { ms: numero.format(row.duracao_ms) }),
    },
    {
      key: 'resultado',
      header: t('monitoramentoLogs.consultas.columns.resultado'),
      sortField: 'resultado',
      render: (row) => (
        <Stack gap={2}>
          <CountBadge
            color={row.resultado === 'sucesso' ? 'brand' : 'danger'}
            text={
              row.http_status === null
                ? t(`monitoramentoLogs.consultas.resultados.${row.resultado}`)
                : `${t(`monitoramentoLogs.consultas.resultados.${row.resultado}`)} · HTTP ${row.http_status}`
            }
          />
          <Text size="xs" c="dimmed">
            {row.erro ??
              (row.aulas === null ? '' : t('monitoramentoLogs.consultas.aulas', { count: row.aulas }))}
          </Text>
        </Stack>
      ),
    },
  ];
  const title = t('monitoramentoLogs.consultas.title');
  return (
    <>
      <PageHeader
        title={title}
        description={t('monitoramentoLogs.consultas.intro')}
        crumbs={[{ label: t('monitoramentoLogs.title') }, { label: title }]}
      />
      <DataTable
        label={title}
        columns={columns}
        query={query}
        state={table}
        rowKey={(row) => row.id}
        filter={false}
        minWidth={1000}
        toolbar={
          <LogFilters table={table}>
            <FilterSelect
              table={table}
              name="resultado"
              label={t('monitoramentoLogs.consultas.columns.resultado')}
              allLabel={t('monitoramentoLogs.filters.todos')}
              options={(['sucesso', 'falha'] as const).map((resultado) => ({
                value: resultado,
                label: t(`monitoramentoLogs.consultas.resultados.${resultado}`),
              }))}
            />
          </LogFilters>
        }
        emptyMessage={t('monitoramentoLogs.consultas.empty')}
      />
    </>
  );
}
