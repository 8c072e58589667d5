import { NativeSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../ui/FormSection.tsx';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import type { FieldErrors } from '../../../ui/form/field-errors.ts';
import { useFormState } from '../../../ui/form/useFormState.ts';
import { CurrencyInput } from '../../../ui/inputs/CurrencyInput.tsx';
import { HINT_BELOW } from '../../../ui/inputs/hint-below.ts';
import {
  CNH_CATEGORIES,
  HORAS_MAX,
  HORAS_MIN,
  NOME_MAX,
  PLANO_FIELDS,
  type PlanoField,
  type PlanoFormValues,
  validatePlano,
} from '../form-values.ts';

interface PlanoFormProps {
  readonly initial: PlanoFormValues;
  readonly submitting: boolean;
  readonly serverErrors: FieldErrors<PlanoField>;
  readonly onSubmit: (values: PlanoFormValues) => void;
}

/** A pack of practical lessons the school sells. */
export function PlanoForm({ initial, submitting, serverErrors, onSubmit }: PlanoFormProps) {
  const { t } = useTranslation();
  const form = useFormState({
    initial,
    validate: validatePlano,
    describe: (code) => t(`planos.form.errors.${code}`),
    serverErrors,
  });
  const { values, set, error } = form;

  return (
    <form ref={form.ref} onSubmit={form.handleSubmit(PLANO_FIELDS, onSubmit)} noValidate>
      <Stack gap="lg">
        <FormSection title={t('planos.form.section')} hint={t('planos.form.sectionHint')}>
          <TextInput
            label={t('planos.form.nome')}
            required
            autoComplete="off"
            maxLength={NOME_MAX}
            value={values.nome}
            onChange={(event) => set('nome', event.currentTarget.value)}
            error={error('nome')}
          />
          <NativeSelect
            label={t('planos.form.categoria')}
            value={values.categoria}
            onChange={(event) =>
              set('categoria', CNH_CATEGORIES.find((item) => item === event.currentTarget.value) ?? '')
            }
            data={[{ value: '', label: t('planos.todasCategorias') }, ...CNH_CATEGORIES]}
            error={error('categoria')}
          />
          <NumberInput
            label={t('planos.form.horas_aula')}
            description={t('planos.form.horasHint')}
            inputWrapperOrder={HINT_BELOW}
            required
            min={HORAS_MIN}
            max={HORAS_MAX}
            allowDecimal={false}
            allowNegative={false}
            value={values.horas_aula}
            onChange={(horas) => set('horas_aula', horas)}
            error={error('horas_aula')}
          />
          <CurrencyInput
            label={t('planos.form.preco')}
            required
            value={values.preco_centavos}
            onChange={(cents) => set('preco_centavos', cents)}
            error={error('preco_centavos')}
          />
        </FormSection>
        <FormActions saveLabel={t('planos.form.save')} submitting={submitting} />
      </Stack>
    </form>
  );
}
