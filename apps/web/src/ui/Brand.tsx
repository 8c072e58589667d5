import { Box, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../routing/routes.ts';
import { BrandMark } from './BrandMark.tsx';

interface BrandProps {
  /** Where the logo leads: the start page, or the home of the logged-in user's role. */
  readonly to?: string;
  /** Only the logo on phones, where the top bar has no room for the name. */
  readonly compact?: boolean;
}

/** Logo and platform name, linking to the start page. */
export function Brand({ to = buildPath('login'), compact = false }: BrandProps) {
  const { t } = useTranslation();
  return (
    // Named by its visible text (WCAG 2.5.3); on phones the hidden copy names the logo alone.
    <UnstyledButton component={Link} to={to}>
      {compact && <VisuallyHidden hiddenFrom="xs">{t('app.name')}</VisuallyHidden>}
      <Group gap="xs" wrap="nowrap">
        <BrandMark />
        <Box visibleFrom={compact ? 'xs' : undefined}>
          <Text fw={700} lh={1.1} style={{ whiteSpace: 'nowrap' }}>
            {t('app.name')}
          </Text>
          <Text size="xs" c="dimmed" lh={1.1} visibleFrom="xs">
            {t('app.tagline')}
          </Text>
        </Box>
      </Group>
    </UnstyledButton>
  );
}
