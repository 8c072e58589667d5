import { Button, Skeleton, Stack, Table, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconInboxOff, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './DataTable.module.css';

interface StateRowProps {
  readonly span: number;
  readonly children: ReactNode;
}

/** A full-width row for the empty and error states, so the table keeps its headers. */
function StateRow({ span, children }: StateRowProps) {
  return (
    <Table.Tr className={classes.stateRow}>
      <Table.Td colSpan={span} className={classes.stateCell}>
        {children}
      </Table.Td>
    </Table.Tr>
  );
}

/** A placeholder row while the first page loads; the first one says so to assistive tools. */
export function SkeletonRow({ span, first }: { readonly span: number; readonly first: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.Tr aria-hidden={first ? undefined : true}>
      {Array.from({ length: span }, (_, cell) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position
        <Table.Td key={cell}>
          {first && cell === 0 && <VisuallyHidden>{t('dataTable.loading')}</VisuallyHidden>}
          <Skeleton height={14} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  );
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
