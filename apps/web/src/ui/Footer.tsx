import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../routing/routes.ts';

/** '© {year} {company}' and the privacy policy link (SPEC §1). */
export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <Group component="footer" justify="center" gap="md" py="md" px="md">
      <Text size="sm" c="dimmed">
        {t('footer.copyright', { year, company: t('app.company') })}
      </Text>
      <Anchor component={Link} to={buildPath('privacidade')} size="sm">
        {t('footer.privacy')}
      </Anchor>
    </Group>
  );
}
