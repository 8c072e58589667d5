import { Checkbox, NativeSelect, type NativeSelectProps } from '@mantine/core';
import type { TableState } from './useTableParams.ts';

export interface FilterOption {
  readonly value: string;
  readonly label: string;
}

interface FilterSelectProps {
  readonly table: TableState;
  /** The address-bar key, the API's own name of the filter. */
  readonly name: string;
  readonly label: string;
  readonly options: readonly FilterOption[];
  /**
   * The value that means no filter: shown while the address bar has none, and removing the filter
   * when chosen. '' by default, the first option `allLabel` adds; else one of `options` the API
   * applies by itself (e.g. open processes).
   */
  readonly unset?: string;
  /** Adds the first option, 'Todos', that lists every row. */
  readonly allLabel?: string;
  readonly w?: NativeSelectProps['w'];
}

/** One of a list's own filters, a choice kept in the address bar with the table. */
export function FilterSelect({
  table,
  name,
  label,
  options,
  unset = '',
  allLabel,
  w = { base: '100%', xs: 160 },
}: FilterSelectProps) {
  return (
    <NativeSelect
      label={label}
      value={table.filter(name) ?? unset}
      onChange={(event) => {
        const { value } = event.currentTarget;
        table.update({ filters: { [name]: value === unset ? undefined : value } });
      }}
      data={allLabel === undefined ? [...options] : [{ value: unset, label: allLabel }, ...options]}
      w={w}
    />
  );
}

interface FilterCheckboxProps {
  readonly table: TableState;
  readonly name: string;
  readonly label: string;
}

/** A yes-or-no filter of a list, kept in the address bar as `name=true` while it is ticked. */
export function FilterCheckbox({ table, name, label }: FilterCheckboxProps) {
  return (
    <Checkbox
      label={label}
      checked={table.filter(name) === 'true'}
      onChange={(event) =>
        table.update({ filters: { [name]: event.currentTarget.checked ? 'true' : undefined } })
      }
      // Level with the selects' boxes in the table's toolbar, which lines its fields up at the bottom.
      mb={8}
    />
  );
}
