import { Alert, List, SimpleGrid } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buildPath } from '../../app/routes.ts';
import { useAccess } from '../../session/useAccess.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Wizard } from '../../ui/Wizard.tsx';
import { alunosAccess } from './access.ts';
import { useUploadFoto } from './api.ts';
import { ContatoFields, PessoaisFields, ProcessoFields } from './components/AlunoFields.tsx';
import { FotoPicker } from './components/FotoPicker.tsx';
import { NoAccess } from './components/States.tsx';
import { ALUNO_FIELDS, ALUNO_SECTIONS, type AlunoField, EMPTY_ALUNO } from './form-values.ts';
import { useAlunoForm, useAlunoSubmit } from './useAlunoForm.ts';

function Columns({ children }: { readonly children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      {children}
    </SimpleGrid>
  );
}

/** alunos/novo: the complete registration in four steps; the photo goes up once the student exists. */
export function AlunoNovoPage() {
  const { t } = useTranslation();
  const access = useAccess(alunosAccess);
  const navigate = useNavigate();
  const { submit, submitting, serverErrors, otherErrors, rejections } = useAlunoSubmit(undefined);
  const form = useAlunoForm(EMPTY_ALUNO, serverErrors);
  const upload = useUploadFoto();
  const [foto, setFoto] = useState<File[]>([]);

  function complete() {
    if (!form.check(ALUNO_FIELDS)) return;
    submit(form.values, (aluno) => {
      const arquivo = foto[0];
      if (arquivo === undefined) {
        void navigate(buildPath('listagem-alunos'));
        return;
      }
      upload.mutate(
        { id: aluno.id_aluno, arquivo },
        {
          onSuccess: (reply) => {
            notifySuccess(reply.mensagem);
            void navigate(buildPath('listagem-alunos'));
          },
          // The student exists: the photo can be sent again from the edit screen.
          onError: (error) => {
            notifyError(error, t('alunos.foto.uploadError'));
            void navigate(buildPath('editar-aluno', { idAluno: aluno.id_aluno }));
          },
        },
      );
    });
  }

  const step = (label: string, fields: readonly AlunoField[], content: ReactNode) => ({
    label,
    content: <Columns>{content}</Columns>,
    isValid: () => form.check(fields),
  });
  // The refusal's messages until their field changes, as under the fields themselves.
  const serverMessages = ALUNO_FIELDS.flatMap((field) => {
    const message = serverErrors[field] === undefined ? undefined : form.error(field);
    return message === undefined ? [] : [`${t(`alunos.fields.${field}`)}: ${message}`];
  });
  const rejected = [...serverMessages, ...otherErrors];

  return (
    <>
      <PageHeader
        title={t('alunos.new')}
        description={t('alunos.form.newHint')}
        crumbs={[{ label: t('alunos.title'), route: 'listagem-alunos' }, { label: t('alunos.new') }]}
      />
      {!access.edit ? (
        <NoAccess />
      ) : (
        <div ref={form.ref}>
          {rejected.length > 0 && (
            <Alert
              color="danger"
              icon={<IconAlertCircle aria-hidden />}
              title={t('alunos.form.rejected')}
              mb="lg"
              role="alert"
            >
              <List size="sm">
                {rejected.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          {/* After a refusal the wizard starts again at the first step, where the CPF is. */}
          <Wizard
            key={rejections}
            steps={[
              step(t('alunos.form.pessoais'), ALUNO_SECTIONS.pessoais, <PessoaisFields form={form} />),
              step(t('alunos.form.contato'), ALUNO_SECTIONS.contato, <ContatoFields form={form} />),
              step(t('alunos.form.processo'), ALUNO_SECTIONS.processo, <ProcessoFields form={form} />),
              {
                label: t('alunos.form.foto'),
                content: <FotoPicker files={foto} onChange={setFoto} />,
              },
            ]}
            onComplete={complete}
            completeLabel={t('alunos.form.register')}
            busy={submitting || upload.isPending}
          />
        </div>
      )}
    </>
  );
}
