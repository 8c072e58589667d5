import type { AulaTeorica } from '@cfc/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<AulaTeorica['status'], string> = {
  agendada: 'info',
  aberta: 'brand',
  encerrada: 'gray',
};

export function StatusAulaBadge({ status }: { readonly status: AulaTeorica['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant={status === 'aberta' ? 'filled' : 'light'} style={{ flexShrink: 0 }}>
      {t(`presencaTeorica.status.${status}`)}
    </Badge>
  );
}
