import {
  ActionIcon,
  Button,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconInboxOff, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cellClass } from './cell-class.ts';
import { groupStarts } from './column-groups.ts';
import classes from './DataTable.module.css';
import type { DataTableColumn, DataTableRowAction } from './types.ts';

function RowActions({ actions }: { readonly actions: readonly DataTableRowAction[] }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {actions.map(({ key, label, icon, color, onClick, to, disabled, loading }) => {
        const common = {
          'aria-label': label,
          variant: 'subtle',
          color: color ?? 'gray',
          size: 'lg',
          disabled,
        } as const;
        return (
          <Tooltip key={key} label={label} withArrow openDelay={300}>
            {to !== undefined && !disabled ? (
              <ActionIcon {...common} component={Link} to={to}>
                {icon}
              </ActionIcon>
            ) : (
              <ActionIcon {...common} onClick={onClick} loading={loading}>
                {icon}
              </ActionIcon>
            )}
          </Tooltip>
        );
      })}
    </Group>
  );
}

interface StateRowProps {
  readonly span: number;
  readonly children: ReactNode;
}

/** A full-width row for the loading, empty and error states, so the table keeps its headers. */
function StateRow({ span, children }: StateRowProps) {
  return (
    <Table.Tr>
      <Table.Td colSpan={span} className={classes.stateCell}>
        {children}
      </Table.Td>
    </Table.Tr>
  );
}

export function SkeletonRows({ rows, span }: { readonly rows: number; readonly span: number }) {
  const { t } = useTranslation();
  return Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position
    <Table.Tr key={row} aria-hidden={row > 0 ? true : undefined}>
      {Array.from({ length: span }, (_, cell) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position
        <Table.Td key={cell}>
          {row === 0 && cell === 0 && <VisuallyHidden>{t('dataTable.loading')}</VisuallyHidden>}
          <Skeleton height={14} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

export function EmptyRow({ span, message }: { readonly span: number; readonly message: string }) {
  return (
    <StateRow span={span}>
      <Stack align="center" gap="xs">
        <ThemeIcon variant="light" color="gray" size="xl" radius="xl">
          <IconInboxOff size={22} aria-hidden />
        </ThemeIcon>
        <Text c="dimmed" ta="center">
          {message}
        </Text>
      </Stack>
    </StateRow>
  );
}

interface ErrorRowProps {
  readonly span: number;
  readonly message: string;
  readonly onRetry: () => void;
}

export function ErrorRow({ span, message, onRetry }: ErrorRowProps) {
  const { t } = useTranslation();
  return (
    <StateRow span={span}>
      <Stack align="center" gap="xs" role="alert">
        <ThemeIcon variant="light" color="danger" size="xl" radius="xl">
          <IconAlertCircle size={22} aria-hidden />
        </ThemeIcon>
        <Text ta="center">{message}</Text>
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
          {t('dataTable.retry')}
        </Button>
      </Stack>
    </StateRow>
  );
}

interface DataRowsProps<Row> {
  readonly rows: readonly Row[];
  readonly columns: readonly DataTableColumn<Row>[];
  readonly rowKey: (row: Row) => string | number;
  readonly rowActions?: (row: Row) => readonly DataTableRowAction[];
}

export function DataRows<Row>({ rows, columns, rowKey, rowActions }: DataRowsProps<Row>) {
  const starts = groupStarts(columns);
  return rows.map((row) => (
    <Table.Tr key={rowKey(row)}>
      {columns.map((column) => (
        <Table.Td
          key={column.key}
          ta={column.align}
          className={cellClass(column.sticky, starts.has(column.key))}
        >
          {column.render(row)}
        </Table.Td>
      ))}
      {rowActions && (
        <Table.Td>
          <RowActions actions={rowActions(row)} />
        </Table.Td>
      )}
    </Table.Tr>
  ));
}
