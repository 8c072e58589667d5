import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraPreview } from '../../../ui/video/CameraPreview.tsx';
import { captureJpeg, useCamera } from '../../../ui/video/camera.ts';

interface CameraCapturaProps {
  readonly onCapturar: (foto: Blob) => void;
  readonly onClose: () => void;
}

/** A webcam preview in a dialog; 'Capturar' takes the frame shown as a JPEG and closes. */
export function CameraCaptura({ onCapturar, onClose }: CameraCapturaProps) {
  const { t } = useTranslation();
  const camera = useCamera();
  const video = useRef<HTMLVideoElement | null>(null);
  const [falhou, setFalhou] = useState(false);

  const capturar = () => {
    if (!video.current) return;
    setFalhou(false);
    captureJpeg(video.current).then(onCapturar, () => setFalhou(true));
  };

  return (
    <Modal opened onClose={onClose} title={t('referenciaFacial.camera.title')} size="lg" centered>
      <Stack gap="md">
        <CameraPreview camera={camera} videoRef={video} />
        {falhou ? (
          <Alert color="danger" variant="light" role="alert">
            {t('widgets.camera.outra')}
          </Alert>
        ) : null}
        {camera.problem ? null : (
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
            disabled={camera.stream === null}
          >
            {t('referenciaFacial.camera.capturar')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
