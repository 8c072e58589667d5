import type { Processo } from '@cfc/contract';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSaveFormLegacy as useSaveForm } from '../../../ui/form/useSaveFormLegacy.ts';
import { useCreateProcesso } from '../../processos/api.ts';
import { ProcessoForm } from '../../processos/components/ProcessoForm.tsx';
import { EMPTY_PROCESSO, PROCESSO_FIELDS, processoBodyFrom } from '../../processos/form-values.ts';

interface AbrirProcessoModalProps {
  /** The student whose process is opened; undefined keeps the dialog closed. */
  readonly alunoId: number | undefined;
  readonly onClose: () => void;
  readonly onOpened: (processo: Processo) => void;
}

/** Opens the chosen student's process from the booking screen, so booking goes on without leaving it. */
export function AbrirProcessoModal({ alunoId, onClose, onOpened }: AbrirProcessoModalProps) {
  const { t } = useTranslation();
  const { submit, submitting, serverErrors } = useSaveForm({
    save: useCreateProcesso(),
    fields: PROCESSO_FIELDS,
    reviewMessage: t('processos.form.errors.review'),
    failureMessage: t('processos.saveError'),
  });
  return (
    <Modal opened={alunoId !== undefined} onClose={onClose} title={t('processos.form.title')} size="xl">
      {alunoId !== undefined && (
        <ProcessoForm
          key={alunoId}
          initial={{ ...EMPTY_PROCESSO, aluno_id: alunoId }}
          submitting={submitting}
          serverErrors={serverErrors}
          onSubmit={(values) => submit(processoBodyFrom(values), onOpened)}
        />
      )}
    </Modal>
  );
}
