import type { Aluno } from '@cfc/contract';
import { Button, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../../app/routes.ts';
import { FormSection } from '../../../ui/FormSection.tsx';
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

  function save(event: FormEvent) {
    event.preventDefault();
    if (form.check(ALUNO_FIELDS)) submit(form.values, onSaved);
  }

  return (
    <form ref={form.ref} onSubmit={save} noValidate>
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
            <Group justify="flex-end" gap="sm">
              <Button variant="default" component={Link} to={buildPath('listagem-alunos')}>
                {t('alunos.form.cancel')}
              </Button>
              <Button
                type="submit"
                loading={submitting}
                leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              >
                {t('alunos.form.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
