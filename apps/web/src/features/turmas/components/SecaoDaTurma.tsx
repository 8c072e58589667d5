import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../api/client.ts';
import type { DataTableColumn, DataTableRowAction } from '../../../ui/DataTable.tsx';
import { RowActions } from '../../../ui/data-table/RowActions.tsx';

interface SecaoDaTurmaProps {
  readonly title: string;
  readonly intro: string;
  /** A button beside the title, e.g. 'Agendar aula'. */
  readonly action?: ReactNode;
  readonly children: ReactNode;
}

/** One part of the class's page (its sessions, hours, students): a title, a line about it, its content. */
export function SecaoDaTurma({ title, intro, action, children }: SecaoDaTurmaProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Group justify="space-between" align="flex-start" mb="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        </Stack>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

/** What the class's tables read of their query (its sessions, its enrolments). */
export interface ListaDaTurma<Row> {
  readonly data: readonly Row[] | undefined;
  readonly isError: boolean;
  readonly error: unknown;
  readonly refetch: () => unknown;
}

interface TabelaDaTurmaProps<Row> {
  readonly query: ListaDaTurma<Row>;
  /** The rows shown of those loaded (all of them when absent). */
  readonly show?: (row: Row) => boolean;
  readonly columns: readonly DataTableColumn<Row>[];
  readonly rowKey: (row: Row) => number;
  /** The icon buttons at the end of each row, as DataTable's. */
  readonly rowActions?: (row: Row) => readonly DataTableRowAction[];
  /** Where its texts are: `turmas.{name}.label` (its accessible name), `.loadError`, `.retry`, `.empty`. */
  readonly name: 'aulas' | 'matriculas';
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  readonly minWidth: number;
  /** The skeleton's height while the rows load. */
  readonly loadingHeight: number;
}

/**
 * A list of the class's page (not paged: every session or student of one class): the loader, the
 * failure with a retry, the empty line, then the table.
 */
export function TabelaDaTurma<Row>({
  query,
  show,
  columns,
  rowKey,
  rowActions,
  name,
  minWidth,
  loadingHeight,
}: TabelaDaTurmaProps<Row>) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <Alert color="danger" variant="light" title={t(`turmas.${name}.loadError`)}>
        <Stack gap="xs" align="flex-start">
          {serverMessage(query.error)}
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            {t(`turmas.${name}.retry`)}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!query.data) return <Skeleton height={loadingHeight} />;
  const rows = show ? query.data.filter(show) : query.data;
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="md">
        {t(`turmas.${name}.empty`)}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table aria-label={t(`turmas.${name}.label`)} striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.align}>
                {column.header}
              </Table.Th>
            ))}
            {rowActions && <Table.Th w={90} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key} ta={column.align}>
                  {column.render(row)}
                </Table.Td>
              ))}
              {rowActions && (
                <Table.Td>
                  <RowActions actions={rowActions(row)} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
