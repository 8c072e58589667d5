import { STATUS_PROCESSO } from '@cfc/contract';
import { CNH_CATEGORIES } from '@cfc/domain';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TableState } from '../../../ui/DataTable.tsx';
import { type ProcessoFilters as Filters, PROCESSO_FILTERS } from '../api.ts';
import { REGIME_LABELS } from '../labels.ts';

const KEYS = ['status', 'categoria', 'regime', 'apto'] as const;

/** The search's own filters, kept in the address bar with the table; a value the API would refuse is left out. */
export function processoFiltersOf(table: TableState): Filters {
  const filters: Record<string, unknown> = {};
  for (const key of KEYS) filters[key] = PROCESSO_FILTERS.shape[key].safeParse(table.filter(key)).data;
  return filters as Filters;
}

/** Status, category, regime and eligibility for the practical exam of the process search. */
export function ProcessoFilters({ table }: { readonly table: TableState }) {
  const { t } = useTranslation();
  const all = { value: '', label: t('processos.list.all') };
  const select = (key: (typeof KEYS)[number], label: string, data: { value: string; label: string }[]) => (
    <NativeSelect
      key={key}
      label={label}
      value={table.filter(key) ?? ''}
      onChange={(event) => table.update({ filters: { [key]: event.currentTarget.value || undefined } })}
      data={[all, ...data]}
      w={{ base: '100%', xs: 170 }}
    />
  );
  return (
    <>
      {select(
        'status',
        t('processos.status.label'),
        STATUS_PROCESSO.map((value) => ({ value, label: t(`processos.status.${value}`) })),
      )}
      {select(
        'categoria',
        t('processos.categorias.label'),
        CNH_CATEGORIES.map((value) => ({ value, label: value })),
      )}
      {select(
        'regime',
        t('processos.regimes.label'),
        Object.entries(REGIME_LABELS).map(([value, label]) => ({ value, label })),
      )}
      {select('apto', t('processos.aptidao.label'), [
        { value: 'sim', label: t('processos.aptidao.filtroSim') },
        { value: 'nao', label: t('processos.aptidao.filtroNao') },
      ])}
    </>
  );
}
