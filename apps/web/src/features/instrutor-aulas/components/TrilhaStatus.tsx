import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconCloudOff, IconCloudUpload, IconGps, IconMapPinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { horaComSegundos } from '../formatting.ts';
import { enviadas, pendentes } from '../posicoes-queue.ts';
import type { Trilha } from '../useTrilha.ts';

/** The track of a lesson under way: recording, sent, waiting, offline, the last fix. */
export function TrilhaStatus({ aulaId, trilha }: { readonly aulaId: number; readonly trilha: Trilha }) {
  const { t, i18n } = useTranslation();
  const waiting = pendentes(trilha.fila, aulaId);
  const sent = enviadas(trilha.fila, aulaId);
  const { gps } = trilha;
  return (
    <Stack gap={6} component="section" aria-label={t('instrutorAulas.trilha.title')}>
      <Group gap={6} wrap="nowrap">
        <IconGps size={18} aria-hidden />
        <Text size="sm" fw={600}>
          {t('instrutorAulas.trilha.gravando')}
        </Text>
      </Group>
      <Group gap={6}>
        <Badge variant="light" color="brand" tt="none" size="lg" radius="sm">
          {t('instrutorAulas.trilha.enviadas', { count: sent })}
        </Badge>
        <Badge
          variant="light"
          color={waiting > 0 ? 'warning' : 'gray'}
          tt="none"
          size="lg"
          radius="sm"
          leftSection={<IconCloudUpload size={14} aria-hidden />}
        >
          {t('instrutorAulas.trilha.pendentes', { count: waiting })}
        </Badge>
        {!trilha.online && (
          <Badge
            variant="filled"
            color="danger"
            tt="none"
            size="lg"
            radius="sm"
            leftSection={<IconCloudOff size={14} aria-hidden />}
          >
            {t('instrutorAulas.trilha.offline')}
          </Badge>
        )}
      </Group>
      {gps.kind === 'ok' && (
        <Text size="xs" c="dimmed">
          {t('instrutorAulas.trilha.ultima', { hora: horaComSegundos(gps.em, i18n.language) })}
          {gps.precisao !== null && ` · ${t('instrutorAulas.trilha.precisao', { metros: gps.precisao })}`}
        </Text>
      )}
      {gps.kind === 'aguardando' && (
        <Text size="xs" c="dimmed">
          {t('instrutorAulas.trilha.aguardandoGps')}
        </Text>
      )}
      {gps.kind === 'erro' && (
        <Group gap={6} wrap="nowrap">
          <IconMapPinOff size={16} color="var(--mantine-color-danger-7)" aria-hidden />
          <Text size="xs" c="danger.7">
            {t(`instrutorAulas.gps.erros.${gps.motivo}`)}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
