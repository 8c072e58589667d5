import { Drawer, Group, Loader, Stack } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  type DataTableColumn,
  type DataTableQuery,
  useTableParams,
} from '../../../ui/DataTable.tsx';
import { FilterSelect } from '../../../ui/data-table/FilterFields.tsx';
import { ExportButtons } from '../../../ui/ExportButtons.tsx';
import { DateField } from '../../../ui/inputs/DateField.tsx';
import { isFilterDate } from '../../../ui/inputs/date-value.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useEscolas } from '../../envios-getran/index.ts';
import { type Lista, useDetranDetalhe, useDetranList } from '../api.ts';

interface Props<Row> {
  readonly lista: Lista;
  readonly columns: readonly DataTableColumn<Row>[];
  readonly rowKey: (row: Row) => number;
  readonly rowName: (row: Row) => string;
  readonly status: readonly { readonly value: string; readonly label: string }[];
  readonly defaultSort: string;
  /** The whole record in the drawer. */
  readonly detail: (detalhe: never) => ReactNode;
}

/**
 * One list of the traffic authority's area: the schools of its state, filters (school, name or CPF,
 * status, period) kept in the address bar, exports, and a drawer with the whole record. Read only.
 */
export function DetranListPage<Row>({
  lista,
  columns,
  rowKey,
  rowName,
  status,
  defaultSort,
  detail,
}: Props<Row>) {
  const { t } = useTranslation();
  const table = useTableParams(defaultSort);
  const query = useDetranList(lista, table) as unknown as DataTableQuery<Row>;
  const [aberto, setAberto] = useState<{ id: number; nome: string } | null>(null);
  const detalhe = useDetranDetalhe(lista, aberto?.id ?? null);
  const escolas = (useEscolas().data ?? []).filter((escola) => !escola.operadora);
  const setDate = (name: 'de' | 'ate') => (value: string) =>
    isFilterDate(value) && table.update({ page: 1, filters: { [name]: value || undefined } });

  return (
    <>
      <PageHeader
        title={t(`detran.${lista}.title`)}
        description={t('detran.intro')}
        crumbs={[{ label: t('detran.area') }, { label: t(`detran.${lista}.title`) }]}
        action={<ExportButtons modulo={`detran/${lista}`} filtro={table.params.filtro} todos={false} />}
      />
      <DataTable
        label={t(`detran.${lista}.title`)}
        columns={columns}
        query={query}
        state={table}
        rowKey={rowKey}
        rowActions={(row) => [
          {
            key: 'detalhes',
            label: t('detran.detalhes', { nome: rowName(row) }),
            icon: <IconEye size={18} aria-hidden />,
            onClick: () => setAberto({ id: rowKey(row), nome: rowName(row) }),
          },
        ]}
        filter={{ label: t(`detran.${lista}.filtro`), placeholder: t(`detran.${lista}.filtroPlaceholder`) }}
        toolbar={
          <Group gap="sm" align="flex-end" wrap="wrap">
            {escolas.length > 1 && (
              <FilterSelect
                table={table}
                name="autoescola_id"
                label={t('detran.filtros.autoescola')}
                allLabel={t('detran.filtros.todas')}
                options={escolas.map((escola) => ({ value: String(escola.id), label: escola.nome_fantasia }))}
              />
            )}
            <FilterSelect
              table={table}
              name="status"
              label={t('detran.filtros.status')}
              allLabel={t('detran.filtros.todas')}
              options={status}
            />
            <DateField
              label={t('detran.filtros.de')}
              value={table.filter('de') ?? ''}
              onChange={setDate('de')}
            />
            <DateField
              label={t('detran.filtros.ate')}
              value={table.filter('ate') ?? ''}
              onChange={setDate('ate')}
            />
          </Group>
        }
        emptyMessage={t('detran.vazio')}
        minWidth={900}
      />
      <Drawer
        opened={aberto !== null}
        onClose={() => setAberto(null)}
        position="right"
        size="lg"
        title={aberto?.nome}
      >
        {detalhe.data ? (
          <Stack>{detail(detalhe.data as never)}</Stack>
        ) : (
          <Loader aria-label={t('detran.carregando')} />
        )}
      </Drawer>
    </>
  );
}
