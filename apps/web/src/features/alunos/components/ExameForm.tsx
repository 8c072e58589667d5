import { todayInSaoPaulo } from '@cfc/domain';
import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import type { FieldErrors } from '../../../ui/form/field-errors.ts';
import { useFormState } from '../../../ui/form/useFormState.ts';
import { DateField } from '../../../ui/inputs/DateField.tsx';
import { useRequiredMessage } from '../../../ui/inputs/required-message.ts';
import {
  EXAME_FIELDS,
  type ExameField,
  type ExameFormValues,
  isResultadoExame,
  isTipoExame,
  RESULTADOS_EXAME,
  TIPOS_EXAME,
  validateExame,
} from '../exame-values.ts';

interface ExameFormProps {
  readonly initial: ExameFormValues;
  readonly submitting: boolean;
  /** The 422 messages of the server, by field. */
  readonly serverErrors: FieldErrors<ExameField>;
  readonly onSubmit: (values: ExameFormValues) => void;
  readonly submitLabel: string;
  /** A way out beside the submit button. */
  readonly cancel?: { readonly to: string; readonly label: string };
}

/** A medical or psychological exam: type, result, date, clinic and notes. */
export function ExameForm({
  initial,
  submitting,
  serverErrors,
  onSubmit,
  submitLabel,
  cancel,
}: ExameFormProps) {
  const { t } = useTranslation();
  const requiredMessage = useRequiredMessage();
  const label = (field: ExameField) => t(`alunos.exames.fields.${field}`);
  const form = useFormState({
    initial,
    validate: validateExame,
    describe: (_required, field) => requiredMessage(label(field)),
    serverErrors,
  });
  const { values, set, error } = form;

  return (
    <form ref={form.ref} onSubmit={form.handleSubmit(EXAME_FIELDS, onSubmit)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Select
            label={label('tipo')}
            required
            placeholder={t('alunos.exames.choose')}
            data={TIPOS_EXAME.map((tipo) => ({ value: tipo, label: t(`alunos.exames.tipo.${tipo}`) }))}
            value={values.tipo}
            onChange={(tipo) => set('tipo', isTipoExame(tipo) ? tipo : null)}
            allowDeselect={false}
            error={error('tipo')}
          />
          <Select
            label={label('resultado')}
            required
            placeholder={t('alunos.exames.choose')}
            data={RESULTADOS_EXAME.map((resultado) => ({
              value: resultado,
              label: t(`alunos.exames.resultado.${resultado}`),
            }))}
            value={values.resultado}
            onChange={(resultado) => set('resultado', isResultadoExame(resultado) ? resultado : null)}
            allowDeselect={false}
            error={error('resultado')}
          />
          <DateField
            label={label('data_exame')}
            required
            value={values.data_exame}
            onChange={(date) => set('data_exame', date)}
            maxDate={todayInSaoPaulo()}
            error={error('data_exame')}
          />
        </SimpleGrid>
        <TextInput
          label={label('clinica')}
          maxLength={150}
          autoComplete="off"
          value={values.clinica}
          onChange={(event) => set('clinica', event.currentTarget.value)}
          error={error('clinica')}
        />
        <Textarea
          label={label('observacoes')}
          maxLength={1000}
          autosize
          minRows={3}
          value={values.observacoes}
          onChange={(event) => set('observacoes', event.currentTarget.value)}
          error={error('observacoes')}
        />
        <FormActions cancel={cancel} saveLabel={submitLabel} submitting={submitting} />
      </Stack>
    </form>
  );
}
