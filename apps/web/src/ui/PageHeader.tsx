import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homeOf } from '../routing/landing.ts';
import { buildPath, type RouteName } from '../routing/routes.ts';
import { useSession } from '../session/session.ts';

export interface Crumb {
  readonly label: string;
  /** The current page has none. */
  readonly route?: RouteName;
}

interface PageHeaderProps {
  readonly title: string;
  readonly description?: string;
  /** The trail after 'Início', which always leads to the home of the user's role. */
  readonly crumbs: readonly Crumb[];
  /** The page's primary action, on the right. */
  readonly action?: ReactNode;
}

/** Title, breadcrumb and primary action of a screen (STYLE: look and feel). */
export function PageHeader({ title, description, crumbs, action }: PageHeaderProps) {
  const { t } = useTranslation();
  const session = useSession();
  const trail: Crumb[] = [
    { label: t('widgets.pageHeader.home'), route: homeOf(session?.id_role ?? 0) },
    ...crumbs,
  ];
  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="lg">
      <Stack gap={4}>
        <nav aria-label={t('widgets.pageHeader.breadcrumb')}>
          <Breadcrumbs separatorMargin={6} fz="sm">
            {trail.map(({ label, route }) =>
              route ? (
                <Anchor key={label} component={Link} to={buildPath(route)} fz="sm">
                  {label}
                </Anchor>
              ) : (
                <Text key={label} fz="sm" c="dimmed" aria-current="page">
                  {label}
                </Text>
              ),
            )}
          </Breadcrumbs>
        </nav>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {action}
    </Group>
  );
}
