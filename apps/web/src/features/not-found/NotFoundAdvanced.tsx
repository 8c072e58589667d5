import { Anchor, Badge, Container, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath, type RouteName } from '../../routing/routes.ts';
import { BackButton, HomeButton } from './NotFoundActions.tsx';
import { RoadIllustration } from './RoadIllustration.tsx';

const SUGGESTIONS: readonly RouteName[] = ['login', 'loginAluno', 'loginInstrutor', 'privacidade'];

/** Illustration, both ways out and links to the open screens. */
export function NotFoundAdvanced() {
  const { t } = useTranslation();
  return (
    <Container size="md" py={{ base: 'lg', sm: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={40} style={{ alignItems: 'center' }}>
          <RoadIllustration />
          <Stack gap="md">
            <Badge color="warning" variant="filled" size="lg" w="fit-content">
              {t('notFound.code')}
            </Badge>
            <Title order={1}>{t('notFound.title')}</Title>
            <Text c="dimmed">{t('notFound.description')}</Text>
            <Group gap="sm">
              <HomeButton />
              <BackButton />
            </Group>
            <div>
              <Text fw={600} size="sm" mb={6}>
                {t('notFound.suggestions')}
              </Text>
              <List size="sm" spacing={4}>
                {SUGGESTIONS.map((name) => (
                  <List.Item key={name}>
                    <Anchor component={Link} to={buildPath(name)}>
                      {t(`routes.${name}`)}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </div>
          </Stack>
        </SimpleGrid>
      </Paper>
    </Container>
  );
}
