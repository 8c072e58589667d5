import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buildPath } from '../../app/routes.ts';
import { useAccess } from '../../session/useAccess.ts';
import { FormSection } from '../../ui/FormSection.tsx';
import { FormActions } from '../../ui/form/FormActions.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { alunosAccess } from './access.ts';
import { IdentityFields, TelefoneField } from './components/AlunoFields.tsx';
import { NoAccess } from './components/States.tsx';
import { BASIC_FIELDS, EMPTY_ALUNO } from './form-values.ts';
import { useAlunoForm, useAlunoSubmit } from './useAlunoForm.ts';

/** alunos/basico: the quick registration (nome, CPF, telefone); the rest can follow in the edit screen. */
export function AlunoBasicoPage() {
  const { t } = useTranslation();
  const access = useAccess(alunosAccess);
  const navigate = useNavigate();
  const { submit, submitting, serverErrors } = useAlunoSubmit(undefined);
  const form = useAlunoForm(EMPTY_ALUNO, serverErrors);
  const save = form.handleSubmit(BASIC_FIELDS, (values) =>
    submit(values, () => void navigate(buildPath('listagem-alunos'))),
  );

  return (
    <>
      <PageHeader
        title={t('alunos.newBasic')}
        description={t('alunos.form.basicHint')}
        crumbs={[{ label: t('alunos.title'), route: 'listagem-alunos' }, { label: t('alunos.newBasic') }]}
      />
      {!access.edit ? (
        <NoAccess />
      ) : (
        <form ref={form.ref} onSubmit={save} noValidate>
          <Stack gap="lg" maw={720}>
            <FormSection title={t('alunos.form.pessoais')}>
              <IdentityFields form={form} />
              <TelefoneField form={form} />
            </FormSection>
            <FormActions
              cancel={{ to: buildPath('listagem-alunos'), label: t('alunos.form.cancel') }}
              saveLabel={t('alunos.form.register')}
              submitting={submitting}
            />
          </Stack>
        </form>
      )}
    </>
  );
}
