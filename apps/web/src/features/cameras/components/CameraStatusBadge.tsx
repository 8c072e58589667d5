import type { Camera } from '@cfc/contract';
import { Badge } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const LOOK = {
  online: { color: 'brand', Icon: IconCircleCheck },
  offline: { color: 'danger', Icon: IconCircleX },
  desconhecido: { color: 'gray', Icon: IconHelpCircle },
} as const satisfies Record<Camera['status'], unknown>;

/** online in green, offline in red, never checked in grey; the word and icon say it too. */
export function CameraStatusBadge({ status }: { readonly status: Camera['status'] }) {
  const { t } = useTranslation();
  const { color, Icon } = LOOK[status];
  return (
    <Badge color={color} variant="light" leftSection={<Icon size={14} aria-hidden />}>
      {t(`cameras.status.${status}`)}
    </Badge>
  );
}
