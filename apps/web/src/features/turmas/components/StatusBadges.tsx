import type { STATUS_AULA_TEORICA, STATUS_TURMA } from '@cfc/contract';
import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type StatusTurma = (typeof STATUS_TURMA)[number];
type StatusAula = (typeof STATUS_AULA_TEORICA)[number];

const TURMA_COLORS: Record<StatusTurma, MantineColor> = {
  planejada: 'info',
  em_andamento: 'brand',
  concluida: 'gray',
  cancelada: 'danger',
};

const AULA_COLORS: Record<StatusAula, MantineColor> = {
  agendada: 'info',
  aberta: 'warning',
  encerrada: 'gray',
};

export function TurmaStatusBadge({ status }: { readonly status: StatusTurma }) {
  const { t } = useTranslation();
  return (
    <Badge color={TURMA_COLORS[status]} variant="light">
      {t(`turmas.status.${status}`)}
    </Badge>
  );
}

export function AulaStatusBadge({ status }: { readonly status: StatusAula }) {
  const { t } = useTranslation();
  return (
    <Badge color={AULA_COLORS[status]} variant="light">
      {t(`turmas.aulaStatus.${status}`)}
    </Badge>
  );
}
