import type { Reproducao, SalaAluno, Verificacao } from '@cfc/contract';
import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconPlayerPlay, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../api/client.ts';
import { sessionStore } from '../../../session/session.ts';
import { HlsPlayer } from '../../../ui/video/HlsPlayer.tsx';
import { hlsDaAula, useAtualizarSala, useIniciarGravacao, useSinalGravacao } from '../api.ts';
import { formatarDuracao } from '../tempo.ts';
import { VerificacaoModal } from './VerificacaoModal.tsx';

const token = () => sessionStore.token();
const duracao = (segundos: number) => formatarDuracao(segundos * 1000);

/** The recording playing: the player, the time watched against the time needed, the checks. */
function Reproduzindo({
  sala,
  reproducao,
  onConcluida,
}: {
  readonly sala: SalaAluno;
  readonly reproducao: Reproducao;
  readonly onConcluida: (presente: boolean) => void;
}) {
  const { t } = useTranslation();
  const posicao = useRef(0);
  const [aberta, setAberta] = useState<Verificacao | null>(null);
  const [respondidas] = useState(() => new Set<number>());
  const estado = useSinalGravacao(
    reproducao,
    () => posicao.current,
    (sinal) => onConcluida(sinal.presente),
  );

  // The check the server asks for opens once, and stays open with its result until closed.
  const pedida = estado.verificacao;
  useEffect(() => {
    if (
      pedida &&
      !respondidas.has(pedida.id_verificacao) &&
      aberta?.id_verificacao !== pedida.id_verificacao
    ) {
      setAberta(pedida);
    }
  }, [pedida, aberta, respondidas]);

  const percentual =
    estado.necessarios > 0 ? Math.min(100, (estado.assistidos * 100) / estado.necessarios) : 0;
  return (
    <Stack gap="sm">
      <HlsPlayer
        src={hlsDaAula(sala.id_aula_teorica, 'gravacao.m3u8')}
        authToken={token}
        controls
        onTime={(segundos) => {
          posicao.current = segundos;
        }}
      />
      <Stack gap={4}>
        <Text size="sm">
          {t('ead.gravacao.progresso', {
            assistido: duracao(estado.assistidos),
            necessario: duracao(estado.necessarios),
          })}
        </Text>
        <Progress value={percentual} aria-label={t('ead.gravacao.title')} />
      </Stack>
      {estado.estado === 'reconectando' ? (
        <Alert color="yellow" icon={<IconWifiOff aria-hidden />} role="status">
          {t('ead.gravacao.reconectando')}
        </Alert>
      ) : null}
      {estado.concluida && !estado.presente ? (
        <Alert color="red" icon={<IconCircleX aria-hidden />} title={t('ead.gravacao.ausente')} role="alert">
          {estado.motivo}
        </Alert>
      ) : null}
      {estado.concluida && estado.presente ? (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
          {t('ead.gravacao.concluida')}
        </Alert>
      ) : null}
      <VerificacaoModal
        key={aberta?.id_verificacao}
        verificacao={aberta}
        onClose={() => {
          if (aberta) respondidas.add(aberta.id_verificacao);
          setAberta(null);
        }}
      />
    </Stack>
  );
}

/**
 * After a remote lesson the student missed (absent, or a failed check): the recording to make it
 * up, where the state and the course allow recorded lessons (docs/ead.md). The time really watched
 * counts against the share needed, with the face checks of the live lesson; once it counts, the
 * lesson's result reads again. When the recording is not available, the reason.
 */
export function GravacaoAula({ sala, link }: { readonly sala: SalaAluno; readonly link: string }) {
  const { t } = useTranslation();
  const iniciar = useIniciarGravacao(link);
  const atualizar = useAtualizarSala(link);
  const [reproducao, setReproducao] = useState<Reproducao | null>(null);
  const [terminada, setTerminada] = useState(false);

  if (sala.presente !== false && reproducao === null) return null;
  if (!sala.gravacao.disponivel && reproducao === null) {
    return (
      <Alert color="gray" title={t('ead.gravacao.indisponivel')} role="status">
        {sala.gravacao.motivo}
      </Alert>
    );
  }

  const assistir = () =>
    iniciar.mutate(undefined, {
      onSuccess: (dados) => {
        setTerminada(false);
        setReproducao(dados);
      },
    });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('ead.gravacao.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('ead.gravacao.texto')}
        </Text>
        {reproducao ? (
          <Reproduzindo
            key={reproducao.id_reproducao}
            sala={sala}
            reproducao={reproducao}
            onConcluida={(presente) => {
              setTerminada(true);
              if (presente) void atualizar();
            }}
          />
        ) : null}
        {iniciar.isError ? (
          <Alert color="red" role="alert">
            {serverMessage(iniciar.error) ?? t('ead.erro.generico')}
          </Alert>
        ) : null}
        {(reproducao === null || terminada) && sala.presente === false ? (
          <Group>
            <Button
              leftSection={<IconPlayerPlay size={18} aria-hidden />}
              onClick={assistir}
              loading={iniciar.isPending}
            >
              {reproducao === null ? t('ead.gravacao.assistir') : t('ead.gravacao.recomecar')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
