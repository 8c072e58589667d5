import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayDate } from '../../../ui/format.ts';
import { useHoras } from '../api.ts';
import { REGIME_LABELS } from '../labels.ts';
import { AptidaoPanel } from './AptidaoPanel.tsx';
import { HorasProgress } from './HorasProgress.tsx';

function Figure({
  label,
  value,
  unit,
  color,
}: {
  label: string;
  value: string;
  unit?: string;
  color?: string;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Group gap={4} align="baseline">
        <Text fz={28} fw={700} c={color}>
          {value}
        </Text>
        {unit && (
          <Text size="sm" c="dimmed">
            {unit}
          </Text>
        )}
      </Group>
    </Paper>
  );
}

/** The practical hours of one process as figures people act on. */
export function HorasPanel({ processoId }: { readonly processoId: number }) {
  const { t } = useTranslation();
  const horas = useHoras(processoId);
  if (horas.isPending) return <Skeleton h={180} radius="md" />;
  if (horas.isError) {
    return (
      <Alert color="danger" title={t('processos.horas.loadError')}>
        <Button variant="default" size="xs" onClick={() => void horas.refetch()}>
          {t('processos.horas.retry')}
        </Button>
      </Alert>
    );
  }
  const h = horas.data;
  const unit = t('processos.horas.unit');
  return (
    <Stack gap="md" component="section" aria-label={t('processos.horas.title')}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          {t('processos.horas.title')}
        </Title>
        <Group gap="xs">
          <Badge variant="light" color="gray">
            {REGIME_LABELS[h.regime]}
          </Badge>
          <Text size="sm" fw={500} c={h.expirado ? 'danger.7' : 'dimmed'}>
            {t('processos.horas.validade')}:{' '}
            {h.validade ? displayDate(h.validade, true) : t('processos.horas.semValidade')}
            {h.expirado ? ` · ${t('processos.horas.expirado')}` : ''}
          </Text>
        </Group>
      </Group>
      <HorasProgress realizadas={h.realizadas} requeridas={h.requeridas} />
      <AptidaoPanel aptidao={h.aptidao} />
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        <Figure label={t('processos.horas.requeridas')} value={String(h.requeridas)} unit={unit} />
        <Figure
          label={t('processos.horas.realizadas')}
          value={String(h.realizadas)}
          unit={unit}
          color="brand.9"
        />
        <Figure
          label={t('processos.horas.agendadas')}
          value={String(h.agendadas)}
          unit={unit}
          color="info.8"
        />
        <Figure
          label={t('processos.horas.restantes')}
          value={String(h.restantes)}
          unit={unit}
          color={h.restantes > 0 ? 'warning.9' : 'brand.9'}
        />
        <Figure
          label={t('processos.horas.noturnas')}
          value={t('processos.horas.noturnasValue', {
            realizadas: h.noturnas_realizadas,
            requeridas: h.noturnas_requeridas,
          })}
          unit={unit}
        />
        <Figure label={t('processos.horas.contratadas')} value={String(h.contratadas)} unit={unit} />
      </SimpleGrid>
    </Stack>
  );
}
