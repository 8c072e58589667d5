import { Center, Image, Paper, Text } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useObjectUrl } from '../../../ui/useObjectUrl.ts';

const SIZE = 200;

interface FotoImageProps {
  readonly image: Blob | undefined;
  readonly alt: string;
  /** Shown in the frame when there is no image. */
  readonly emptyText: string;
}

/** The face photo in a square frame, or a placeholder. */
export function FotoImage({ image, alt, emptyText }: FotoImageProps) {
  const url = useObjectUrl(image);
  return (
    <Paper withBorder radius="md" w={SIZE} h={SIZE} style={{ overflow: 'hidden' }}>
      {url ? (
        <Image src={url} alt={alt} w={SIZE} h={SIZE} fit="cover" />
      ) : (
        <Center h="100%" c="dimmed" style={{ flexDirection: 'column', gap: 4 }}>
          <IconUserCircle size={56} stroke={1.2} aria-hidden />
          <Text size="sm" ta="center" px="xs">
            {emptyText}
          </Text>
        </Center>
      )}
    </Paper>
  );
}
