import { todayInSaoPaulo } from '@cfc/domain';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../ui/inputs/DateField.tsx';
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
import { useFormState } from '../useFormState.ts';

interface ExameFormProps {
  readonly initial: ExameFormValues;
  readonly submitting: boolean;
  /** The 422 messages of the server, by field. */
  readonly serverErrors: Partial<Record<ExameField, string>>;
  readonly onSubmit: (values: ExameFormValues) => void;
  readonly submitLabel: string;
  /** A cancel link or button beside the submit button. */
  readonly cancel?: ReactNode;
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
  const label = (field: ExameField) => t(`alunos.exames.fields.${field}`);
  const form = useFormState<ExameFormValues, ExameField, 'required'>({
    initial,
    validate: validateExame,
    serverErrors,
    describe: (field) => t('widgets.required', { name: label(field) }),
  });
  const { values, set, error } = form;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (form.check(EXAME_FIELDS)) onSubmit(values);
  }

  return (
    <form ref={form.ref} onSubmit={submit} noValidate>
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
        <Group justify="flex-end" gap="sm">
          {cancel}
          <Button type="submit" loading={submitting} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
