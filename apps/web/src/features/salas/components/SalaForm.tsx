import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../../app/routes.ts';
import { FormSection } from '../../../ui/FormSection.tsx';
import {
  CAPACIDADE_MAX,
  CAPACIDADE_MIN,
  NOME_MAX,
  SALA_FIELDS,
  type SalaField,
  type SalaFormValues,
  validateSala,
} from '../form-values.ts';
import { describeErrors, type FieldErrors } from '../shared/field-errors.ts';
import { useRegistryForm } from '../shared/useRegistryForm.ts';

interface SalaFormProps {
  readonly initial: SalaFormValues;
  readonly submitting: boolean;
  readonly serverErrors: FieldErrors<SalaField>;
  readonly onSubmit: (values: SalaFormValues) => void;
}

export function SalaForm({ initial, submitting, serverErrors, onSubmit }: SalaFormProps) {
  const { t } = useTranslation();
  const check = (values: SalaFormValues) =>
    describeErrors(validateSala(values), SALA_FIELDS, (code) => t(`salas.form.errors.${code}`));
  const form = useRegistryForm({ initial, check, serverErrors, onSubmit });
  const { values, set, error } = form;

  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate>
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
            inputWrapperOrder={['label', 'input', 'description', 'error']}
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to={buildPath('listagem-salas')}>
            {t('salas.form.cancel')}
          </Button>
          <Button type="submit" loading={submitting} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
            {t('salas.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
