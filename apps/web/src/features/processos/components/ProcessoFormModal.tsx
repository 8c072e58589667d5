import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSaveFormLegacy as useSaveForm } from '../../../ui/form/useSaveFormLegacy.ts';
import { useCreateProcesso } from '../api.ts';
import { EMPTY_PROCESSO, PROCESSO_FIELDS, processoBodyFrom } from '../form-values.ts';
import { ProcessoForm } from './ProcessoForm.tsx';

interface ProcessoFormModalProps {
  readonly opened: boolean;
  readonly onClose: () => void;
}

/** The dialog that opens a process; it closes once the server took it. */
export function ProcessoFormModal({ opened, onClose }: ProcessoFormModalProps) {
  const { t } = useTranslation();
  const { submit, submitting, serverErrors } = useSaveForm({
    save: useCreateProcesso(),
    fields: PROCESSO_FIELDS,
    reviewMessage: t('processos.form.errors.review'),
    failureMessage: t('processos.saveError'),
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('processos.form.title')} size="xl">
      <ProcessoForm
        initial={EMPTY_PROCESSO}
        submitting={submitting}
        serverErrors={serverErrors}
        onSubmit={(values) => submit(processoBodyFrom(values), onClose)}
      />
    </Modal>
  );
}
