import { STATUS_CARGA_HORARIA } from '@cfc/contract';
import { CNH_CATEGORIES } from '@cfc/domain';
import { useTranslation } from 'react-i18next';
import type { TableState } from '../../../ui/DataTable.tsx';
import { FilterCheckbox, FilterSelect } from '../../../ui/data-table/FilterFields.tsx';

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
  return (
    <>
      <FilterSelect
        table={table}
        name="categoria"
        label={t('relatorios.carga.categoria')}
        allLabel={t('relatorios.all')}
        options={CNH_CATEGORIES.map((value) => ({ value, label: value }))}
        w={{ base: '100%', xs: 130 }}
      />
      <FilterSelect
        table={table}
        name="status"
        label={t('relatorios.carga.status')}
        // The server lists open processes unless asked otherwise.
        unset="aberto"
        options={STATUS_CARGA_HORARIA.map((value) => ({
          value,
          label: t(`relatorios.carga.statusOptions.${value}`),
        }))}
      />
      <FilterCheckbox table={table} name="apenas_incompletos" label={t('relatorios.carga.incompletos')} />
      <FilterCheckbox table={table} name="apenas_aptos" label={t('relatorios.carga.aptos')} />
    </>
  );
}
