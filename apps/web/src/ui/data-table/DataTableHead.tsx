import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { cellClass } from './cell-class.ts';
import { columnSegments, groupStarts } from './column-groups.ts';
import classes from './DataTable.module.css';
import { ariaSort } from './sort.ts';
import type { DataTableColumn } from './types.ts';

const SORT_ICONS = { ascending: IconArrowUp, descending: IconArrowDown, none: IconSelector } as const;

interface HeaderCellProps<Row> {
  readonly column: DataTableColumn<Row>;
  readonly sort: string | undefined;
  readonly onSort: (field: string) => void;
  readonly rowSpan?: number;
  readonly startsGroup?: boolean;
}

function HeaderCell<Row>({ column, sort, onSort, rowSpan, startsGroup }: HeaderCellProps<Row>) {
  const { t } = useTranslation();
  const { sortField, header, align, sticky } = column;
  const className = cellClass(sticky, startsGroup);
  if (sortField === undefined) {
    return (
      <Table.Th scope="col" rowSpan={rowSpan} ta={align} className={className}>
        {header}
      </Table.Th>
    );
  }
  const state = ariaSort(sort, sortField);
  const Icon = SORT_ICONS[state];
  return (
    <Table.Th scope="col" rowSpan={rowSpan} ta={align} aria-sort={state} className={className}>
      <UnstyledButton
        className={classes.sortButton}
        onClick={() => onSort(sortField)}
        title={t('dataTable.sortBy', { column: header })}
      >
        {header}
        <Icon size={14} stroke={1.8} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

interface DataTableHeadProps<Row> {
  readonly columns: readonly DataTableColumn<Row>[];
  readonly hasActions: boolean;
  readonly sort: string | undefined;
  readonly onSort: (field: string) => void;
}

/** Column headers, with a row of group headers above them when some columns are grouped. */
export function DataTableHead<Row>({ columns, hasActions, sort, onSort }: DataTableHeadProps<Row>) {
  const { t } = useTranslation();
  const grouped = columns.some((column) => column.group !== undefined);
  const rowSpan = grouped ? 2 : undefined;
  const segments = columnSegments(columns);
  const starts = groupStarts(columns);
  const actions = hasActions && (
    <Table.Th scope="col" rowSpan={rowSpan} ta="right">
      {t('dataTable.actions')}
    </Table.Th>
  );

  if (!grouped) {
    return (
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <HeaderCell key={column.key} column={column} sort={sort} onSort={onSort} />
          ))}
          {actions}
        </Table.Tr>
      </Table.Thead>
    );
  }
  return (
    <Table.Thead>
      <Table.Tr>
        {segments.map(({ group, columns: members }) =>
          group === undefined ? (
            members.map((column) => (
              <HeaderCell key={column.key} column={column} sort={sort} onSort={onSort} rowSpan={2} />
            ))
          ) : (
            <Table.Th
              key={group}
              scope="colgroup"
              colSpan={members.length}
              className={`${classes.groupHeader} ${classes.groupStart}`}
            >
              {group}
            </Table.Th>
          ),
        )}
        {actions}
      </Table.Tr>
      <Table.Tr>
        {segments
          .filter((segment) => segment.group !== undefined)
          .flatMap(({ columns: members }) =>
            members.map((column) => (
              <HeaderCell
                key={column.key}
                column={column}
                sort={sort}
                onSort={onSort}
                startsGroup={starts.has(column.key)}
              />
            )),
          )}
      </Table.Tr>
    </Table.Thead>
  );
}
