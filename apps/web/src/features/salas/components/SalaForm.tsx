import { NumberInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { buildPath } from '../../../app/routes.ts';
import { FormSection } from '../../../ui/FormSection.tsx';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import type { FieldErrors } from '../../../ui/form/field-errors.ts';
import { useFormState } from '../../../ui/form/useFormState.ts';
import { HINT_BELOW } from '../../../ui/inputs/hint-below.ts';
import {
  CAPACIDADE_MAX,
  CAPACIDADE_MIN,
  NOME_MAX,
  SALA_FIELDS,
  type SalaField,
  type SalaFormValues,
  validateSala,
} from '../form-values.ts';

interface SalaFormProps {
  readonly initial: SalaFormValues;
  readonly submitting: boolean;
  readonly serverErrors: FieldErrors<SalaField>;
  readonly onSubmit: (values: SalaFormValues) => void;
}

export function SalaForm({ initial, submitting, serverErrors, onSubmit }: SalaFormProps) {
  const { t } = useTranslation();
  const form = useFormState({
    initial,
    validate: validateSala,
    describe: (code) => t(`salas.form.errors.${code}`),
    serverErrors,
  });
  const { values, set, error } = form;

  return (
    <form ref={form.ref} onSubmit={form.handleSubmit(SALA_FIELDS, onSubmit)} noValidate>
      <Stack gap="lg">
        <FormSection title={t('salas.form.section')} hint={t('salas.form.sectionHint')}>
          <TextInput
            label={t('salas.form.nome')}
            required
            autoComplete="off"
            maxLength={NOME_MAX}
            value={values.nome}
            onChange={(event) => set('nome', event.currentTarget.value)}
            error={error('nome')}
          />
          <NumberInput
            label={t('salas.form.capacidade')}
            description={t('salas.form.capacidadeHint')}
            inputWrapperOrder={HINT_BELOW}
            required
            min={CAPACIDADE_MIN}
            max={CAPACIDADE_MAX}
            allowDecimal={false}
            allowNegative={false}
            value={values.capacidade}
            onChange={(capacidade) => set('capacidade', capacidade)}
            error={error('capacidade')}
          />
        </FormSection>
        <FormActions
          cancel={{ to: buildPath('listagem-salas'), label: t('salas.form.cancel') }}
          saveLabel={t('salas.form.save')}
          submitting={submitting}
        />
      </Stack>
    </form>
  );
}
