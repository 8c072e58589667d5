import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HomeButton } from './NotFoundActions.tsx';

/** The plain variant, also used for every unknown address. */
export function NotFoundSimple() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={72} fw={800} lh={1} c="brand.8" aria-hidden>
          {t('notFound.code')}
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed" maw={420}>
          {t('notFound.description')}
        </Text>
        <HomeButton />
      </Stack>
    </Container>
  );
}
