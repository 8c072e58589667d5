import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../app/routes.ts';
import { BrandMark } from './BrandMark.tsx';

/** Logo and platform name, linking to the start page. */
export function Brand() {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to={buildPath('login')}>
      <Group gap="xs" wrap="nowrap">
        <BrandMark />
        <div>
          <Text fw={700} lh={1.1} style={{ whiteSpace: 'nowrap' }}>
            {t('app.name')}
          </Text>
          <Text size="xs" c="dimmed" lh={1.1} visibleFrom="xs">
            {t('app.tagline')}
          </Text>
        </div>
      </Group>
    </UnstyledButton>
  );
}
