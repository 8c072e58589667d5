import type { CandidatoAula } from '@cfc/contract';
import { timeInSaoPaulo, timeRangeInSaoPaulo } from '@cfc/domain';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCar, IconCircleCheck, IconMotorbike, IconUser } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AulaStatusBadge } from '../../agendamento/index.ts';
import { capitalize, diaCurto } from '../../instrutor-aulas/index.ts';

/** One lesson of the student: when, with whom, in which vehicle, and when it was actually given. */
export function AulaItem({ aula }: { readonly aula: CandidatoAula }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const VehicleIcon = aula.categoria === 'A' || aula.categoria === 'ACC' ? IconMotorbike : IconCar;
  const extra = [
    t('candidatoAulas.lista.horasAula', { count: aula.horas_aula }),
    ...(aula.tipo === 'normal' ? [] : [t(`agendamento.tipos.${aula.tipo}`)]),
  ].join(' · ');
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={headingId}
      style={{ opacity: aula.status === 'cancelada' ? 0.7 : 1 }}
    >
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Title order={4} id={headingId} lh={1.3}>
              {capitalize(diaCurto(aula.data_aula, i18n.language))}
            </Title>
            <Text fw={700} size="lg">
              {timeRangeInSaoPaulo(aula.inicio, aula.fim)}
              <Text span size="sm" c="dimmed" fw={400}>{` · ${extra}`}</Text>
            </Text>
          </div>
          <AulaStatusBadge status={aula.status} />
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconUser size={16} aria-hidden />
          <Text size="sm">{t('candidatoAulas.lista.instrutor', { nome: aula.instrutor })}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <VehicleIcon size={16} aria-hidden />
          <Text size="sm">
            {t('candidatoAulas.lista.veiculo', { placa: aula.placa, categoria: aula.categoria })}
          </Text>
        </Group>
        {aula.realizado_inicio && (
          <Group gap={6} wrap="nowrap">
            <IconCircleCheck size={16} color="var(--mantine-color-brand-8)" aria-hidden />
            <Text size="sm" fw={600}>
              {aula.realizado_fim
                ? t('candidatoAulas.lista.realizada', {
                    inicio: timeInSaoPaulo(aula.realizado_inicio),
                    fim: timeInSaoPaulo(aula.realizado_fim),
                  })
                : t('candidatoAulas.lista.emAndamento', { inicio: timeInSaoPaulo(aula.realizado_inicio) })}
            </Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
