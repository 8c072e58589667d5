import { Image, Skeleton, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../ui/useObjectUrl.ts';
import { type FotoArquivo, useFotoArquivo } from '../api.ts';

/** A photo of the feed, fetched with the session: a skeleton while it loads, a mark when it is gone. */
export function FotoImagem({
  arquivo,
  id,
  alt,
  h,
}: {
  readonly arquivo: FotoArquivo;
  readonly id: number;
  readonly alt: string;
  readonly h: number | string;
}) {
  const { t } = useTranslation();
  const foto = useFotoArquivo(arquivo, id);
  const url = useObjectUrl(foto.data);
  if (foto.isPending) return <Skeleton h={h} radius="sm" />;
  if (!url)
    return (
      <Stack h={h} align="center" justify="center" gap={4} bg="gray.0">
        <IconPhotoOff size={24} color="var(--mantine-color-gray-5)" aria-hidden />
        <Text size="xs" c="dimmed">
          {t('fotos.semArquivo')}
        </Text>
      </Stack>
    );
  return <Image src={url} alt={alt} h={h} fit="cover" radius="sm" bg="gray.1" />;
}
