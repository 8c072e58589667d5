import { Alert, Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconCameraOff } from '@tabler/icons-react';
import { type Ref, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CameraState } from './camera.ts';

export interface CameraPreviewProps {
  readonly camera: CameraState;
  /** The <video>, for the photo of a face check (captureJpeg). */
  readonly videoRef?: Ref<HTMLVideoElement>;
  /** Mirrored, as people expect to see themselves. The photo taken is not. */
  readonly mirrored?: boolean;
  readonly aspectRatio?: string;
}

/**
 * What the user's camera shows, or why it shows nothing: asking for permission, refused (with what
 * to do, in Portuguese), no camera, camera busy.
 */
export function CameraPreview({
  camera,
  videoRef,
  mirrored = true,
  aspectRatio = '4 / 3',
}: CameraPreviewProps) {
  const { t } = useTranslation();
  const own = useRef<HTMLVideoElement | null>(null);
  const { stream, problem, opening, retry } = camera;

  useEffect(() => {
    if (own.current) own.current.srcObject = stream;
  }, [stream]);

  const setVideo = (element: HTMLVideoElement | null) => {
    own.current = element;
    if (element) element.srcObject = stream;
    if (typeof videoRef === 'function') videoRef(element);
    else if (videoRef) videoRef.current = element;
  };

  return (
    <Stack gap="xs">
      <Box
        pos="relative"
        bg="dark.7"
        style={{ aspectRatio, width: '100%', borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      >
        <video
          ref={setVideo}
          autoPlay
          muted
          playsInline
          aria-label={t('widgets.camera.label')}
          style={{
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            transform: mirrored ? 'scaleX(-1)' : undefined,
            display: stream ? 'block' : 'none',
          }}
        />
        {stream ? null : (
          <Center pos="absolute" inset={0} c="gray.3" p="md">
            {opening ? (
              <Stack align="center" gap="xs">
                <Loader color="gray.3" size="sm" />
                <Text size="sm" ta="center">
                  {t('widgets.camera.asking')}
                </Text>
              </Stack>
            ) : (
              <IconCameraOff size={40} aria-hidden />
            )}
          </Center>
        )}
      </Box>
      {problem ? (
        <Alert color="red" variant="light" icon={<IconCameraOff size={18} aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t(`widgets.camera.${problem}`)}</Text>
            <Button size="xs" variant="default" onClick={retry}>
              {t('widgets.camera.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
