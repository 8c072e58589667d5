import { Button } from '@mantine/core';
import { IconClockX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../routing/routes.ts';
import { ResetCard } from './ResetCard.tsx';

/** `nova-senha/link-expirado/:token`: the link was used or is too old; a new one can be asked for. */
export function ExpiredLinkPage() {
  const { t } = useTranslation();
  return (
    <ResetCard
      icon={IconClockX}
      color="warning"
      title={t('passwordReset.expired.title')}
      intro={t('passwordReset.expired.description')}
    >
      <Button component={Link} to={buildPath('redefinir-senha')} size="md" fullWidth>
        {t('passwordReset.expired.requestNew')}
      </Button>
    </ResetCard>
  );
}
