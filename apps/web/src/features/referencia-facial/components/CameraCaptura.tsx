import { Alert, AspectRatio, Button, Center, Group, Loader, Modal, Stack } from '@mantine/core';
import { IconCamera, IconCameraOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { capturarQuadro, type FalhaCamera, falhaCamera } from '../camera.ts';

interface CameraCapturaProps {
  readonly onCapturar: (foto: Blob) => void;
  readonly onClose: () => void;
}

/** A webcam preview in a dialog; 'Capturar' takes the frame shown as a JPEG and closes. */
export function CameraCaptura({ onCapturar, onClose }: CameraCapturaProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [pronta, setPronta] = useState(false);
  const [falha, setFalha] = useState<FalhaCamera | null>(null);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let ativo = true;
    if (!navigator.mediaDevices?.getUserMedia) {
      setFalha('insegura');
      return;
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } } })
      .then((aberta) => {
        stream = aberta;
        if (!ativo || !video.current) {
          for (const track of aberta.getTracks()) track.stop();
          return;
        }
        video.current.srcObject = aberta;
        void video.current.play().catch(() => {});
      })
      .catch((error: unknown) => {
        if (ativo) setFalha(falhaCamera(error));
      });
    return () => {
      ativo = false;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  const capturar = () => {
    if (!video.current) return;
    capturarQuadro(video.current).then(onCapturar, () => setFalha('outra'));
  };

  return (
    <Modal opened onClose={onClose} title={t('referenciaFacial.camera.title')} size="lg" centered>
      <Stack gap="md">
        {falha ? (
          <Alert
            color="danger"
            icon={<IconCameraOff aria-hidden />}
            title={t('referenciaFacial.camera.falhaTitulo')}
          >
            {t(`referenciaFacial.camera.falha.${falha}`)}
          </Alert>
        ) : (
          <AspectRatio
            ratio={4 / 3}
            bg="dark.7"
            style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
          >
            <video
              ref={video}
              muted
              playsInline
              onLoadedData={() => setPronta(true)}
              aria-label={t('referenciaFacial.camera.preview')}
              style={{ objectFit: 'cover', transform: 'scaleX(-1)' }}
            />
            {!pronta && (
              <Center>
                <Loader color="gray.3" aria-label={t('referenciaFacial.camera.abrindo')} />
              </Center>
            )}
          </AspectRatio>
        )}
        {!falha && (
          <Alert color="info" variant="light">
            {t('referenciaFacial.camera.dica')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('referenciaFacial.cancelar')}
          </Button>
          <Button
            leftSection={<IconCamera size={18} aria-hidden />}
            onClick={capturar}
            disabled={!pronta || falha !== null}
          >
            {t('referenciaFacial.camera.capturar')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
