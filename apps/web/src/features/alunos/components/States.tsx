import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconLock, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { buildPath, type RouteName } from '../../../app/routes.ts';

interface LoadErrorProps {
  readonly title: string;
  readonly error: unknown;
  readonly onRetry: () => void;
  /** Where the 'back' button leads. */
  readonly back: RouteName;
}

/** A failed load: the server's message, try again, or go back. */
export function LoadError({ title, error, onRetry, back }: LoadErrorProps) {
  const { t } = useTranslation();
  const message = error instanceof ApiError ? error.mensagem : undefined;
  return (
    <Alert color="danger" icon={<IconAlertCircle aria-hidden />} title={title}>
      <Stack gap="sm" align="flex-start">
        {message}
        <Group gap="sm">
          <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
            {t('dataTable.retry')}
          </Button>
          <Button variant="subtle" component={Link} to={buildPath(back)}>
            {t('alunos.form.back')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The screen needs a permission flag the user lacks (the server refuses it anyway). */
export function NoAccess() {
  const { t } = useTranslation();
  return (
    <Alert color="warning" icon={<IconLock aria-hidden />} title={t('errors.forbiddenTitle')}>
      {t('errors.forbidden')}
    </Alert>
  );
}

const SKELETON_KEYS = ['first', 'second', 'third'] as const;

/** A form loading: the shape of its sections (up to three). */
export function FormSkeleton({ sections = 3 }: { readonly sections?: number }) {
  return (
    <Stack gap="lg" aria-hidden>
      {SKELETON_KEYS.slice(0, sections).map((key) => (
        <Skeleton key={key} height={180} radius="md" />
      ))}
    </Stack>
  );
}
