import { NativeSelect } from '@mantine/core';
import { type Situacao, situacaoFrom } from './situacao.ts';
import type { TableState } from './useTableParams.ts';

/** The address-bar key of the filter, the API's own name. */
export const SITUACAO_PARAM = 'situacao';

interface SituacaoSelectProps {
  readonly table: TableState;
  readonly labels: { readonly label: string } & Readonly<Record<Situacao, string>>;
}

/** Every record, the active ones or the inactive ones; kept in the address bar with the table. */
export function SituacaoSelect({ table, labels }: SituacaoSelectProps) {
  const situacao = situacaoFrom(table.filter(SITUACAO_PARAM));
  return (
    <NativeSelect
      label={labels.label}
      value={situacao}
      onChange={(event) => {
        const value = situacaoFrom(event.currentTarget.value);
        table.update({ filters: { [SITUACAO_PARAM]: value === 'todos' ? undefined : value } });
      }}
      data={(['todos', 'ativos', 'inativos'] as const).map((value) => ({ value, label: labels[value] }))}
      w={{ base: '100%', xs: 160 }}
    />
  );
}

/** The filter as the list query needs it. */
export function situacaoOf(table: TableState): Situacao {
  return situacaoFrom(table.filter(SITUACAO_PARAM));
}
