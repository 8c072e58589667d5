import type { AcessoAutoridade } from '@cfc/contract';
import { detranApi } from '@cfc/contract';
import { Code, Group, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../../api/queries.ts';
import { DataTable, type DataTableColumn, useTableParams } from '../../ui/DataTable.tsx';
import { pageQueryOf } from '../../ui/data-table/table-params.ts';
import { displayDate } from '../../ui/format.ts';
import { DateField } from '../../ui/inputs/DateField.tsx';
import { isFilterDate } from '../../ui/inputs/date-value.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** LogAcessosAutoridade: the operator reads the record of the traffic authority's reads (LGPD). */
export function AcessosAutoridadePage() {
  const { t } = useTranslation();
  const table = useTableParams('-created_at');
  const { filtro: _filtro, ...page } = pageQueryOf(table.params);
  const de = table.filter('de');
  const ate = table.filter('ate');
  const query = useEndpointQuery(
    detranApi.listAcessos,
    { query: { ...page, ...(de ? { de } : {}), ...(ate ? { ate } : {}) } },
    { placeholderData: keepPreviousData },
  );
  const setDate = (name: 'de' | 'ate') => (value: string) =>
    isFilterDate(value) && table.update({ page: 1, filters: { [name]: value || undefined } });
  const columns: DataTableColumn<AcessoAutoridade>[] = [
    { key: 'quando', header: t('detran.acessos.quando'), render: (row) => displayDate(row.created_at) },
    {
      key: 'usuario',
      header: t('detran.acessos.usuario'),
      render: (row) => (
        <Text size="sm">
          {row.usuario} {row.uf ? `(${row.uf})` : ''}
        </Text>
      ),
    },
    { key: 'url', header: t('detran.acessos.consulta'), render: (row) => <Code>{row.url}</Code> },
    {
      key: 'registros',
      header: t('detran.acessos.registros'),
      align: 'right',
      render: (row) => row.registros ?? '—',
    },
    { key: 'status', header: t('detran.acessos.status'), align: 'right', render: (row) => row.status },
    { key: 'ip', header: t('detran.acessos.ip'), render: (row) => row.ip ?? '—' },
  ];
  return (
    <>
      <PageHeader
        title={t('detran.acessos.title')}
        description={t('detran.acessos.intro')}
        crumbs={[{ label: t('detran.acessos.title') }]}
      />
      <DataTable
        label={t('detran.acessos.title')}
        columns={columns}
        query={query}
        state={table}
        rowKey={(row) => row.id}
        filter={false}
        toolbar={
          <Group gap="sm" align="flex-end">
            <DateField label={t('detran.filtros.de')} value={de ?? ''} onChange={setDate('de')} />
            <DateField label={t('detran.filtros.ate')} value={ate ?? ''} onChange={setDate('ate')} />
          </Group>
        }
        emptyMessage={t('detran.vazio')}
        minWidth={900}
      />
    </>
  );
}
