import { STATUS_CARGA_HORARIA } from '@cfc/contract';
import { CNH_CATEGORIES } from '@cfc/domain';
import { Checkbox, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TableState } from '../../../ui/DataTable.tsx';

/** The report's own filters, as the address bar keeps them (open processes when no status is set). */
export function cargaFiltrosOf(table: TableState) {
  return {
    categoria: table.filter('categoria'),
    status: table.filter('status'),
    apenas_incompletos: table.filter('apenas_incompletos'),
    apenas_aptos: table.filter('apenas_aptos'),
  };
}

/** Category, process status, 'only incomplete' and 'only apto', kept in the address bar with the table. */
export function CargaHorariaFilters({ table }: { readonly table: TableState }) {
  const { t } = useTranslation();
  const set = (key: string, value: string | undefined) => table.update({ filters: { [key]: value } });
  return (
    <>
      <NativeSelect
        label={t('relatorios.carga.categoria')}
        value={table.filter('categoria') ?? ''}
        onChange={(event) => set('categoria', event.currentTarget.value || undefined)}
        data={[
          { value: '', label: t('relatorios.all') },
          ...CNH_CATEGORIES.map((value) => ({ value, label: value })),
        ]}
        w={{ base: '100%', xs: 130 }}
      />
      <NativeSelect
        label={t('relatorios.carga.status')}
        value={table.filter('status') ?? 'aberto'}
        onChange={(event) =>
          set('status', event.currentTarget.value === 'aberto' ? undefined : event.currentTarget.value)
        }
        data={STATUS_CARGA_HORARIA.map((value) => ({
          value,
          label: t(`relatorios.carga.statusOptions.${value}`),
        }))}
        w={{ base: '100%', xs: 160 }}
      />
      <Checkbox
        label={t('relatorios.carga.incompletos')}
        checked={table.filter('apenas_incompletos') === 'true'}
        onChange={(event) => set('apenas_incompletos', event.currentTarget.checked ? 'true' : undefined)}
        mb={8}
      />
      <Checkbox
        label={t('relatorios.carga.aptos')}
        checked={table.filter('apenas_aptos') === 'true'}
        onChange={(event) => set('apenas_aptos', event.currentTarget.checked ? 'true' : undefined)}
        mb={8}
      />
    </>
  );
}
