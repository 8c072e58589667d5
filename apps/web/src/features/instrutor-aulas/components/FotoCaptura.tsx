import { Button, FileButton, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { IconCamera, IconUserCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../ui/useObjectUrl.ts';

interface FotoCapturaProps {
  readonly file: File | undefined;
  readonly onChange: (file: File | undefined) => void;
  readonly error?: string;
}

/**
 * The student's photo from the phone's front camera (`capture="user"`; a computer opens its file
 * picker instead), previewed before it is sent.
 */
export function FotoCaptura({ file, onChange, error }: FotoCapturaProps) {
  const { t } = useTranslation();
  const url = useObjectUrl(file);
  const labelId = useId();
  const errorId = useId();
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Input.Label id={labelId} required size="md">
        {t('instrutorAulas.registro.foto')}
      </Input.Label>
      <Text size="sm" c="dimmed" mt={-8}>
        {t('instrutorAulas.registro.fotoHint')}
      </Text>
      <Paper
        withBorder
        radius="md"
        h={220}
        bg="gray.0"
        style={{ overflow: 'hidden', display: 'grid', placeItems: 'center' }}
      >
        {url ? (
          <Image src={url} alt={t('instrutorAulas.registro.fotoPreview')} h={220} w="100%" fit="contain" />
        ) : (
          <IconUserCircle size={96} stroke={1.2} color="var(--mantine-color-gray-5)" aria-hidden />
        )}
      </Paper>
      <FileButton onChange={(chosen) => onChange(chosen ?? undefined)} accept="image/*" capture="user">
        {(props) => (
          <Button
            {...props}
            size="md"
            variant={file ? 'default' : 'light'}
            leftSection={<IconCamera size={20} aria-hidden />}
            aria-describedby={error ? errorId : undefined}
          >
            {file ? t('instrutorAulas.registro.tirarOutra') : t('instrutorAulas.registro.tirarFoto')}
          </Button>
        )}
      </FileButton>
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
    </Stack>
  );
}
