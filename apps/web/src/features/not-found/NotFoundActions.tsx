import { Button } from '@mantine/core';
import { IconArrowLeft, IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buildPath } from '../../routing/routes.ts';

/** Back to the start page (the login). */
export function HomeButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={buildPath('login')} leftSection={<IconHome size={18} aria-hidden />}>
      {t('app.home')}
    </Button>
  );
}

export function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      variant="default"
      onClick={() => navigate(-1)}
      leftSection={<IconArrowLeft size={18} aria-hidden />}
    >
      {t('notFound.back')}
    </Button>
  );
}
