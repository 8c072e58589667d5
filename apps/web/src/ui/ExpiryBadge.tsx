import { Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { credentialStatus } from '../credential.ts';

/** Warns of a credential that has expired (red) or expires within 30 days (yellow); nothing otherwise. */
export function CredencialBadge({ validade, today }: { readonly validade: string; readonly today: string }) {
  const { t } = useTranslation();
  const status = credentialStatus(validade, today);
  if (status === 'valid') return null;
  return (
    <Badge
      color={status === 'expired' ? 'danger' : 'warning'}
      variant="light"
      size="sm"
      leftSection={<IconAlertTriangle size={12} aria-hidden />}
    >
      {t(`instrutores.credential.${status}`)}
    </Badge>
  );
}
