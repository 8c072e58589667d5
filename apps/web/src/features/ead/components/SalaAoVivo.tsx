import type { SalaAluno } from '@cfc/contract';
import { Alert, Badge, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHandStop, IconLogout, IconWifi, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '../../../session/session.ts';
import { notifyError } from '../../../ui/notify.ts';
import { HlsPlayer } from '../../../ui/video/HlsPlayer.tsx';
import { hlsDaAula, type SinalState, useMao, useMensagemAluno } from '../api.ts';
import { formatarDuracao, useAgora } from '../tempo.ts';
import { ChatPanel } from './ChatPanel.tsx';

export interface SalaAoVivoProps {
  readonly sala: SalaAluno;
  readonly idConexao: number;
  /** When this connection started (the time connected counts from it). */
  readonly entrouEm: string | null;
  readonly sinal: SinalState;
  readonly onSair: () => void;
}

const token = () => sessionStore.token();

/**
 * The lesson as the student attends it: the instructor's stream on top, the chat below it on a phone
 * (beside it on a wide screen), the raised hand, the time connected and the connection's state.
 */
export function SalaAoVivo({ sala, idConexao, entrouEm, sinal, onSair }: SalaAoVivoProps) {
  const { t } = useTranslation();
  const agora = useAgora();
  const mensagem = useMensagemAluno(idConexao);
  const mao = useMao(idConexao);
  const levantada = mao.isPending ? Boolean(mao.variables) : sinal.mao;
  const reconectando = sinal.estado === 'reconectando';

  const alternarMao = () =>
    mao.mutate(!levantada, { onError: (error) => notifyError(error, t('ead.erro.generico')) });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Title order={1} size="h3">
            {sala.disciplina_nome}
          </Title>
          <Text size="sm" c="dimmed">
            {sala.instrutor_nome} · {sala.turma_nome}
          </Text>
        </div>
        <Group gap="xs">
          <Badge
            size="lg"
            variant="light"
            color={reconectando ? 'yellow' : 'green'}
            leftSection={
              reconectando ? <IconWifiOff size={14} aria-hidden /> : <IconWifi size={14} aria-hidden />
            }
            role="status"
          >
            {reconectando ? t('ead.sala.reconectando') : t('ead.sala.conectado')}
          </Badge>
          {entrouEm ? (
            <Badge size="lg" variant="default" title={t('ead.sala.tempoConectado')}>
              {formatarDuracao(agora - new Date(entrouEm).getTime())}
            </Badge>
          ) : null}
        </Group>
      </Group>
      {sinal.transmissao === 'encerrada' ? (
        <Alert color="blue" role="status">
          {t('ead.sala.encerrando')}
        </Alert>
      ) : null}
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            <HlsPlayer src={hlsDaAula(sala.id_aula_teorica)} authToken={token} live />
            <Paper withBorder radius="md" p="sm">
              <Group justify="space-between" gap="xs">
                <Text size="sm" c="dimmed">
                  {t('ead.sala.minutos', { count: sinal.minutos })}
                </Text>
                <Group gap="xs">
                  <Button
                    variant={levantada ? 'filled' : 'default'}
                    color={levantada ? 'yellow' : undefined}
                    leftSection={<IconHandStop size={18} aria-hidden />}
                    onClick={alternarMao}
                    aria-pressed={levantada}
                  >
                    {levantada ? t('ead.sala.abaixarMao') : t('ead.sala.levantarMao')}
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    leftSection={<IconLogout size={18} aria-hidden />}
                    onClick={onSair}
                  >
                    {t('ead.sala.sair')}
                  </Button>
                </Group>
              </Group>
              {levantada ? (
                <Text size="sm" mt="xs" role="status">
                  {t('ead.sala.maoLevantada')}
                </Text>
              ) : null}
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ChatPanel
            mensagens={sinal.mensagens}
            onEnviar={(texto) => mensagem.mutateAsync(texto)}
            height="min(60vh, 520px)"
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
