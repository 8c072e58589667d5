import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProcessoForm } from './ProcessoForm.tsx';

interface ProcessoFormModalProps {
  readonly opened: boolean;
  readonly onClose: () => void;
}

/** The dialog that opens a process; it closes once the server took it. */
export function ProcessoFormModal({ opened, onClose }: ProcessoFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('processos.form.title')} size="xl">
      <ProcessoForm onSaved={onClose} />
    </Modal>
  );
}
