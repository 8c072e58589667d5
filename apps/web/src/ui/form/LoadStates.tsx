import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { serverMessage } from '../../api/client.ts';

interface LoadErrorProps {
  readonly title: string;
  readonly error: unknown;
  /** Absent when trying again cannot help (an address without a valid id). */
  readonly onRetry?: () => void;
  readonly retryLabel: string;
  /** Where the 'back' button leads. */
  readonly backTo: string;
  readonly backLabel: string;
}

/** A failed load: the server's message, try again, or go back. */
export function LoadError({ title, error, onRetry, retryLabel, backTo, backLabel }: LoadErrorProps) {
  return (
    <Alert color="danger" icon={<IconAlertCircle aria-hidden />} title={title}>
      <Stack gap="sm" align="flex-start">
        {serverMessage(error)}
        <Group gap="sm">
          {onRetry && (
            <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
              {retryLabel}
            </Button>
          )}
          <Button variant="subtle" component={Link} to={backTo}>
            {backLabel}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** A form loading: the shape of its sections, by height. */
export function FormSkeleton({ sections }: { readonly sections: readonly number[] }) {
  return (
    <Stack gap="lg" aria-hidden>
      {sections.map((height, position) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position
        <Skeleton key={position} height={height} radius="md" />
      ))}
    </Stack>
  );
}
