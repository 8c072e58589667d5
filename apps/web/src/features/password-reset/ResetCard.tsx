import { Anchor, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, type TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../routing/routes.ts';

interface ResetCardProps {
  readonly icon: TablerIcon;
  readonly color?: string;
  readonly title: string;
  readonly intro: string;
  readonly children: ReactNode;
}

/** The card every password screen shares: icon, title, explanation, content, a way back to login. */
export function ResetCard({ icon: Icon, color = 'brand', title, intro, children }: ResetCardProps) {
  const { t } = useTranslation();
  return (
    <Container size={480} py={{ base: 'lg', sm: 64 }}>
      <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 40 }}>
        <Stack gap="lg">
          <Stack gap="xs">
            <ThemeIcon size={52} radius="xl" color={color} variant="light">
              <Icon size={28} aria-hidden />
            </ThemeIcon>
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed">{intro}</Text>
          </Stack>
          {children}
          <Group justify="center">
            <Anchor component={Link} to={buildPath('login')} size="sm">
              <Group gap={4} component="span">
                <IconArrowLeft size={14} aria-hidden />
                {t('passwordReset.backToLogin')}
              </Group>
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
