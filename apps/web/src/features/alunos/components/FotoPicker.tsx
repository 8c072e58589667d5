import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../ui/FileUpload.tsx';
import { FOTO_EXTENSIONS, FOTO_MAX_MB } from '../../../ui/foto.ts';
import { FotoImage } from './FotoImage.tsx';

interface FotoPickerProps {
  readonly files: File[];
  readonly onChange: (files: File[]) => void;
  readonly error?: string;
  /** Shown beside the chosen photo when none is chosen (e.g. the stored one). */
  readonly current?: Blob;
  readonly currentAlt?: string;
}

/** Chooses a face photo and previews it beside the drop zone. */
export function FotoPicker({ files, onChange, error, current, currentAlt }: FotoPickerProps) {
  const { t } = useTranslation();
  const chosen = files[0];
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <Stack gap={4} align="center">
        <FotoImage
          image={chosen ?? current}
          alt={chosen ? t('alunos.foto.preview') : (currentAlt ?? t('alunos.foto.preview'))}
          emptyText={t('alunos.foto.none')}
        />
        {chosen && (
          <Text size="xs" c="dimmed">
            {t('alunos.foto.previewCaption')}
          </Text>
        )}
      </Stack>
      <Stack gap="xs" style={{ flex: '1 1 240px', minWidth: 0 }}>
        <FileUpload
          label={t('alunos.foto.choose')}
          accept={[...FOTO_EXTENSIONS]}
          maxSizeMb={FOTO_MAX_MB}
          files={files}
          onChange={onChange}
          error={error}
        />
        <Text size="sm" c="dimmed">
          {t('alunos.foto.hint')}
        </Text>
      </Stack>
    </Group>
  );
}
