import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ModalBodyProps {
  readonly loading: boolean;
  /** Beside the spinner while loading, e.g. 'Carregando aulas...'. */
  readonly loadingText: string;
  /** The message in place of the content when loading failed; false when it did not (or a failure just empties it). */
  readonly error?: string | false;
  /** The message in place of the content when there is nothing to show; false when there is. */
  readonly empty?: string | false;
  readonly children: ReactNode;
}

/** The body of a modal that loads what it shows: a spinner, then the error, the empty message or the content. */
export function ModalBody({ loading, loadingText, error = false, empty = false, children }: ModalBodyProps) {
  if (loading) {
    return (
      <Group gap="sm" p="md">
        <Loader size="sm" />
        <Text size="sm">{loadingText}</Text>
      </Group>
    );
  }
  if (error !== false) {
    return (
      <Alert color="danger" icon={<IconAlertCircle size={18} aria-hidden />}>
        {error}
      </Alert>
    );
  }
  if (empty !== false) {
    return (
      <Text c="dimmed" ta="center" p="lg">
        {empty}
      </Text>
    );
  }
  return children;
}
