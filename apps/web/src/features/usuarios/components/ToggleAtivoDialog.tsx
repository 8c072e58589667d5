import type { UsuarioResumo } from '@cfc/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { useSetAtivo } from '../api.ts';

interface ToggleAtivoDialogProps {
  /** The user to activate or deactivate; null closes the dialog. */
  readonly usuario: UsuarioResumo | null;
  readonly onClose: () => void;
}

/** Asks before activating or deactivating; deactivating also ends the user's session. A refusal keeps it open. */
export function ToggleAtivoDialog({ usuario, onClose }: ToggleAtivoDialogProps) {
  const { t } = useTranslation();
  const setAtivo = useSetAtivo();

  function confirm(target: UsuarioResumo) {
    setAtivo.mutate(
      { id: target.id_usuario, ativo: !target.ativo },
      {
        onSuccess: (reply) => {
          notifySuccess(reply.mensagem);
          onClose();
        },
        onError: (error) => notifyError(error, t('usuarios.saveError')),
      },
    );
  }

  const key = usuario?.ativo ? 'deactivate' : 'activate';
  const request = usuario && {
    title: t(`usuarios.confirm.${key}Title`),
    text: t(`usuarios.confirm.${key}Text`, { nome: usuario.nome }),
    confirmLabel: t(`usuarios.confirm.${key}`),
    color: usuario.ativo ? 'danger' : 'brand',
    onConfirm: () => confirm(usuario),
  };

  return (
    <ConfirmDialog
      request={request}
      cancelLabel={t('usuarios.confirm.cancel')}
      loading={setAtivo.isPending}
      onClose={onClose}
    />
  );
}
