import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TableState } from '../../../ui/DataTable.tsx';
import { DateField } from '../../../ui/inputs/DateField.tsx';
import { useInstrutoresAtivos, useVeiculosAtivos } from '../api.ts';

export const AULAS_FILTER_KEYS = ['de', 'ate', 'instrutor_id', 'veiculo_id'] as const;

/** The report's own filters, as the address bar keeps them. */
export function aulasFiltrosOf(
  table: TableState,
): Record<(typeof AULAS_FILTER_KEYS)[number], string | undefined> {
  return {
    de: table.filter('de'),
    ate: table.filter('ate'),
    instrutor_id: table.filter('instrutor_id'),
    veiculo_id: table.filter('veiculo_id'),
  };
}

/** Period (the current month when empty), instructor and vehicle, kept in the address bar with the table. */
export function AulasRealizadasFilters({ table }: { readonly table: TableState }) {
  const { t } = useTranslation();
  const instrutores = useInstrutoresAtivos();
  const veiculos = useVeiculosAtivos();
  const set = (key: string) => (value: string | null) =>
    table.update({ filters: { [key]: value ?? undefined } });
  return (
    <>
      <DateField label={t('relatorios.aulas.de')} value={table.filter('de') ?? ''} onChange={set('de')} />
      <DateField label={t('relatorios.aulas.ate')} value={table.filter('ate') ?? ''} onChange={set('ate')} />
      <Select
        label={t('relatorios.aulas.instrutor')}
        placeholder={t('relatorios.all')}
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
        label={t('relatorios.aulas.veiculo')}
        placeholder={t('relatorios.all')}
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
