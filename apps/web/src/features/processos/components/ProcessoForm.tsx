import { type Processo, type ProcessoBody, processoBody, tiposProcessoFor } from '@cfc/contract';
import { CNH_CATEGORIES } from '@cfc/domain';
import { Select, SimpleGrid, Stack } from '@mantine/core';
import { useEffect } from 'react';
import type { DefaultValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../ui/FormSection.tsx';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import { Bind } from '../../../ui/form/fields.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { DateField } from '../../../ui/inputs/DateField.tsx';
import { RenachInput } from '../../../ui/inputs/MaskedInputs.tsx';
import { AlunoPicker, useAluno } from '../../alunos/index.ts';
import { useCreateProcesso } from '../api.ts';
import { LadvFields } from './LadvFields.tsx';

type ProcessoValues = DefaultValues<ProcessoBody>;
type OpeningForm = UseFormReturn<ProcessoBody, unknown, ProcessoBody>;

/** A new process: the student (when the screen has not chosen one), category and type are asked for. */
export const NEW_PROCESSO = {
  aluno_id: undefined,
  renach: '',
  categoria: undefined,
  tipo: undefined,
  aberto_em: '',
  ladv_numero: '',
  ladv_validade: '',
} satisfies ProcessoValues;

const isCategoria = (value: string | null) => CNH_CATEGORIES.find((categoria) => categoria === value);

/**
 * The student's RENACH is the usual one: offered once the chosen student's record arrives, while the
 * input is empty.
 */
function useRenachOfAluno(form: OpeningForm) {
  const alunoId = form.watch('aluno_id');
  const aluno = useAluno(alunoId);
  const renach = aluno.data?.id_aluno === alunoId ? aluno.data?.renach : undefined;
  useEffect(() => {
    if (alunoId !== undefined && renach && form.getValues('renach') === '') form.setValue('renach', renach);
  }, [form, alunoId, renach]);
}

/** The inputs of a new process, for the form that owns them. */
function ProcessoFields({
  form,
  submitting,
  onValid,
}: {
  readonly form: OpeningForm;
  readonly submitting: boolean;
  readonly onValid: (body: ProcessoBody) => void;
}) {
  const { t } = useTranslation();
  const { control } = form;
  useRenachOfAluno(form);
  const tipos = tiposProcessoFor(form.watch('categoria') ?? '');
  const labels = {
    aluno: t('alunos.picker.label'),
    renach: t('processos.form.renach'),
    categoria: t('processos.categorias.label'),
    tipo: t('processos.tipos.label'),
    aberto_em: t('processos.form.aberto_em'),
    ladv_validade: t('processos.form.ladv_validade'),
  };

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <Stack gap="lg">
        <FormSection title={t('processos.form.section')} hint={t('processos.form.sectionHint')} columns={1}>
          <Stack gap="md">
            <Bind control={control} name="aluno_id" label={labels.aluno}>
              {(field) => (
                <AlunoPicker
                  ref={field.ref}
                  value={field.value}
                  onChange={(id) => {
                    // Cleared, the field is empty again, as it started: the schema asks for a student.
                    field.onChange(id as number);
                    form.setValue('renach', '');
                  }}
                  error={field.error}
                />
              )}
            </Bind>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Bind control={control} name="renach" label={labels.renach}>
                {(field) => <RenachInput label={labels.renach} required {...field} />}
              </Bind>
              <Bind control={control} name="categoria" label={labels.categoria}>
                {(field) => (
                  <Select
                    label={labels.categoria}
                    required
                    data={[...CNH_CATEGORIES]}
                    allowDeselect={false}
                    {...field}
                    value={field.value ?? null}
                    onChange={(value) => {
                      const categoria = isCategoria(value);
                      if (categoria === undefined) return;
                      field.onChange(categoria);
                      // The type goes along: the usual one of the category, unless the one chosen still fits.
                      const allowed = tiposProcessoFor(categoria);
                      const tipo = form.getValues('tipo');
                      const usual = allowed[0];
                      if (usual !== undefined && (tipo === undefined || !allowed.includes(tipo))) {
                        form.setValue('tipo', usual);
                      }
                    }}
                  />
                )}
              </Bind>
              <Bind control={control} name="tipo" label={labels.tipo}>
                {(field) => (
                  <Select
                    label={labels.tipo}
                    required
                    data={tipos.map((tipo) => ({ value: tipo, label: t(`processos.tipos.${tipo}`) }))}
                    allowDeselect={false}
                    {...field}
                    value={field.value ?? null}
                    onChange={(value) => {
                      const tipo = tipos.find((item) => item === value);
                      if (tipo !== undefined) field.onChange(tipo);
                    }}
                  />
                )}
              </Bind>
              <Bind control={control} name="aberto_em" label={labels.aberto_em}>
                {(field) => (
                  <DateField
                    label={labels.aberto_em}
                    description={t('processos.form.aberto_emHint')}
                    {...field}
                    value={field.value ?? ''}
                  />
                )}
              </Bind>
            </SimpleGrid>
          </Stack>
        </FormSection>
        <FormSection title={t('processos.form.ladvSection')} hint={t('processos.form.ladvHint')}>
          <LadvFields control={control} />
        </FormSection>
        <FormActions saveLabel={t('processos.form.save')} submitting={submitting} />
      </Stack>
    </form>
  );
}

interface ProcessoFormProps {
  /** The student the process is for, when the screen already chose one. */
  readonly alunoId?: number;
  /** Once the server opened the process. */
  readonly onSaved: (processo: Processo) => void;
}

/** Opens a licensing process for a student of the school. */
export function ProcessoForm({ alunoId, onSaved }: ProcessoFormProps) {
  const { t } = useTranslation();
  const form = useContractForm(processoBody, { ...NEW_PROCESSO, aluno_id: alunoId });
  const { submit, submitting } = useSaveForm({
    save: useCreateProcesso(),
    form,
    reviewMessage: t('processos.form.errors.review'),
    failureMessage: t('processos.saveError'),
  });
  return <ProcessoFields form={form} submitting={submitting} onValid={(body) => submit(body, onSaved)} />;
}
