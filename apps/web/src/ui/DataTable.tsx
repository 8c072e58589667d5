import { Group, NativeSelect, Paper, Table, Text } from '@mantine/core';
import { type ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../api/client.ts';
import { PER_PAGE_OPTIONS } from './data-table/constants.ts';
import classes from './data-table/DataTable.module.css';
import { DataRows, EmptyRow, ErrorRow, SkeletonRows } from './data-table/DataTableBody.tsx';
import { DataTableFilter } from './data-table/DataTableFilter.tsx';
import { DataTableHead } from './data-table/DataTableHead.tsx';
import { DataTablePagination } from './data-table/DataTablePagination.tsx';
import { shownRange } from './data-table/pagination.ts';
import { toggleSort } from './data-table/sort.ts';
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

/** The one table of the app: server-side pages, sorting, filter, row actions (SPEC §3, §9). */
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
  const { params, update } = state;
  const { data, isPending, isError, isFetching, isPlaceholderData, error, refetch } = query;
  const span = columns.length + (rowActions ? 1 : 0);
  const rows = data?.data ?? [];
  const range = data ? shownRange(data.current_page, data.per_page, rows.length, data.total) : undefined;

  // The page asked for no longer exists (rows removed or filtered away): show the last one.
  const lastPage = data?.last_page ?? 0;
  const pastTheEnd = rows.length === 0 && lastPage >= 1 && params.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage });
  }, [pastTheEnd, lastPage, update]);

  let body: ReactNode;
  if (isError) {
    const message = serverMessage(error) ?? t('dataTable.error');
    body = <ErrorRow span={span} message={message} onRetry={() => void refetch()} />;
  } else if (isPending || !data) {
    body = <SkeletonRows rows={params.perPage} span={span} />;
  } else if (rows.length === 0) {
    body = <EmptyRow span={span} message={emptyMessage ?? t('dataTable.empty')} />;
  } else {
    body = <DataRows rows={rows} columns={columns} rowKey={rowKey} rowActions={rowActions} />;
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
      <Table.ScrollContainer
        minWidth={minWidth}
        maxHeight={maxHeight}
        type="native"
        className={classes.scroll}
      >
        <Table
          stickyHeader
          highlightOnHover
          verticalSpacing="sm"
          aria-label={label}
          aria-busy={isFetching}
          className={`${classes.table} ${isPlaceholderData ? classes.stale : ''}`}
        >
          <DataTableHead
            columns={columns}
            hasActions={rowActions !== undefined}
            sort={params.sort}
            onSort={(field) => update({ sort: toggleSort(params.sort, field) })}
          />
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" gap="sm" px="md" py="sm" className={classes.footer}>
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
    </Paper>
  );
}
