import type { SalaAluno } from '@cfc/contract';
import { Alert, Badge, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconLogin2, IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clockTime, displayDate } from '../../../ui/format.ts';
import { CameraPreview } from '../../../ui/video/CameraPreview.tsx';
import { useCamera } from '../../../ui/video/camera.ts';
import { useRelatarCamera } from '../api.ts';
import { formatarDuracao, useAgora } from '../tempo.ts';

export interface SalaDeEsperaProps {
  readonly sala: SalaAluno;
  readonly onEntrar: () => void;
  readonly entrando: boolean;
  /** Why joining failed (the server's message in Portuguese). */
  readonly erro?: string;
}

function Item({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500}>{children}</Text>
    </div>
  );
}

/**
 * Before the lesson: what it is, who gives it, when it starts (with a countdown) and until when one
 * may join, the camera to check, the rule of the face checks, and 'Entrar na aula'.
 */
export function SalaDeEspera({ sala, onEntrar, entrando, erro }: SalaDeEsperaProps) {
  const { t, i18n } = useTranslation();
  const agora = useAgora();
  const camera = useCamera();
  useRelatarCamera(camera.problem);
  const inicio = new Date(sala.inicio).getTime();
  const prazo = new Date(sala.prazo_entrada);
  const prazoHora = clockTime(prazo, i18n.language, 'short');
  const passouPrazo = prazo.getTime() <= agora;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <div>
              <Group gap="xs" mb={4}>
                <Badge variant="light" color={sala.transmissao === 'ao_vivo' ? 'red' : 'gray'}>
                  {sala.transmissao === 'ao_vivo' ? t('ead.espera.aoVivo') : t('ead.espera.aguardando')}
                </Badge>
              </Group>
              <Title order={1} size="h2">
                {sala.disciplina_nome}
              </Title>
              <Text c="dimmed">
                {sala.turma_nome} · {sala.autoescola_nome}
              </Text>
            </div>
            <Group gap="xl">
              <Item label={t('ead.espera.instrutor')}>{sala.instrutor_nome}</Item>
              <Item label={t('ead.espera.inicio')}>
                {displayDate(sala.data, true)} {sala.hora_inicio}
              </Item>
              <Item label={t('ead.espera.prazo')}>{prazoHora}</Item>
            </Group>
            <Text size="xl" fw={700} aria-live="polite">
              {inicio > agora
                ? t('ead.espera.comecaEm', { tempo: formatarDuracao(inicio - agora) })
                : t('ead.espera.comecou')}
            </Text>
            <Alert variant="light" color="blue" icon={<IconShieldCheck aria-hidden />}>
              {t('ead.espera.regras')}
            </Alert>
            {!sala.pode_entrar && sala.motivo ? (
              <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} role="status">
                {sala.motivo}
              </Alert>
            ) : null}
            {sala.pode_entrar && passouPrazo ? (
              <Alert color="yellow" role="status">
                {t('ead.espera.prazoEncerrado', { hora: prazoHora })}
              </Alert>
            ) : null}
            {erro ? (
              <Alert color="red" role="alert">
                {erro}
              </Alert>
            ) : null}
            <Button
              size="lg"
              leftSection={<IconLogin2 aria-hidden />}
              onClick={onEntrar}
              loading={entrando}
              disabled={!sala.pode_entrar}
            >
              {t('ead.espera.entrar')}
            </Button>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="xs">
            <CameraPreview camera={camera} />
            <Text size="sm" c="dimmed">
              {t('ead.espera.camera')}
            </Text>
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
