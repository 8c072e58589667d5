import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HomeButton } from './NotFoundActions.tsx';
import classes from './NotFoundCustom.module.css';

/** Themed on the road: a 'no entry' sign over an asphalt strip. */
export function NotFoundCustom() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={{ base: 'lg', sm: 56 }}>
      <Box className={classes.road}>
        <Stack align="center" gap="md" ta="center" className={classes.content}>
          <svg viewBox="0 0 100 100" width={120} height={120} role="img" aria-label={t('notFound.signLabel')}>
            <circle cx="50" cy="50" r="47" fill="#e34a4a" stroke="#fff" strokeWidth="4" />
            <rect x="18" y="41" width="64" height="18" rx="3" fill="#fff" />
          </svg>
          <Text className={classes.wrongWay}>{t('notFound.wrongWay')}</Text>
          <Title order={1} c="white">
            {t('notFound.title')}
          </Title>
          <Text c="gray.3" maw={420}>
            {t('notFound.wrongWayHint')}
          </Text>
          <Text c="gray.4" size="sm" ff="monospace">
            {t('notFound.code')}
          </Text>
          <HomeButton />
        </Stack>
      </Box>
    </Container>
  );
}
