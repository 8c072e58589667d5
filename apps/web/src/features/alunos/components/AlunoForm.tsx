import type { Aluno } from '@cfc/contract';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { buildPath } from '../../../routing/routes.ts';
import { FormSection } from '../../../ui/FormSection.tsx';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { useSaveAluno } from '../api.ts';
import { useAlunoForm } from '../useAlunoForm.ts';
import { ContatoFields, PessoaisFields, ProcessoFields } from './AlunoFields.tsx';

interface AlunoFormProps {
  readonly aluno: Aluno;
  readonly canEdit: boolean;
}

/** The whole student in titled sections (alunos/editar/:idAluno); saved, back to the list. */
export function AlunoForm({ aluno, canEdit }: AlunoFormProps) {
  const { t } = useTranslation();
  const form = useAlunoForm(aluno);
  const { submit, submitting } = useSaveForm({
    save: useSaveAluno(aluno.id_aluno),
    form,
    returnTo: buildPath('listagem-alunos'),
    failureMessage: t('alunos.form.saveError'),
  });
  const { control } = form;

  return (
    <form onSubmit={form.handleSubmit((body) => submit(body))} noValidate>
      <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="lg">
          <FormSection title={t('alunos.form.pessoais')} hint={t('alunos.form.pessoaisHint')}>
            <PessoaisFields control={control} />
          </FormSection>
          <FormSection title={t('alunos.form.contato')}>
            <ContatoFields control={control} />
          </FormSection>
          <FormSection title={t('alunos.form.processo')} hint={t('alunos.form.processoHint')}>
            <ProcessoFields control={control} />
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
