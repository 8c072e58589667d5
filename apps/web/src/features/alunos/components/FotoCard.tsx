import type { Aluno } from '@cfc/contract';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { isUnprocessable, serverFieldErrors } from '../../../ui/form/field-errors.ts';
import { FOTO_FIELD } from '../../../ui/foto.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { useFoto, useRemoveFoto, useUploadFoto } from '../api.ts';
import { FotoImage } from './FotoImage.tsx';
import { FotoPicker } from './FotoPicker.tsx';

interface FotoCardProps {
  readonly aluno: Aluno;
  readonly canEdit: boolean;
}

/** The reference photo of a student: see it, replace it, remove it. */
export function FotoCard({ aluno, canEdit }: FotoCardProps) {
  const { t } = useTranslation();
  const foto = useFoto(aluno.id_aluno, aluno.tem_foto);
  const upload = useUploadFoto();
  const remove = useRemoveFoto();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const chosen = files[0];

  function send() {
    if (chosen === undefined) return;
    upload.mutate(
      { id: aluno.id_aluno, arquivo: chosen },
      {
        onSuccess: (reply) => {
          notifySuccess(reply.mensagem);
          setFiles([]);
          setError(undefined);
        },
        onError: (failure) => {
          if (isUnprocessable(failure))
            setError(serverFieldErrors(failure.body?.errors, [FOTO_FIELD])[FOTO_FIELD]);
          notifyError(failure, t('alunos.foto.uploadError'));
        },
      },
    );
  }

  function confirmRemove() {
    remove.mutate(aluno.id_aluno, {
      onSuccess: (reply) => {
        notifySuccess(reply.mensagem);
        setConfirming(false);
      },
      onError: (failure) => notifyError(failure, t('alunos.foto.removeError')),
    });
  }

  const stored = aluno.tem_foto ? foto.data : undefined;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} size="h4" mb={4}>
        {t('alunos.foto.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {foto.isError ? t('alunos.foto.loadError') : t('alunos.foto.intro')}
      </Text>
      {canEdit ? (
        <FotoPicker
          files={files}
          onChange={(next) => {
            setFiles(next);
            setError(undefined);
          }}
          error={error}
          current={stored}
          currentAlt={t('alunos.foto.alt', { nome: aluno.nome })}
        />
      ) : (
        <FotoImage
          image={stored}
          alt={t('alunos.foto.alt', { nome: aluno.nome })}
          emptyText={t('alunos.foto.none')}
        />
      )}
      {canEdit && (
        <Stack gap="xs" mt="md">
          <Button
            fullWidth
            leftSection={<IconUpload size={18} aria-hidden />}
            disabled={chosen === undefined}
            loading={upload.isPending}
            onClick={send}
          >
            {aluno.tem_foto ? t('alunos.foto.replace') : t('alunos.foto.upload')}
          </Button>
          {aluno.tem_foto && (
            <Button
              fullWidth
              variant="default"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={() => setConfirming(true)}
            >
              {t('alunos.foto.remove')}
            </Button>
          )}
        </Stack>
      )}
      <ConfirmDialog
        request={
          confirming
            ? {
                title: t('alunos.foto.remove'),
                text: t('alunos.foto.removeConfirm', { nome: aluno.nome }),
                confirmLabel: t('alunos.foto.remove'),
                color: 'danger',
                onConfirm: confirmRemove,
              }
            : null
        }
        cancelLabel={t('alunos.form.cancel')}
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
