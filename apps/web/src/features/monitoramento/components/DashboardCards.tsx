import type { DashboardMonitoramento } from '@cfc/contract';
import { SEVERIDADES_ALERTA } from '@cfc/domain';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCamera,
  IconCar,
  IconClockHour4,
  IconSend,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath, type RouteName } from '../../../routing/routes.ts';

const SEVERIDADE_COLOR = { alta: 'danger', media: 'warning', baixa: 'info' } as const;

interface StatCardProps {
  readonly label: string;
  readonly value: number;
  readonly icon: TablerIcon;
  readonly color: string;
  readonly link?: { readonly route: RouteName; readonly label: string };
  readonly children?: ReactNode;
}

function StatCard({ label, value, icon: Icon, color, link, children }: StatCardProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Icon size={20} aria-hidden color={`var(--mantine-color-${color}-6)`} />
        </Group>
        <Text fz={32} fw={700} lh={1} aria-label={`${label}: ${value}`}>
          {value}
        </Text>
        {children}
        {link && (
          <Anchor component={Link} to={buildPath(link.route)} size="sm">
            {link.label}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

/** The numbers staff act on, each linking to the screen where they act. */
export function DashboardCards({ dados }: { readonly dados: DashboardMonitoramento }) {
  const { t } = useTranslation();
  const alertas = SEVERIDADES_ALERTA.reduce(
    (total, severidade) => total + dados.alertas_abertos[severidade],
    0,
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
      <StatCard
        label={t('monitoramento.dashboard.cards.emAndamento')}
        value={dados.aulas_em_andamento.length}
        icon={IconCar}
        color="brand"
      />
      <StatCard
        label={t('monitoramento.dashboard.cards.alertas')}
        value={alertas}
        icon={IconAlertTriangle}
        color="danger"
        link={{ route: 'alertas', label: t('monitoramento.dashboard.cards.verAlertas') }}
      >
        <Group gap={6}>
          {[...SEVERIDADES_ALERTA].reverse().map((severidade) => (
            <Badge key={severidade} color={SEVERIDADE_COLOR[severidade]} variant="light">
              {t(`monitoramento.dashboard.severidade.${severidade}`)}: {dados.alertas_abertos[severidade]}
            </Badge>
          ))}
        </Group>
      </StatCard>
      <StatCard
        label={t('monitoramento.dashboard.cards.camerasOffline')}
        value={dados.cameras_offline.length}
        icon={IconCamera}
        color="warning"
        link={{ route: 'status-cameras', label: t('monitoramento.dashboard.cards.verCameras') }}
      />
      <StatCard
        label={t('monitoramento.dashboard.cards.enviosPendentes')}
        value={dados.envios.pendentes}
        icon={IconClockHour4}
        color="info"
        link={{ route: 'MonEnvioAulasPraticas', label: t('monitoramento.dashboard.cards.verEnvios') }}
      />
      <StatCard
        label={t('monitoramento.dashboard.cards.enviosRejeitados')}
        value={dados.envios.rejeitados}
        icon={IconSend}
        color="danger"
        link={{ route: 'MonEnvioAulasPraticas', label: t('monitoramento.dashboard.cards.verEnvios') }}
      />
    </SimpleGrid>
  );
}
