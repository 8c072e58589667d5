import { Button, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buildPath } from '../../app/routes.ts';
import { FormSection } from '../../ui/FormSection.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { IdentityFields, TelefoneField } from './components/AlunoFields.tsx';
import { NoAccess } from './components/States.tsx';
import { BASIC_FIELDS, EMPTY_ALUNO } from './form-values.ts';
import { useAlunoForm, useAlunoSubmit } from './useAlunoForm.ts';
import { useAlunosAccess } from './useAlunosAccess.ts';

/** alunos/basico: the quick registration (nome, CPF, telefone); the rest can follow in the edit screen. */
export function AlunoBasicoPage() {
  const { t } = useTranslation();
  const access = useAlunosAccess();
  const navigate = useNavigate();
  const { submit, submitting, serverErrors } = useAlunoSubmit(undefined);
  const form = useAlunoForm(EMPTY_ALUNO, serverErrors);

  function save(event: FormEvent) {
    event.preventDefault();
    if (form.check(BASIC_FIELDS)) submit(form.values, () => void navigate(buildPath('listagem-alunos')));
  }

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
            <Group justify="flex-end" gap="sm">
              <Button variant="default" component={Link} to={buildPath('listagem-alunos')}>
                {t('alunos.form.cancel')}
              </Button>
              <Button
                type="submit"
                loading={submitting}
                leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              >
                {t('alunos.form.register')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </>
  );
}
