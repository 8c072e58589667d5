import type { Processo } from '@cfc/contract';
import { Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../ui/FormSection.tsx';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import { useFormState } from '../../../ui/form/useFormState.ts';
import { useSaveFormLegacy as useSaveForm } from '../../../ui/form/useSaveFormLegacy.ts';
import { DateField } from '../../../ui/inputs/DateField.tsx';
import { useUpdateProcesso } from '../api.ts';
import {
  LADV_NUMERO_MAX,
  PROCESSO_UPDATE_FIELDS,
  processoUpdateBodyFrom,
  STATUS_PROCESSO,
  updateValuesFrom,
} from '../form-values.ts';

const noChecks = () => ({});

function ProcessoEditForm({
  processo,
  onDone,
}: {
  readonly processo: Processo;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation();
  const { submit, submitting, serverErrors } = useSaveForm({
    save: useUpdateProcesso(processo.id_processo),
    fields: PROCESSO_UPDATE_FIELDS,
    reviewMessage: t('processos.form.errors.review'),
    failureMessage: t('processos.saveError'),
  });
  // LADV and status have no rule of their own in the browser: the server checks the date.
  const form = useFormState({
    initial: updateValuesFrom(processo),
    validate: noChecks,
    describe: String,
    serverErrors,
  });
  const { values, set, error } = form;
  const onValid = (valid: typeof values) => submit(processoUpdateBodyFrom(valid), onDone);
  return (
    <form ref={form.ref} onSubmit={form.handleSubmit(PROCESSO_UPDATE_FIELDS, onValid)} noValidate>
      <Stack gap="lg">
        <FormSection title={processo.aluno_nome} hint={`${processo.renach} · ${processo.categoria}`}>
          <TextInput
            label={t('processos.form.ladv_numero')}
            maxLength={LADV_NUMERO_MAX}
            autoComplete="off"
            value={values.ladv_numero}
            onChange={(event) => set('ladv_numero', event.currentTarget.value)}
            error={error('ladv_numero')}
          />
          <DateField
            label={t('processos.form.ladv_validade')}
            value={values.ladv_validade}
            onChange={(date) => set('ladv_validade', date)}
            error={error('ladv_validade')}
          />
          <NativeSelect
            label={t('processos.status.label')}
            required
            value={values.status}
            onChange={(event) =>
              set(
                'status',
                STATUS_PROCESSO.find((status) => status === event.currentTarget.value) ?? 'aberto',
              )
            }
            data={STATUS_PROCESSO.map((status) => ({
              value: status,
              label: t(`processos.status.${status}`),
            }))}
            error={error('status')}
          />
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
