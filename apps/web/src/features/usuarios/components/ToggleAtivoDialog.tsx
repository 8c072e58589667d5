import type { UsuarioResumo } from '@cfc/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetAtivo } from '../api.ts';
import { notifyError, notifySuccess } from '../notify.ts';

interface ToggleAtivoDialogProps {
  /** The user to activate or deactivate; null closes the dialog. */
  readonly usuario: UsuarioResumo | null;
  readonly onClose: () => void;
}

/** Asks before activating or deactivating; deactivating also ends the user's session. */
export function ToggleAtivoDialog({ usuario, onClose }: ToggleAtivoDialogProps) {
  const { t } = useTranslation();
  const setAtivo = useSetAtivo();
  // Keeps the text while the dialog fades out after `usuario` went back to null.
  const [shown, setShown] = useState(usuario);
  if (usuario !== null && usuario !== shown) setShown(usuario);

  const deactivating = shown?.ativo === true;
  const nome = shown?.nome ?? '';

  function confirm() {
    if (shown === null) return;
    setAtivo.mutate(
      { id: shown.id_usuario, ativo: !shown.ativo },
      {
        onSuccess: (reply) => {
          if (reply.mensagem) notifySuccess(reply.mensagem);
          onClose();
        },
        onError: (error) => notifyError(error, t('usuarios.saveError')),
      },
    );
  }

  return (
    <Modal
      opened={usuario !== null}
      onClose={onClose}
      title={t(deactivating ? 'usuarios.confirm.deactivateTitle' : 'usuarios.confirm.activateTitle')}
      centered
    >
      <Stack gap="lg">
        <Text>
          {t(deactivating ? 'usuarios.confirm.deactivateText' : 'usuarios.confirm.activateText', { nome })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={setAtivo.isPending}>
            {t('usuarios.confirm.cancel')}
          </Button>
          <Button color={deactivating ? 'danger' : 'brand'} loading={setAtivo.isPending} onClick={confirm}>
            {t(deactivating ? 'usuarios.confirm.deactivate' : 'usuarios.confirm.activate')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
