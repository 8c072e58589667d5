import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LazyLoadError } from '../../routing/lazy.ts';

const FORBIDDEN = 403;

/** The title and text of an error: a screen that did not load, a refused screen, or anything else. */
function useErrorTexts(error: unknown): { title: string; text: string } {
  const { t } = useTranslation();
  if (error instanceof LazyLoadError) return { title: t('errors.loadTitle'), text: t('errors.load') };
  if (isRouteErrorResponse(error) && error.status === FORBIDDEN) {
    return { title: t('errors.forbiddenTitle'), text: t('errors.forbidden') };
  }
  return { title: t('errors.unexpectedTitle'), text: t('errors.unexpected') };
}

/** Route error boundary: a screen's code failed to load, was refused, or something unexpected broke. */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { title, text } = useErrorTexts(error);

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
            {title}
          </Title>
          <Text c="dimmed">{text}</Text>
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
