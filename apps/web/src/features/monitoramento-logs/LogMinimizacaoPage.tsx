import type { MinimizacaoEntrada } from '@cfc/contract';
import { REGRAS_RETENCAO } from '@cfc/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../ui/CountBadge.tsx';
import { DataTable, type DataTableColumn, useTableParams } from '../../ui/DataTable.tsx';
import { FilterSelect } from '../../ui/data-table/FilterFields.tsx';
import { displayDate } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useMinimizacao } from './api.ts';
import { LogFilters, logFiltrosOf } from './components/LogFilters.tsx';

const numero = new Intl.NumberFormat('pt-BR');

/** monitoramento/logs/minimizacao: what personal data the retention rules removed or anonymised. */
export function LogMinimizacaoPage() {
  const { t } = useTranslation();
  const table = useTableParams('-executado_em');
  const query = useMinimizacao(table.params, logFiltrosOf(table, ['regra']));
  const columns: DataTableColumn<MinimizacaoEntrada>[] = [
    {
      key: 'executado_em',
      header: t('monitoramentoLogs.minimizacao.columns.executadoEm'),
      sortField: 'executado_em',
      render: (row) => displayDate(row.executado_em),
    },
    { key: 'autoescola', header: t('monitoramentoLogs.columns.autoescola'), render: (row) => row.autoescola },
    {
      key: 'regra',
      header: t('monitoramentoLogs.minimizacao.columns.regra'),
      sortField: 'regra',
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {row.titulo}
          </Text>
          {row.fundamentos.map((fundamento) => (
            <Text key={fundamento} size="xs" c="dimmed">
              {fundamento}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      key: 'tabela',
      header: t('monitoramentoLogs.minimizacao.columns.tabela'),
      render: (row) => (
        <Text size="sm" ff="monospace">
          {row.tabela}
        </Text>
      ),
    },
    {
      key: 'operacao',
      header: t('monitoramentoLogs.minimizacao.columns.operacao'),
      render: (row) => (
        <CountBadge
          color={row.operacao === 'exclusao' ? 'danger' : 'info'}
          text={t(`monitoramentoLogs.minimizacao.operacoes.${row.operacao}`)}
        />
      ),
    },
    {
      key: 'quantidade',
      header: t('monitoramentoLogs.minimizacao.columns.quantidade'),
      sortField: 'quantidade',
      align: 'right',
      render: (row) => numero.format(row.quantidade),
    },
    {
      key: 'limite',
      header: t('monitoramentoLogs.minimizacao.columns.limite'),
      render: (row) => displayDate(row.limite, true),
    },
  ];
  const title = t('monitoramentoLogs.minimizacao.title');
  return (
    <>
      <PageHeader
        title={title}
        description={t('monitoramentoLogs.minimizacao.intro')}
        crumbs={[{ label: t('monitoramentoLogs.title') }, { label: title }]}
      />
      <DataTable
        label={title}
        columns={columns}
        query={query}
        state={table}
        rowKey={(row) => row.id}
        filter={false}
        minWidth={1200}
        toolbar={
          <LogFilters table={table}>
            <FilterSelect
              table={table}
              name="regra"
              label={t('monitoramentoLogs.minimizacao.columns.regra')}
              allLabel={t('monitoramentoLogs.filters.todas')}
              options={REGRAS_RETENCAO.map((regra) => ({
                value: regra,
                label: t(`monitoramentoLogs.minimizacao.regras.${regra}`),
              }))}
              w={{ base: '100%', xs: 260 }}
            />
          </LogFilters>
        }
        emptyMessage={t('monitoramentoLogs.minimizacao.empty')}
      />
    </>
  );
}
