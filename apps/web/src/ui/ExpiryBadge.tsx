import { Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ExpiryStatus, expiryStatus } from './expiry.ts';

interface ExpiryBadgeProps {
  /** 'YYYY-MM-DD', the document's last valid day. */
  readonly validade: string;
  readonly today: string;
  /** The words of the document ('Vencida' for a credential, 'Vencido' for a licensing). */
  readonly labels: Readonly<Record<Exclude<ExpiryStatus, 'valid'>, string>>;
}

/** Warns of a document that has expired (red) or expires within 30 days (yellow); nothing otherwise. */
export function ExpiryBadge({ validade, today, labels }: ExpiryBadgeProps) {
  const status = expiryStatus(validade, today);
  if (status === 'valid') return null;
  return (
    <Badge
      color={status === 'expired' ? 'danger' : 'warning'}
      variant="light"
      size="sm"
      leftSection={<IconAlertTriangle size={12} aria-hidden />}
    >
      {labels[status]}
    </Badge>
  );
}
