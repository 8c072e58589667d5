import { UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type {
  DataTableColumn as LibraryColumn,
  DataTableColumnGroup as LibraryColumnGroup,
} from 'mantine-datatable';
import { columnSegments, groupStarts } from './column-groups.ts';
import classes from './DataTable.module.css';
import { RowActions } from './RowActions.tsx';
import { ariaSort } from './sort.ts';
import type { DataTableColumn, DataTableRowAction } from './types.ts';

/**
 * What the table hands to mantine-datatable: a row of the page, or one of the rows that stand for
 * the whole page while it loads, is empty or failed (they span every column: see DataTable.tsx).
 */
export type TableItem<Row> =
  | { readonly kind: 'row'; readonly key: string | number; readonly row: Row }
  | { readonly kind: 'loading'; readonly key: string; readonly first: boolean }
  | { readonly kind: 'empty' | 'error'; readonly key: string };

/** The accessor of the row actions' column, apart from any column key of the screens. */
export const ACTIONS_ACCESSOR = '__actions';

const SORT_ICONS = { ascending: IconArrowUp, descending: IconArrowDown, none: IconSelector } as const;

interface SortTitleProps {
  readonly header: string;
  readonly state: 'ascending' | 'descending' | 'none';
  readonly onSort: () => void;
  readonly label: string;
}

/**
 * The title of a sortable column: a button inside the header cell. mantine-datatable's own sortable
 * header turns the whole `<th>` into role="button", so the cell stops being a column header for
 * assistive tools (and for `getByRole('columnheader')`); a button inside keeps both.
 */
function SortTitle({ header, state, onSort, label }: SortTitleProps) {
  const Icon = SORT_ICONS[state];
  return (
    <UnstyledButton className={classes.sortButton} onClick={onSort} title={label}>
      {header}
      <Icon size={14} stroke={1.8} aria-hidden className={state === 'none' ? classes.unsorted : undefined} />
    </UnstyledButton>
  );
}

interface ColumnsOptions<Row> {
  readonly columns: readonly DataTableColumn<Row>[];
  readonly sort: string | undefined;
  readonly onSort: (field: string) => void;
  readonly rowActions: ((row: Row) => readonly DataTableRowAction[]) | undefined;
  readonly t: TFunction;
}

/** Our columns as mantine-datatable's: `{ columns }`, or `{ groups }` when some columns are grouped. */
export function libraryColumns<Row>({
  columns,
  sort,
  onSort,
  rowActions,
  t,
}: ColumnsOptions<Row>):
  | { columns: LibraryColumn<TableItem<Row>>[]; groups?: never }
  | { groups: LibraryColumnGroup<TableItem<Row>>[]; columns?: never } {
  const starts = groupStarts(columns);
  const toLibrary = (column: DataTableColumn<Row>): LibraryColumn<TableItem<Row>> => {
    const { key, header, sortField, align, render } = column;
    // A line before the first column of each group separates the groups.
    const className = starts.has(key) ? classes.groupStart : undefined;
    return {
      accessor: key,
      title:
        sortField === undefined ? (
          header
        ) : (
          <SortTitle
            header={header}
            state={ariaSort(sort, sortField)}
            onSort={() => onSort(sortField)}
            label={t('dataTable.sortBy', { column: header })}
          />
        ),
      textAlign: align,
      titleClassName: className,
      cellsClassName: className,
      render: (item) => (item.kind === 'row' ? render(item.row) : null),
    };
  };
  const actions: LibraryColumn<TableItem<Row>>[] = rowActions
    ? [
        {
          accessor: ACTIONS_ACCESSOR,
          title: t('dataTable.actions'),
          textAlign: 'right',
          render: (item) => (item.kind === 'row' ? <RowActions actions={rowActions(item.row)} /> : null),
        },
      ]
    : [];

  if (!columns.some((column) => column.group !== undefined)) {
    return { columns: [...columns.map(toLibrary), ...actions] };
  }
  // mantine-datatable puts every column under a group: a column of its own gets an empty group cell.
  const groups = columnSegments(columns).map(
    ({ group, columns: members }): LibraryColumnGroup<TableItem<Row>> =>
      group === undefined
        ? { id: `__${members[0]?.key}`, title: '', columns: members.map(toLibrary) }
        : {
            id: group,
            title: group,
            textAlign: 'center',
            className: `${classes.groupHeader} ${classes.groupStart}`,
            columns: members.map(toLibrary),
          },
  );
  return {
    groups: actions.length > 0 ? [...groups, { id: ACTIONS_ACCESSOR, title: '', columns: actions }] : groups,
  };
}
