import type { AulaPratica } from '@cfc/contract';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../ui/CountBadge.tsx';
import { STATUS_COLOR } from '../status.ts';

export function AulaStatusBadge({ status }: { readonly status: AulaPratica['status'] }) {
  const { t } = useTranslation();
  return <CountBadge text={t(`agendamento.status.${status}`)} color={STATUS_COLOR[status]} />;
}
