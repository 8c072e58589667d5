import type { SalaEad, Verificacao } from '@cfc/contract';
import {
  Alert,
  Badge,
  Button,
  Center,
  CopyButton,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconCamera,
  IconCheck,
  IconCopy,
  IconPlayerPlay,
  IconPlayerStop,
  IconScreenShare,
  IconShieldCheck,
} from '@tabler/icons-react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../api/client.ts';
import { ConfirmDialog, type ConfirmRequest } from '../../../ui/ConfirmDialog.tsx';
import { useHideChrome } from '../../../ui/chrome.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { CameraPreview } from '../../../ui/video/CameraPreview.tsx';
import { type CameraState, captureJpeg, useCamera } from '../../../ui/video/camera.ts';
import { ChatPanel, formatarDuracao, ResultadoVerificacao } from '../../ead/index.ts';
import {
  useEncerrarAula,
  useIniciarAula,
  useMensagemEquipe,
  useSalaConsole,
  useSolicitarVerificacao,
  useVerificarInstrutor,
} from '../api.ts';
import { linkDosAlunos } from '../link.ts';
import { type Publicacao, usePublicacao } from '../publicacao.ts';
import { AlunosGrid } from './AlunosGrid.tsx';
import { COR_TRANSMISSAO } from './AulasEadList.tsx';

const COR_PUBLICACAO = {
  parado: 'gray',
  conectando: 'yellow',
  transmitindo: 'green',
  reconectando: 'orange',
  recusada: 'red',
} as const;

/** The latest of the instructor's checks at one moment (the last attempt counts). */
function ultimaDe(
  verificacoes: readonly Verificacao[],
  momento: Verificacao['momento'],
): Verificacao | undefined {
  return verificacoes
    .filter((verificacao) => verificacao.momento === momento)
    .sort((a, b) => a.id_verificacao - b.id_verificacao)
    .at(-1);
}

function LinkDosAlunos({ link }: { readonly link: string }) {
  const { t } = useTranslation();
  const endereco = linkDosAlunos(link);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput
        label={t('eadInstrutor.console.link')}
        value={endereco}
        readOnly
        style={{ flex: 1 }}
        size="xs"
      />
      <CopyButton value={endereco}>
        {({ copied, copy }) => (
          <Button
            size="xs"
            variant={copied ? 'light' : 'default'}
            color={copied ? 'green' : undefined}
            leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            onClick={copy}
          >
            {copied ? t('eadInstrutor.console.copiado') : t('eadInstrutor.console.copiar')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

function EstadoPublicacao({ publicacao }: { readonly publicacao: Publicacao }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" role="status">
      <Badge color={COR_PUBLICACAO[publicacao.estado]} variant="light" size="lg">
        {t(`eadInstrutor.console.publicacao.${publicacao.estado}`)}
      </Badge>
      {publicacao.recusa ? (
        <Text size="sm" c="red">
          {publicacao.recusa}
        </Text>
      ) : null}
      {publicacao.segundos > 0 ? (
        <Text size="sm" c="dimmed">
          {t('eadInstrutor.console.enviados', { tempo: formatarDuracao(publicacao.segundos * 1000) })}
        </Text>
      ) : null}
    </Group>
  );
}

interface VerificacaoInstrutorProps {
  readonly aulaId: number;
  readonly camera: CameraState;
  readonly videoRef: RefObject<HTMLVideoElement | null>;
  readonly ultima: Verificacao | undefined;
}

/** The instructor's own face check: the button, and the last result with its reason. */
function VerificarRosto({ aulaId, camera, videoRef, ultima }: VerificacaoInstrutorProps) {
  const { t } = useTranslation();
  const verificar = useVerificarInstrutor(aulaId);
  const resultado = verificar.data ?? ultima;
  const tirar = async () => {
    if (!videoRef.current) return;
    try {
      verificar.mutate(await captureJpeg(videoRef.current), {
        onError: (error) => notifyError(error, t('eadInstrutor.console.erro')),
      });
    } catch (error) {
      notifyError(error, t('eadInstrutor.console.erro'));
    }
  };
  return (
    <Stack gap="xs">
      {resultado ? <ResultadoVerificacao verificacao={resultado} /> : null}
      <Group>
        <Button
          variant={resultado?.resultado === 'aprovada' ? 'default' : 'filled'}
          leftSection={<IconCamera size={18} aria-hidden />}
          onClick={() => void tirar()}
          loading={verificar.isPending}
          disabled={camera.stream === null}
        >
          {resultado ? t('eadInstrutor.console.verificarDeNovo') : t('eadInstrutor.console.verificar')}
        </Button>
      </Group>
    </Stack>
  );
}

function Console({ sala }: { readonly sala: SalaEad }) {
  const { t } = useTranslation();
  const { aula } = sala;
  const aulaId = aula.id_aula_teorica;
  const aoVivo = aula.transmissao === 'ao_vivo';
  const encerrada = aula.transmissao === 'encerrada';
  const abertura = ultimaDe(sala.instrutor_verificacoes, 'abertura');
  const encerramento = ultimaDe(sala.instrutor_verificacoes, 'encerramento');
  const encerramentoFeito = encerramento !== undefined && encerramento.resultado !== 'pendente';

  const camera = useCamera({ audio: true, enabled: sala.pode_conduzir && !(encerrada && encerramentoFeito) });
  const [tela, setTela] = useState<MediaStream | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const fonte = tela ?? camera.stream;
  const publicacao = usePublicacao(aulaId, fonte, aoVivo && sala.pode_conduzir);
  const [confirmar, setConfirmar] = useState<ConfirmRequest | null>(null);

  const iniciar = useIniciarAula(aulaId);
  const encerrar = useEncerrarAula(aulaId);
  const solicitar = useSolicitarVerificacao(aulaId);
  const mensagem = useMensagemEquipe(aulaId);

  useHideChrome('onEAD', aoVivo);

  const voltarCamera = () => {
    for (const track of tela?.getVideoTracks() ?? []) track.stop();
    setTela(null);
  };
  const compartilharTela = async () => {
    try {
      const media = await navigator.mediaDevices.getDisplayMedia({ video: { frameRate: 15 }, audio: false });
      const [video] = media.getVideoTracks();
      // The screen with the microphone's voice.
      const combinado = new MediaStream([
        ...media.getVideoTracks(),
        ...(camera.stream?.getAudioTracks() ?? []),
      ]);
      video?.addEventListener('ended', () => setTela((atual) => (atual === combinado ? null : atual)));
      setTela(combinado);
    } catch (error) {
      // Cancelling the browser's picker is no error.
      if (!(error instanceof DOMException && error.name === 'NotAllowedError')) {
        notifyError(error, t('eadInstrutor.console.erroTela'));
      }
    }
  };
  const verificarAlunos = (idAluno?: number) =>
    solicitar.mutate(idAluno, {
      onSuccess: (pedidas) => notifySuccess(t('eadInstrutor.alunos.pedidas', { count: pedidas.length })),
      onError: (error) => notifyError(error, t('eadInstrutor.console.erro')),
    });
  const pedirEncerramento = () =>
    setConfirmar({
      title: t('eadInstrutor.console.encerrarTitulo'),
      text: t('eadInstrutor.console.encerrarTexto'),
      confirmLabel: t('eadInstrutor.console.encerrarConfirmar'),
      color: 'red',
      onConfirm: () =>
        encerrar.mutate(undefined, {
          onSuccess: () => {
            setConfirmar(null);
            voltarCamera();
          },
          onError: (error) => notifyError(error, t('eadInstrutor.console.erro')),
        }),
    });

  const previa: CameraState = { ...camera, stream: fonte };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Group gap="xs">
              <Badge color={COR_TRANSMISSAO[aula.transmissao]} variant={aoVivo ? 'filled' : 'light'}>
                {t(`eadInstrutor.lista.transmissao.${aula.transmissao}`)}
              </Badge>
              <Text size="sm" c="dimmed">
                {aula.hora_inicio}–{aula.hora_fim}
              </Text>
            </Group>
            <Title order={1} size="h3" mt={4}>
              {aula.disciplina_nome}
            </Title>
            <Text size="sm" c="dimmed">
              {aula.turma_nome} · {aula.instrutor_nome}
            </Text>
          </div>
          <Stack gap="xs" align="flex-end">
            {aoVivo && sala.pode_conduzir ? <EstadoPublicacao publicacao={publicacao} /> : null}
            {aoVivo && sala.pode_conduzir ? (
              <Group gap="xs">
                {tela ? (
                  <Button
                    variant="default"
                    leftSection={<IconCamera size={18} aria-hidden />}
                    onClick={voltarCamera}
                  >
                    {t('eadInstrutor.console.voltarCamera')}
                  </Button>
                ) : (
                  <Button
                    variant="default"
                    leftSection={<IconScreenShare size={18} aria-hidden />}
                    onClick={() => void compartilharTela()}
                  >
                    {t('eadInstrutor.console.compartilharTela')}
                  </Button>
                )}
                <Button
                  color="red"
                  leftSection={<IconPlayerStop size={18} aria-hidden />}
                  onClick={pedirEncerramento}
                >
                  {t('eadInstrutor.console.encerrar')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Group>
        {encerrada ? null : (
          <Stack mt="sm">
            <LinkDosAlunos link={aula.link} />
          </Stack>
        )}
      </Paper>

      {sala.pode_conduzir ? null : (
        <Alert color="blue" icon={<IconAlertCircle aria-hidden />}>
          {t('eadInstrutor.console.semPermissao')}
        </Alert>
      )}
      {publicacao.semGravador && sala.pode_conduzir ? (
        <Alert color="red">{t('eadInstrutor.console.semGravador')}</Alert>
      ) : null}

      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {sala.pode_conduzir && !(encerrada && encerramentoFeito) ? (
              <Paper withBorder radius="md" p="sm">
                <Grid gutter="md">
                  <Grid.Col span={{ base: 12, sm: aoVivo ? 12 : 6 }}>
                    <CameraPreview
                      camera={previa}
                      videoRef={videoRef}
                      mirrored={tela === null}
                      aspectRatio={aoVivo ? '16 / 9' : '4 / 3'}
                    />
                    {tela ? (
                      <Text size="sm" c="dimmed" mt="xs">
                        {t('eadInstrutor.console.compartilhando')}
                      </Text>
                    ) : null}
                  </Grid.Col>
                  {aula.transmissao === 'aguardando' ? (
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <Stack gap="sm">
                        <Title order={2} size="h5">
                          {t('eadInstrutor.console.passos')}
                        </Title>
                        <Text size="sm" fw={600}>
                          1. {t('eadInstrutor.console.passoRosto')}
                        </Text>
                        <VerificarRosto
                          aulaId={aulaId}
                          camera={camera}
                          videoRef={videoRef}
                          ultima={abertura}
                        />
                        <Text size="sm" fw={600}>
                          2. {t('eadInstrutor.console.passoIniciar')}
                        </Text>
                        <Group>
                          <Button
                            size="md"
                            leftSection={<IconPlayerPlay size={18} aria-hidden />}
                            disabled={abertura?.resultado !== 'aprovada'}
                            loading={iniciar.isPending}
                            onClick={() =>
                              iniciar.mutate(undefined, {
                                onError: (error) => notifyError(error, t('eadInstrutor.console.erro')),
                              })
                            }
                          >
                            {t('eadInstrutor.console.iniciar')}
                          </Button>
                        </Group>
                      </Stack>
                    </Grid.Col>
                  ) : null}
                  {encerrada ? (
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <Stack gap="sm">
                        <Title order={2} size="h5">
                          {t('eadInstrutor.console.encerrada')}
                        </Title>
                        <Text size="sm">{t('eadInstrutor.console.encerradaTexto')}</Text>
                        <VerificarRosto
                          aulaId={aulaId}
                          camera={camera}
                          videoRef={videoRef}
                          ultima={encerramento}
                        />
                      </Stack>
                    </Grid.Col>
                  ) : null}
                </Grid>
              </Paper>
            ) : null}
            {encerrada && encerramento ? (
              <Alert color="green" icon={<IconShieldCheck aria-hidden />}>
                {t('eadInstrutor.console.encerramentoFeito')}
              </Alert>
            ) : null}
            <AlunosGrid
              alunos={sala.alunos}
              podeConduzir={sala.pode_conduzir}
              aoVivo={aoVivo}
              onVerificar={verificarAlunos}
              verificando={solicitar.isPending}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ChatPanel
            mensagens={sala.mensagens}
            onEnviar={(texto) => mensagem.mutateAsync(texto)}
            disabled={encerrada}
            height="min(70vh, 640px)"
          />
        </Grid.Col>
      </Grid>
      <ConfirmDialog
        request={confirmar}
        cancelLabel={t('eadInstrutor.console.cancelar')}
        loading={encerrar.isPending}
        onClose={() => setConfirmar(null)}
      />
    </Stack>
  );
}

/** The console of one remote lesson: read every few seconds. */
export function ConsoleAula({ aulaId }: { readonly aulaId: number }) {
  const { t } = useTranslation();
  const sala = useSalaConsole(aulaId);
  if (sala.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (sala.isError && !sala.data) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('eadInstrutor.console.loadError')}>
        <Stack gap="xs" align="flex-start">
          {serverMessage(sala.error)}
          <Button size="xs" variant="default" onClick={() => void sala.refetch()}>
            {t('eadInstrutor.lista.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <Console sala={sala.data} />;
}
