import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../ui/FormSection.tsx';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import type { FieldErrors } from '../../../ui/form/field-errors.ts';
import { useFormState } from '../../../ui/form/useFormState.ts';
import { DateField } from '../../../ui/inputs/DateField.tsx';
import { RenachInput } from '../../../ui/inputs/MaskedInputs.tsx';
import { useAluno } from '../../alunos/api.ts';
import { AlunoPicker } from '../../alunos/components/AlunoPicker.tsx';
import {
  CNH_CATEGORIES,
  LADV_NUMERO_MAX,
  PROCESSO_FIELDS,
  type ProcessoField,
  type ProcessoFormValues,
  tiposFor,
  validateProcesso,
} from '../form-values.ts';

interface ProcessoFormProps {
  readonly initial: ProcessoFormValues;
  readonly submitting: boolean;
  readonly serverErrors: FieldErrors<ProcessoField>;
  readonly onSubmit: (values: ProcessoFormValues) => void;
}

/** Opens a licensing process for a student of the school. */
export function ProcessoForm({ initial, submitting, serverErrors, onSubmit }: ProcessoFormProps) {
  const { t } = useTranslation();
  const form = useFormState({
    initial,
    validate: validateProcesso,
    describe: (code) => t(`processos.form.errors.${code}`),
    serverErrors,
  });
  const { values, set, error } = form;
  const aluno = useAluno(values.aluno_id);
  // The student's RENACH is the usual one: offered once the record arrives, while the input is empty.
  const [prefilledFor, setPrefilledFor] = useState<number>();
  if (aluno.data && aluno.data.id_aluno === values.aluno_id && prefilledFor !== values.aluno_id) {
    setPrefilledFor(values.aluno_id);
    if (values.renach === '' && aluno.data.renach) set('renach', aluno.data.renach);
  }
  const tipos = tiposFor(values.categoria);

  return (
    <form ref={form.ref} onSubmit={form.handleSubmit(PROCESSO_FIELDS, onSubmit)} noValidate>
      <Stack gap="lg">
        <FormSection title={t('processos.form.section')} hint={t('processos.form.sectionHint')} columns={1}>
          <Stack gap="md">
            <AlunoPicker
              value={values.aluno_id}
              onChange={(id) => {
                set('aluno_id', id);
                set('renach', '');
              }}
              error={error('aluno_id')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <RenachInput
                label={t('processos.form.renach')}
                required
                value={values.renach}
                onChange={(renach) => set('renach', renach)}
                error={error('renach')}
              />
              <Select
                label={t('processos.categorias.label')}
                required
                data={[...CNH_CATEGORIES]}
                value={values.categoria === '' ? null : values.categoria}
                onChange={(value) => {
                  const categoria = CNH_CATEGORIES.find((item) => item === value) ?? '';
                  set('categoria', categoria);
                  const allowed = tiposFor(categoria);
                  if (values.tipo === '' || !allowed.includes(values.tipo)) set('tipo', allowed[0] ?? '');
                }}
                error={error('categoria')}
                allowDeselect={false}
              />
              <Select
                label={t('processos.tipos.label')}
                required
                data={tipos.map((tipo) => ({ value: tipo, label: t(`processos.tipos.${tipo}`) }))}
                value={values.tipo === '' ? null : values.tipo}
                onChange={(value) => set('tipo', tipos.find((tipo) => tipo === value) ?? '')}
                error={error('tipo')}
                allowDeselect={false}
              />
              <DateField
                label={t('processos.form.aberto_em')}
                description={t('processos.form.aberto_emHint')}
                value={values.aberto_em}
                onChange={(date) => set('aberto_em', date)}
                error={error('aberto_em')}
              />
            </SimpleGrid>
          </Stack>
        </FormSection>
        <FormSection title={t('processos.form.ladvSection')} hint={t('processos.form.ladvHint')}>
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
        </FormSection>
        <FormActions saveLabel={t('processos.form.save')} submitting={submitting} />
      </Stack>
    </form>
  );
}
