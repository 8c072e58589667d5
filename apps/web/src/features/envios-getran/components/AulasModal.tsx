import { Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ModalBody } from './ModalBody.tsx';

interface AulasModalProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly title: string;
  /** Mantine's size of the dialog: a wide table asks for more. */
  readonly size: string;
  /** What the lessons are of (the instructor and day, the student), above the table. */
  readonly summary: { readonly title: string; readonly items: readonly [label: string, value: ReactNode][] };
  /** While loading, the failure in place of the table (false when a failure just empties it), or none to show. */
  readonly loading: boolean;
  readonly loadingText: string;
  readonly error?: string | false;
  readonly empty: string | false;
  /** The table: its accessible name, its column headers and the width below which it scrolls. */
  readonly table: { readonly label: string; readonly columns: readonly string[]; readonly minWidth: number };
  readonly closeLabel: string;
  /** The table's rows. */
  readonly children: ReactNode;
}

/**
 * A dialog of the sending screen listing lessons (SPEC §2.6: 'Aulas do Instrutor', 'Histórico de Aulas
 * do Aluno'): a summary of whose lessons they are, then the lessons in a table that scrolls within
 * the dialog, its header kept in view.
 */
export function AulasModal({
  opened,
  onClose,
  title,
  size,
  summary,
  loading,
  loadingText,
  error = false,
  empty,
  table,
  closeLabel,
  children,
}: AulasModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered>
      <Stack gap="md">
        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
          <Text size="sm" fw={600} mb="xs">
            {summary.title}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            {summary.items.map(([label, value]) => (
              <Stack key={label} gap={2}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text size="sm" fw={600} component="div">
                  {value}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Paper>
        <ModalBody loading={loading} loadingText={loadingText} error={error} empty={empty}>
          <Table.ScrollContainer minWidth={table.minWidth} maxHeight="55dvh" type="native">
            <Table stickyHeader highlightOnHover verticalSpacing="xs" aria-label={table.label}>
              <Table.Thead>
                <Table.Tr>
                  {table.columns.map((column) => (
                    <Table.Th key={column} scope="col">
                      {column}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{children}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ModalBody>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {closeLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The first cell of a lesson's row: its text, and a badge when it is the lesson the dialog was opened from. */
export function AulaCell({
  selected,
  selectedLabel,
  children,
}: {
  readonly selected: boolean;
  readonly selectedLabel: string;
  readonly children: ReactNode;
}) {
  return (
    <Table.Td>
      <Stack gap={2}>
        <Text size="sm">{children}</Text>
        {selected && (
          <Badge size="xs" variant="light" color="brand" radius="sm" tt="none" w="fit-content">
            {selectedLabel}
          </Badge>
        )}
      </Stack>
    </Table.Td>
  );
}

/** The row of a lesson: highlighted when it is the one the dialog was opened from. */
export function AulaRow({
  selected,
  children,
}: {
  readonly selected: boolean;
  readonly children: ReactNode;
}) {
  return <Table.Tr bg={selected ? 'var(--mantine-color-brand-0)' : undefined}>{children}</Table.Tr>;
}
