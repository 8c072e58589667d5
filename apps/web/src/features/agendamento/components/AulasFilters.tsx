import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TableState } from '../../../ui/DataTable.tsx';
import { DateField } from '../../../ui/inputs/DateField.tsx';
import { isFilterDate } from '../../../ui/inputs/date-value.ts';
import { useInstrutoresAtivos, useVeiculosAtivos } from '../api.ts';

/** The filters AulasFilters sets, as the address bar keeps them (undefined: not set). */
export function aulasFiltrosOf(table: TableState) {
  return {
    de: table.filter('de'),
    ate: table.filter('ate'),
    instrutor_id: table.filter('instrutor_id'),
    veiculo_id: table.filter('veiculo_id'),
  };
}

/**
 * Period, instructor and vehicle of a list of practical lessons (the lesson lists and the report of
 * lessons given), kept in the address bar with the table.
 */
export function AulasFilters({ table }: { readonly table: TableState }) {
  const { t } = useTranslation();
  const instrutores = useInstrutoresAtivos();
  const veiculos = useVeiculosAtivos();
  const set = (key: string) => (value: string | null) =>
    table.update({ filters: { [key]: value ?? undefined } });
  // A refused date stays in its field with the message; the list keeps the last real one.
  const setDate = (key: string) => (value: string) => {
    if (isFilterDate(value)) set(key)(value);
  };
  return (
    <>
      <DateField
        label={t('agendamento.lists.de')}
        value={table.filter('de') ?? ''}
        onChange={setDate('de')}
      />
      <DateField
        label={t('agendamento.lists.ate')}
        value={table.filter('ate') ?? ''}
        onChange={setDate('ate')}
      />
      <Select
        label={t('agendamento.lists.instrutor')}
        placeholder={t('agendamento.lists.all')}
        data={(instrutores.data ?? []).map((item) => ({
          value: String(item.id_instrutor),
          label: item.nome,
        }))}
        value={table.filter('instrutor_id') ?? null}
        onChange={set('instrutor_id')}
        clearable
        searchable
      />
      <Select
        label={t('agendamento.lists.veiculo')}
        placeholder={t('agendamento.lists.all')}
        data={(veiculos.data ?? []).map((item) => ({ value: String(item.id_veiculo), label: item.placa }))}
        value={table.filter('veiculo_id') ?? null}
        onChange={set('veiculo_id')}
        clearable
        searchable
        w={150}
      />
    </>
  );
}
