import 'mantine-datatable/styles.css';
import { Group, NativeSelect, Paper, Table, Text } from '@mantine/core';
import { DataTable as LibraryDataTable } from 'mantine-datatable';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../api/client.ts';
import { libraryColumns, type TableItem } from './data-table/columns.tsx';
import { PER_PAGE_OPTIONS } from './data-table/constants.ts';
import classes from './data-table/DataTable.module.css';
import { DataTableFilter } from './data-table/DataTableFilter.tsx';
import { DataTablePagination } from './data-table/DataTablePagination.tsx';
import { shownRange } from './data-table/pagination.ts';
import { EmptyRow, ErrorRow, SkeletonRow } from './data-table/StateRows.tsx';
import { ariaSort, toggleSort } from './data-table/sort.ts';
import { isPerPage } from './data-table/table-params.ts';
import type { DataTableColumn, DataTableQuery, DataTableRowAction } from './data-table/types.ts';
import type { TableState } from './data-table/useTableParams.ts';

export type { DataTableColumn, DataTableQuery, DataTableRowAction } from './data-table/types.ts';
export { type TableState, useTableParams } from './data-table/useTableParams.ts';

export interface DataTableProps<Row> {
  /** The accessible name of the table, e.g. 'Lista de usuários'. */
  readonly label: string;
  readonly columns: readonly DataTableColumn<Row>[];
  /** The page from a TanStack Query hook; keep the previous page as placeholder while the next loads. */
  readonly query: DataTableQuery<Row>;
  /** Page, order and filter, usually from useTableParams(). */
  readonly state: TableState;
  readonly rowKey: (row: Row) => string | number;
  readonly rowActions?: (row: Row) => readonly DataTableRowAction[];
  /** The text filter above the table; `false` hides it. */
  readonly filter?: { readonly label?: string; readonly placeholder?: string } | false;
  /** The screen's own filters, shown beside the text filter. */
  readonly toolbar?: ReactNode;
  readonly emptyMessage?: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  readonly minWidth?: number;
  /** The table scrolls inside this height, with its header kept in view. */
  readonly maxHeight?: string;
}

/** The items shown while the first page loads, the page is empty or it failed. */
function stateItems<Row>(query: DataTableQuery<Row>, perPage: number): readonly TableItem<Row>[] | undefined {
  if (query.isError) return [{ kind: 'error', key: 'error' }];
  if (query.isPending || !query.data) {
    return Array.from({ length: perPage }, (_, index) => ({
      kind: 'loading',
      key: `loading-${index}`,
      first: index === 0,
    }));
  }
  if (query.data.data.length === 0) return [{ kind: 'empty', key: 'empty' }];
  return undefined;
}

/**
 * The one table of the app (SPEC §3, §9), on mantine-datatable: server-side pages, sorting, the
 * text filter, row actions, column groups, the first column kept in view (`sticky`) and the actions
 * at the right edge while the table scrolls sideways. Ours on top of it, each for a reason said
 * where it is: the sortable headers (data-table/columns.tsx), the loading, empty and error rows
 * (inside the table, so its name covers them), and the pagination of SPEC §9 (DataTablePagination).
 */
export function DataTable<Row>({
  label,
  columns,
  query,
  state,
  rowKey,
  rowActions,
  filter = {},
  toolbar,
  emptyMessage,
  minWidth = 640,
  maxHeight = '70dvh',
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const perPageId = useId();
  const tableRef = useRef<HTMLTableElement>(null);
  const { params, update } = state;
  const { data, isFetching, isPlaceholderData, error, refetch } = query;
  const rows = data?.data ?? [];
  const range = data ? shownRange(data.current_page, data.per_page, rows.length, data.total) : undefined;
  const span = columns.length + (rowActions ? 1 : 0);

  // The page asked for no longer exists (rows removed or filtered away): show the last one.
  const lastPage = data?.last_page ?? 0;
  const pastTheEnd = rows.length === 0 && lastPage >= 1 && params.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage });
  }, [pastTheEnd, lastPage, update]);

  // mantine-datatable renders the header cells without letting us set their attributes: the sorted
  // column's `aria-sort` is put on its `<th>` once it is in the page.
  useLayoutEffect(() => {
    const headers = tableRef.current?.querySelectorAll<HTMLTableCellElement>('thead th[data-accessor]');
    for (const header of headers ?? []) {
      const sortField = columns.find((column) => column.key === header.dataset.accessor)?.sortField;
      if (sortField === undefined) header.removeAttribute('aria-sort');
      else header.setAttribute('aria-sort', ariaSort(params.sort, sortField));
    }
  });

  const records: readonly TableItem<Row>[] =
    stateItems(query, params.perPage) ?? rows.map((row) => ({ kind: 'row', key: rowKey(row), row }) as const);

  function stateRow(item: Exclude<TableItem<Row>, { kind: 'row' }>): ReactNode {
    switch (item.kind) {
      case 'loading':
        return <SkeletonRow key={item.key} span={span} first={item.first} />;
      case 'empty':
        return <EmptyRow key={item.key} span={span} message={emptyMessage ?? t('dataTable.empty')} />;
      case 'error':
        return (
          <ErrorRow
            key={item.key}
            span={span}
            message={serverMessage(error) ?? t('dataTable.error')}
            onRetry={() => void refetch()}
          />
        );
    }
  }

  return (
    <Paper withBorder radius="md">
      {(filter || toolbar) && (
        <Group p="md" gap="md" align="flex-end">
          {filter && (
            <DataTableFilter
              value={params.filtro}
              onChange={(filtro) => update({ filtro })}
              label={filter.label ?? t('dataTable.filter')}
              placeholder={filter.placeholder ?? t('dataTable.filterPlaceholder')}
            />
          )}
          {toolbar}
        </Group>
      )}
      <LibraryDataTable<TableItem<Row>>
        {...libraryColumns({
          columns,
          sort: params.sort,
          onSort: (field) => update({ sort: toggleSort(params.sort, field) }),
          rowActions,
          t,
        })}
        records={[...records]}
        idAccessor={(item) => item.key}
        rowFactory={({ record, rowProps, children }) =>
          record.kind === 'row' ? (
            <Table.Tr key={record.key} {...rowProps}>
              {children}
            </Table.Tr>
          ) : (
            stateRow(record)
          )
        }
        tableRef={(table) => {
          tableRef.current = table;
        }}
        aria-label={label}
        aria-busy={isFetching}
        // Another page or order is on its way: the rows shown are the previous ones.
        fetching={isPlaceholderData === true}
        loaderType="dots"
        highlightOnHover
        verticalSpacing="sm"
        pinFirstColumn={columns[0]?.sticky === true}
        pinLastColumn={rowActions !== undefined}
        maxHeight={maxHeight}
        // Scroll bars show whenever the table overflows, so a wide table says it scrolls sideways.
        scrollAreaProps={{ type: 'auto' }}
        classNames={{ root: classes.root, header: classes.header }}
        styles={{ table: { minWidth } }}
        page={data?.current_page ?? params.page}
        onPageChange={(page) => update({ page })}
        totalRecords={data?.total ?? 0}
        recordsPerPage={params.perPage}
        // The footer is ours: a native select for the rows per page (the library's is a menu), and
        // SPEC §9's pagination (see DataTablePagination).
        renderPagination={() => (
          <Group justify="space-between" gap="sm" className={classes.footer}>
            <Group gap="xs" wrap="nowrap">
              <Text component="label" htmlFor={perPageId} size="sm" c="dimmed">
                {t('dataTable.perPage')}
              </Text>
              <NativeSelect
                id={perPageId}
                size="sm"
                w={72}
                data={PER_PAGE_OPTIONS.map(String)}
                value={String(params.perPage)}
                onChange={(event) => {
                  const perPage = Number(event.currentTarget.value);
                  if (isPerPage(perPage)) update({ perPage });
                }}
              />
              {range && range.to > 0 && (
                <Text size="sm" c="dimmed" aria-live="polite">
                  {range.from === range.to
                    ? t('dataTable.summaryOne', { from: range.from, total: data?.total })
                    : t('dataTable.summary', { ...range, total: data?.total })}
                </Text>
              )}
            </Group>
            {data && (
              <DataTablePagination
                current={data.current_page}
                last={data.last_page}
                onChange={(page) => update({ page })}
                disabled={isFetching}
              />
            )}
          </Group>
        )}
      />
    </Paper>
  );
}
