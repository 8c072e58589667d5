import { Center, Image, Paper, Text } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/** An address for a file or a fetched image, released when it is no longer shown. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (blob === undefined) {
      setUrl(undefined);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

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
