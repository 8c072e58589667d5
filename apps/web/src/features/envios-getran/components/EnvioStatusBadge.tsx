import type { FilaEnvio } from '@cfc/contract';
import { Badge, Group, Tooltip } from '@mantine/core';
import { IconClockPause, IconLoader2, IconRefreshAlert } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FILA_COLORS, statusBadge } from '../status.ts';

interface EnvioStatusBadgeProps {
  readonly status: string | null | undefined;
  /** Shown as the badge's tooltip, e.g. when the answer arrived. */
  readonly hint?: string;
}

/** The authority's answer for a lesson, PENDENTE when not sent (SPEC §4 colours). */
export function EnvioStatusBadge({ status, hint }: EnvioStatusBadgeProps) {
  const look = statusBadge(status);
  // Rejection texts are long: the badge wraps instead of cutting them.
  const badge = (
    <Badge
      color={look.color}
      variant="light"
      radius="sm"
      tt="none"
      fw={600}
      maw={240}
      h="auto"
      py={3}
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3 } }}
    >
      {look.text}
    </Badge>
  );
  return hint ? (
    <Tooltip label={hint} withArrow openDelay={300}>
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}

const FILA_ICONS = { aguardando: IconClockPause, enviando: IconLoader2, falhou: IconRefreshAlert } as const;

/** The platform's own sending of the lesson: waiting to resend, sending, or given up. */
export function FilaBadge({ envio }: { readonly envio: FilaEnvio }) {
  const { t } = useTranslation();
  const Icon = FILA_ICONS[envio];
  return (
    <Badge
      color={FILA_COLORS[envio]}
      variant="outline"
      radius="sm"
      tt="none"
      fw={500}
      size="sm"
      leftSection={<Icon size={12} aria-hidden />}
    >
      {t(`enviosGetran.fila.${envio}`)}
    </Badge>
  );
}

/** Both badges of a row, the queue one under the status. */
export function EnvioStatusCell({
  status,
  envio,
  hint,
}: EnvioStatusBadgeProps & { readonly envio: FilaEnvio | null }) {
  return (
    <Group gap={4} wrap="wrap" maw={260}>
      <EnvioStatusBadge status={status} hint={hint} />
      {envio && <FilaBadge envio={envio} />}
    </Group>
  );
}
