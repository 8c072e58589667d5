import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableState } from '../../../ui/DataTable.tsx';
import { DateField } from '../../../ui/inputs/DateField.tsx';
import { isFilterDate } from '../../../ui/inputs/date-value.ts';
import { useEscolas } from '../../envios-getran/index.ts';
import type { Filtros } from '../api.ts';

/** The filters every log has, as the address bar keeps them, plus a log's own `names`. */
export function logFiltrosOf(table: TableState, names: readonly string[] = []): Filtros {
  return Object.fromEntries(['schema', 'de', 'ate', ...names].map((name) => [name, table.filter(name)]));
}

/** School and period of a log (and the log's own filters, `children`), kept in the address bar. */
export function LogFilters({
  table,
  children,
}: {
  readonly table: TableState;
  readonly children?: ReactNode;
}) {
  const { t } = useTranslation();
  const escolas = useEscolas();
  const set = (key: string) => (value: string | null) =>
    table.update({ filters: { [key]: value ?? undefined } });
  // A refused date stays in its field with the message; the list keeps the last real one.
  const setDate = (key: string) => (value: string) => {
    if (isFilterDate(value)) set(key)(value);
  };
  return (
    <>
      <Select
        label={t('monitoramentoLogs.filters.autoescola')}
        placeholder={t('monitoramentoLogs.filters.todas')}
        data={(escolas.data ?? [])
          .filter((escola) => !escola.operadora)
          .map((escola) => ({ value: escola.slug, label: escola.nome_fantasia }))}
        value={table.filter('schema') ?? null}
        onChange={set('schema')}
        clearable
        searchable
        w={{ base: '100%', xs: 220 }}
      />
      <DateField
        label={t('monitoramentoLogs.filters.de')}
        value={table.filter('de') ?? ''}
        onChange={setDate('de')}
      />
      <DateField
        label={t('monitoramentoLogs.filters.ate')}
        value={table.filter('ate') ?? ''}
        onChange={setDate('ate')}
      />
      {children}
    </>
  );
}
