import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BackButton, HomeButton } from './NotFoundActions.tsx';
import classes from './NotFoundLargeText.module.css';

/** The code in very large type, with the message below. */
export function NotFoundLargeText() {
  const { t } = useTranslation();
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }}>
      <Stack align="center" gap="lg" ta="center">
        <Text className={classes.code} aria-hidden>
          {t('notFound.code')}
        </Text>
        <Title order={1} className={classes.title}>
          {t('notFound.title')}
        </Title>
        <Text size="lg" c="dimmed" maw={520}>
          {t('notFound.description')}
        </Text>
        <Stack gap="sm" align="center">
          <HomeButton />
          <BackButton />
        </Stack>
      </Stack>
    </Container>
  );
}
