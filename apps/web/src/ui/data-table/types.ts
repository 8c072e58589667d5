import type { MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

/** One column of a DataTable; `Row` is the type of the items of the page. */
export interface DataTableColumn<Row> {
  readonly key: string;
  readonly header: string;
  /** Consecutive columns with the same group share a header cell above theirs. */
  readonly group?: string;
  /** The API field this column sorts by (`sort=campo` / `sort=-campo`); absent: not sortable. */
  readonly sortField?: string;
  readonly render: (row: Row) => ReactNode;
  readonly align?: 'left' | 'center' | 'right';
  /**
   * Stays in view while the table scrolls sideways, e.g. the name of a wide matrix; only the first
   * column can (mantine-datatable's pinFirstColumn).
   */
  readonly sticky?: boolean;
}

/** An icon button at the end of a row; it has no visible text, so `label` is its accessible name. */
export interface DataTableRowAction {
  readonly key: string;
  readonly label: string;
  readonly icon: ReactNode;
  readonly color?: MantineColor;
  readonly onClick?: () => void;
  /** Renders a link to this address instead of a button. */
  readonly to?: string;
  readonly disabled?: boolean;
  readonly loading?: boolean;
}

/** A page of results (SPEC §3 / ARCHITECTURE §5). */
export interface DataTablePage<Row> {
  readonly data: readonly Row[];
  readonly current_page: number;
  readonly last_page: number;
  readonly per_page: number;
  readonly total: number;
}

/** The part of a TanStack Query result the table reads. */
export interface DataTableQuery<Row> {
  readonly data: DataTablePage<Row> | undefined;
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly isFetching: boolean;
  readonly isPlaceholderData?: boolean;
  readonly error: unknown;
  readonly refetch: () => unknown;
}
