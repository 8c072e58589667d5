import { Badge, Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBarrierBlock, IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentRouteName } from '../../routing/current-route.ts';
import { buildPath } from '../../routing/routes.ts';

/** Stands in for every screen a later issue builds; shows which screen it is. */
export function UnderConstructionPage() {
  const { t } = useTranslation();
  const routeName = useCurrentRouteName();
  return (
    <Container size={560} py={{ base: 'lg', sm: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }}>
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" color="warning" variant="light">
            <IconBarrierBlock size={36} aria-hidden />
          </ThemeIcon>
          <Badge color="warning" variant="filled">
            {t('underConstruction.badge')}
          </Badge>
          <Title order={1} size="h2">
            {routeName ? t(`routes.${routeName}`) : t('underConstruction.badge')}
          </Title>
          <Text c="dimmed">{t('underConstruction.description')}</Text>
          <Button component={Link} to={buildPath('inicio')} leftSection={<IconHome size={18} aria-hidden />}>
            {t('app.home')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
