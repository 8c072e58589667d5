import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The screen needs a permission flag the user lacks (the server refuses it anyway). */
export function NoAccess() {
  const { t } = useTranslation();
  return (
    <Alert color="warning" icon={<IconLock aria-hidden />} title={t('errors.forbiddenTitle')}>
      {t('errors.forbidden')}
    </Alert>
  );
}

const SECTION_HEIGHT = 180;

/** The students screens' cards while they load, all of one height. */
export function loadingSections(count: number): number[] {
  return Array.from({ length: count }, () => SECTION_HEIGHT);
}
