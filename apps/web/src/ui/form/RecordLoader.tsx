import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { buildPath, type RouteName } from '../../../app/routes.ts';

interface RecordLoaderProps<T> {
  readonly query: UseQueryResult<T>;
  /** False when the address holds no valid id. */
  readonly validId: boolean;
  readonly listRoute: RouteName;
  readonly texts: { readonly loadError: string; readonly retry: string; readonly back: string };
  readonly children: (record: T) => ReactNode;
}

/** The record an edit screen needs: a skeleton while it loads, an alert if it cannot. */
export function RecordLoader<T>({ query, validId, listRoute, texts, children }: RecordLoaderProps<T>) {
  if (query.isError || !validId) {
    const message = query.error instanceof ApiError ? query.error.mensagem : undefined;
    return (
      <Alert color="danger" icon={<IconAlertCircle aria-hidden />} title={texts.loadError}>
        <Stack gap="sm" align="flex-start">
          {message}
          <Group gap="sm">
            {validId && (
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={() => void query.refetch()}
              >
                {texts.retry}
              </Button>
            )}
            <Button variant="subtle" component={Link} to={buildPath(listRoute)}>
              {texts.back}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  if (query.data === undefined) {
    return (
      <Stack gap="lg" aria-hidden>
        <Skeleton height={200} radius="md" />
        <Skeleton height={160} radius="md" />
      </Stack>
    );
  }
  return children(query.data);
}

/** The id of an edit screen's address, or NaN. */
export function idFrom(param: string | undefined): number {
  return param !== undefined && /^\d+$/.test(param) ? Number(param) : Number.NaN;
}
