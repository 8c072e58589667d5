import type { Verificacao } from '@cfc/contract';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCamera, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../api/client.ts';
import { notifyError } from '../../../ui/notify.ts';
import { CameraPreview } from '../../../ui/video/CameraPreview.tsx';
import { captureJpeg, useCamera } from '../../../ui/video/camera.ts';
import { useRelatarCamera, useResponderVerificacao } from '../api.ts';
import { formatarDuracao, useAgora } from '../tempo.ts';

/** The outcome of a check: approved, or failed with its reason in Portuguese. */
export function ResultadoVerificacao({ verificacao }: { readonly verificacao: Verificacao }) {
  const { t } = useTranslation();
  if (verificacao.resultado === 'aprovada') {
    return (
      <Alert
        color="green"
        icon={<IconCircleCheck aria-hidden />}
        title={t('ead.verificacao.aprovada')}
        role="status"
      >
        {t('ead.verificacao.aprovadaTexto')}
      </Alert>
    );
  }
  if (verificacao.resultado === 'pendente') return null;
  const title =
    verificacao.resultado === 'expirada' ? t('ead.verificacao.expirada') : t('ead.verificacao.reprovada');
  return (
    <Alert color="red" icon={<IconCircleX aria-hidden />} title={title} role="alert">
      {verificacao.motivo_texto}
    </Alert>
  );
}

export interface VerificacaoModalProps {
  /** The check the server asks for now; the modal shows while there is one or a result to read. */
  readonly verificacao: Verificacao | null;
  readonly onClose: () => void;
}

/**
 * The face check the server asks for (at the opening, the close, at random or when the instructor
 * asks): the camera, the time left to answer, 'Tirar foto', and the result with its reason.
 */
export function VerificacaoModal({ verificacao, onClose }: VerificacaoModalProps) {
  const { t } = useTranslation();
  const agora = useAgora();
  const video = useRef<HTMLVideoElement | null>(null);
  const responder = useResponderVerificacao();
  const resultado = responder.data;
  const camera = useCamera({ enabled: verificacao !== null && resultado === undefined });
  useRelatarCamera(camera.problem);

  if (verificacao === null) return null;
  const restante = new Date(verificacao.prazo_em).getTime() - agora;
  const vencida = restante <= 0;

  const tirarFoto = async () => {
    if (!video.current) return;
    try {
      responder.mutate({ id: verificacao.id_verificacao, foto: await captureJpeg(video.current) });
    } catch (error) {
      notifyError(error, t('ead.verificacao.erroEnvio'));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      // The check must be answered: it closes once answered (or when its time is over).
      closeOnClickOutside={false}
      closeOnEscape={resultado !== undefined || vencida}
      withCloseButton={resultado !== undefined || vencida}
      title={`${t('ead.verificacao.title')} · ${t(`ead.momento.${verificacao.momento}`)}`}
      centered
    >
      <Stack>
        {resultado ? (
          <>
            <ResultadoVerificacao verificacao={resultado} />
            <Group justify="flex-end">
              <Button onClick={onClose}>{t('ead.verificacao.fechar')}</Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">{t('ead.verificacao.instrucao')}</Text>
            <CameraPreview camera={camera} videoRef={video} />
            <Text size="sm" fw={600} c={vencida ? 'red' : undefined} aria-live="polite">
              {vencida
                ? t('ead.verificacao.prazoEncerrado')
                : t('ead.verificacao.prazo', { tempo: formatarDuracao(restante) })}
            </Text>
            {responder.isError ? (
              <Alert color="red" role="alert">
                {serverMessage(responder.error) ?? t('ead.verificacao.erroEnvio')}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              {vencida ? (
                <Button variant="default" onClick={onClose}>
                  {t('ead.verificacao.fechar')}
                </Button>
              ) : null}
              <Button
                leftSection={<IconCamera size={18} aria-hidden />}
                onClick={() => void tirarFoto()}
                loading={responder.isPending}
                disabled={camera.stream === null || vencida}
              >
                {responder.isPending ? t('ead.verificacao.enviando') : t('ead.verificacao.tirarFoto')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
