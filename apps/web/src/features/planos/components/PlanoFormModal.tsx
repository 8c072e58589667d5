import type { Plano } from '@cfc/contract';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanoForm } from './PlanoForm.tsx';

/** A new plan, an existing one to change, or nothing (closed). */
export type PlanoEditing = { readonly kind: 'new' } | { readonly kind: 'edit'; readonly plano: Plano } | null;

/** The plan form in a dialog: the list stays behind it. */
export function PlanoFormModal({
  editing,
  onClose,
}: {
  readonly editing: PlanoEditing;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  // Keeps the form while the dialog fades out after `editing` went back to null.
  const [shown, setShown] = useState(editing);
  if (editing !== null && editing !== shown) setShown(editing);
  const plano = shown?.kind === 'edit' ? shown.plano : undefined;
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={t(plano ? 'planos.edit' : 'planos.new')}
      size="xl"
    >
      {shown && <PlanoForm key={plano?.id_plano ?? 'new'} plano={plano} onSaved={onClose} />}
    </Modal>
  );
}
