import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../ui/FileUpload.tsx';
import { FormSection } from '../../../ui/FormSection.tsx';
import { FOTO_EXTENSIONS, FOTO_MAX_MB } from '../../../ui/foto.ts';
import { useObjectUrl } from '../../../ui/useObjectUrl.ts';
import { useInstrutorFoto } from '../api.ts';
import type { FotoState } from '../foto.ts';
import { initials } from './InstrutorAvatar.tsx';

interface FotoSectionProps {
  /** The saved instructor; absent while registering a new one. */
  readonly instrutor: { readonly id: number; readonly temFoto: boolean } | undefined;
  readonly nome: string;
  readonly value: FotoState;
  readonly onChange: (value: FotoState) => void;
}

/** The photo: the stored one or the file chosen, sent or removed when the instructor is saved. */
export function FotoSection({ instrutor, nome, value, onChange }: FotoSectionProps) {
  const { t } = useTranslation();
  const temFoto = instrutor?.temFoto === true;
  const stored = useInstrutorFoto(instrutor?.id ?? 0, temFoto);
  const chosen = value.files[0];
  const preview = useObjectUrl(chosen ?? (temFoto && !value.remover ? stored.data : undefined));

  return (
    <FormSection title={t('instrutores.form.photo')} hint={t('instrutores.form.photoHint')} columns={1}>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Stack align="center" gap={6} w={120}>
          <Avatar
            src={preview}
            alt={t('instrutores.form.photoCurrent', { nome })}
            size={112}
            radius="md"
            color="brand"
          >
            {nome.trim() ? initials(nome) : null}
          </Avatar>
          {preview === undefined && (
            <Text size="xs" c="dimmed">
              {t('instrutores.form.photoNone')}
            </Text>
          )}
        </Stack>
        <Stack gap="sm" style={{ flex: '1 1 260px' }}>
          <FileUpload
            label={t('instrutores.form.photoFile')}
            accept={[...FOTO_EXTENSIONS]}
            maxSizeMb={FOTO_MAX_MB}
            files={[...value.files]}
            onChange={(files) => onChange({ files, remover: false })}
          />
          {temFoto && chosen === undefined && (
            <Group gap="sm">
              <Button
                variant="subtle"
                color={value.remover ? 'gray' : 'danger'}
                leftSection={
                  value.remover ? (
                    <IconArrowBackUp size={16} aria-hidden />
                  ) : (
                    <IconTrash size={16} aria-hidden />
                  )
                }
                onClick={() => onChange({ files: [], remover: !value.remover })}
              >
                {t(value.remover ? 'instrutores.form.photoKeep' : 'instrutores.form.photoRemove')}
              </Button>
              {value.remover && (
                <Text size="sm" c="dimmed" role="status">
                  {t('instrutores.form.photoRemoved')}
                </Text>
              )}
            </Group>
          )}
          {instrutor === undefined && (
            <Text size="xs" c="dimmed">
              {t('instrutores.form.photoAfterSave')}
            </Text>
          )}
        </Stack>
      </Group>
    </FormSection>
  );
}
