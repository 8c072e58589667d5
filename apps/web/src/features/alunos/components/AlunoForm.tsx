import type { Aluno } from '@cfc/contract';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { buildPath } from '../../../app/routes.ts';
import { FormSection } from '../../../ui/FormSection.tsx';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import { ALUNO_FIELDS, type AlunoFormValues } from '../form-values.ts';
import { useAlunoForm, useAlunoSubmit } from '../useAlunoForm.ts';
import { ContatoFields, PessoaisFields, ProcessoFields } from './AlunoFields.tsx';

interface AlunoFormProps {
  readonly id: number;
  readonly initial: AlunoFormValues;
  readonly canEdit: boolean;
  readonly onSaved: (aluno: Aluno) => void;
}

/** The whole student in titled sections (alunos/editar/:idAluno). */
export function AlunoForm({ id, initial, canEdit, onSaved }: AlunoFormProps) {
  const { t } = useTranslation();
  const { submit, submitting, serverErrors } = useAlunoSubmit(id);
  const form = useAlunoForm(initial, serverErrors);

  return (
    <form
      ref={form.ref}
      onSubmit={form.handleSubmit(ALUNO_FIELDS, (values) => submit(values, onSaved))}
      noValidate
    >
      <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="lg">
          <FormSection title={t('alunos.form.pessoais')} hint={t('alunos.form.pessoaisHint')}>
            <PessoaisFields form={form} />
          </FormSection>
          <FormSection title={t('alunos.form.contato')}>
            <ContatoFields form={form} />
          </FormSection>
          <FormSection title={t('alunos.form.processo')} hint={t('alunos.form.processoHint')}>
            <ProcessoFields form={form} />
          </FormSection>
          {canEdit && (
            <FormActions
              cancel={{ to: buildPath('listagem-alunos'), label: t('alunos.form.cancel') }}
              saveLabel={t('alunos.form.save')}
              submitting={submitting}
            />
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
