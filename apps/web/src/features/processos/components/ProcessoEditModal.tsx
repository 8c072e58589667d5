import { type Processo, type ProcessoUpdateBody, processoUpdateBody, STATUS_PROCESSO } from '@cfc/contract';
import { Modal, NativeSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../ui/FormSection.tsx';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import { Bind } from '../../../ui/form/fields.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { useUpdateProcesso } from '../api.ts';
import { LadvFields } from './LadvFields.tsx';

/** What may change in a stored process, as the inputs show it. */
function updateValuesOf(processo: Processo): ProcessoUpdateBody {
  return {
    ladv_numero: processo.ladv_numero ?? '',
    ladv_validade: processo.ladv_validade?.slice(0, 10) ?? '',
    status: processo.status,
  };
}

function ProcessoEditForm({
  processo,
  onDone,
}: {
  readonly processo: Processo;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useContractForm(processoUpdateBody, updateValuesOf(processo));
  const { submit, submitting } = useSaveForm({
    save: useUpdateProcesso(processo.id_processo),
    form,
    reviewMessage: t('processos.form.errors.review'),
    failureMessage: t('processos.saveError'),
  });
  const { control } = form;
  const statusLabel = t('processos.status.label');
  return (
    <form onSubmit={form.handleSubmit((body) => submit(body, onDone))} noValidate>
      <Stack gap="lg">
        <FormSection title={processo.aluno_nome} hint={`${processo.renach} · ${processo.categoria}`}>
          <LadvFields control={control} />
          <Bind control={control} name="status" label={statusLabel}>
            {(field) => (
              <NativeSelect
                label={statusLabel}
                required
                data={STATUS_PROCESSO.map((status) => ({
                  value: status,
                  label: t(`processos.status.${status}`),
                }))}
                {...field}
                onChange={(event) => {
                  const status = STATUS_PROCESSO.find((item) => item === event.currentTarget.value);
                  if (status !== undefined) field.onChange(status);
                }}
              />
            )}
          </Bind>
        </FormSection>
        <FormActions saveLabel={t('processos.edit.save')} submitting={submitting} />
      </Stack>
    </form>
  );
}

interface ProcessoEditModalProps {
  /** The process to change; null closes the dialog. */
  readonly processo: Processo | null;
  readonly onClose: () => void;
}

/** Changes what may change in a process: its LADV and its status. */
export function ProcessoEditModal({ processo, onClose }: ProcessoEditModalProps) {
  const { t } = useTranslation();
  // Keeps the form while the dialog fades out after `processo` went back to null.
  const [shown, setShown] = useState(processo);
  if (processo !== null && processo !== shown) setShown(processo);
  return (
    <Modal opened={processo !== null} onClose={onClose} title={t('processos.edit.title')} size="lg">
      {shown && <ProcessoEditForm key={shown.id_processo} processo={shown} onDone={onClose} />}
    </Modal>
  );
}
