import { CNH_CATEGORIES } from '@cfc/domain';
import { useTranslation } from 'react-i18next';
import type { TableState } from '../../../ui/DataTable.tsx';
import { FilterSelect } from '../../../ui/data-table/FilterFields.tsx';
import { DateField } from '../../../ui/inputs/DateField.tsx';
import { isFilterDate } from '../../../ui/inputs/date-value.ts';

/** The period of a report ('de', 'ate'), as the address bar keeps it (the current month when unset). */
export function periodoOf(table: TableState) {
  return { de: table.filter('de'), ate: table.filter('ate') };
}

/** A report's period and category, kept in the address bar with the table. */
export function PeriodoFilters({
  table,
  categoria = true,
}: {
  readonly table: TableState;
  readonly categoria?: boolean;
}) {
  const { t } = useTranslation();
  // A refused date stays in its field with the message; the report keeps the last real one.
  const setDate = (key: string) => (value: string) => {
    if (isFilterDate(value)) table.update({ filters: { [key]: value || undefined } });
  };
  return (
    <>
      <DateField label={t('relatorios.de')} value={table.filter('de') ?? ''} onChange={setDate('de')} />
      <DateField label={t('relatorios.ate')} value={table.filter('ate') ?? ''} onChange={setDate('ate')} />
      {categoria && (
        <FilterSelect
          table={table}
          name="categoria"
          label={t('relatorios.carga.categoria')}
          allLabel={t('relatorios.all')}
          options={CNH_CATEGORIES.map((value) => ({ value, label: value }))}
          w={{ base: '100%', xs: 130 }}
        />
      )}
    </>
  );
}
