import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { LazyLoadError } from '../../app/lazy.ts';

/** Route error boundary: a screen's code failed to load, or something unexpected broke. */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const failedToLoad = error instanceof LazyLoadError;

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Container size={560} py={{ base: 'lg', sm: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} role="alert">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" color="danger" variant="light">
            <IconAlertTriangle size={36} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2">
            {failedToLoad ? t('errors.loadTitle') : t('errors.unexpectedTitle')}
          </Title>
          <Text c="dimmed">{failedToLoad ? t('errors.load') : t('errors.unexpected')}</Text>
          <Button
            onClick={() => window.location.reload()}
            leftSection={<IconRefresh size={18} aria-hidden />}
          >
            {t('errors.reload')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
