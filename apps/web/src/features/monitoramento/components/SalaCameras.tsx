import type { CameraDaSala, SalaMonitorada } from '@cfc/contract';
import {
  ActionIcon,
  Badge,
  Center,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMaximize, IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayDate } from '../../../ui/format.ts';
import { useObjectUrl } from '../../../ui/useObjectUrl.ts';
import { type Alcance, useSnapshot } from '../api.ts';

const STATUS_COLOR = { online: 'brand', offline: 'danger', desconhecido: 'gray' } as const;

/** A camera's latest stored image, read again when a newer one is taken; its state beside it. */
export function CameraSnapshot({
  camera,
  alcance,
  altura,
}: {
  readonly camera: CameraDaSala;
  readonly alcance: Alcance;
  readonly altura: number;
}) {
  const { t } = useTranslation();
  const snapshot = useSnapshot(camera.id_camera, alcance, camera.snapshot_em);
  const url = useObjectUrl(snapshot.data);
  return (
    <Paper withBorder radius="md" p="xs">
      <Stack gap={6}>
        {url ? (
          <Image src={url} h={altura} fit="contain" alt={camera.nome} bg="dark.8" radius="sm" />
        ) : (
          <Center h={altura} bg="gray.1" style={{ borderRadius: 4 }}>
            <Stack gap={4} align="center">
              <IconPhotoOff size={28} aria-hidden />
              <Text size="sm" c="dimmed">
                {t('monitoramento.salas.semImagem')}
              </Text>
            </Stack>
          </Center>
        )}
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {camera.nome}
          </Text>
          <Badge color={STATUS_COLOR[camera.status]} variant="light">
            {t(`monitoramento.salas.status.${camera.status}`)}
          </Badge>
        </Group>
        {camera.snapshot_em && (
          <Text size="xs" c="dimmed">
            {t('monitoramento.salas.imagemDe', {
              hora: displayDate(camera.snapshot_em),
            })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** One room: its session under way (class, attendance) and its cameras' images. */
export function SalaCameras({
  sala,
  alcance,
  altura = 180,
  maxPath,
}: {
  readonly sala: SalaMonitorada;
  readonly alcance: Alcance;
  readonly altura?: number;
  /** The room full screen, when the screen offers it. */
  readonly maxPath?: string;
}) {
  const { t } = useTranslation();
  const { sessao } = sala;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Title order={2} size="h4">
              {sala.nome}
            </Title>
            <Text size="sm" c="dimmed">
              {sala.autoescola_nome}
            </Text>
          </div>
          {maxPath && (
            <ActionIcon
              component={Link}
              to={maxPath}
              variant="subtle"
              aria-label={t('monitoramento.salas.telaCheia', { nome: sala.nome })}
            >
              <IconMaximize size={18} aria-hidden />
            </ActionIcon>
          )}
        </Group>
        {sessao ? (
          <Group gap="xs">
            <Text size="sm">
              {t('monitoramento.salas.sessao', {
                turma: sessao.turma_nome,
                disciplina: sessao.disciplina,
                instrutor: sessao.instrutor_nome,
              })}
            </Text>
            <Badge color="info" variant="light">
              {t('monitoramento.salas.presenca', {
                presentes: sessao.presentes,
                matriculados: sessao.matriculados,
              })}
            </Badge>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('monitoramento.salas.semSessao')}
          </Text>
        )}
        {sala.cameras.length === 0 ? (
          <Text c="dimmed">{t('monitoramento.salas.semCameras')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: Math.min(2, sala.cameras.length) }} spacing="sm">
            {sala.cameras.map((camera) => (
              <CameraSnapshot key={camera.id_camera} camera={camera} alcance={alcance} altura={altura} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
