import type { Processo } from '@cfc/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS, statusOf } from '../labels.ts';

/** The status of a process, in colour and in words. */
export function StatusBadge({ processo }: { readonly processo: Pick<Processo, 'status' | 'expirado'> }) {
  const { t } = useTranslation();
  const status = statusOf(processo);
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {t(`processos.status.${status}`)}
    </Badge>
  );
}
