import { Alert, List, SimpleGrid } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buildPath } from '../../../app/routes.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { Wizard } from '../../../ui/Wizard.tsx';
import { useUploadFoto } from '../api.ts';
import { ALUNO_FIELDS, ALUNO_SECTIONS, type AlunoField, BASIC_FIELDS, EMPTY_ALUNO } from '../form-values.ts';
import { useAlunoForm, useAlunoSubmit } from '../useAlunoForm.ts';
import {
  ContatoFields,
  IdentityFields,
  PessoaisFields,
  ProcessoFields,
  RenachField,
  TelefoneField,
} from './AlunoFields.tsx';
import { FotoPicker } from './FotoPicker.tsx';

/** The full registration (alunos/novo) or its quick subset (alunos/basico). */
export type Cadastro = 'completo' | 'rapido';

function Columns({ children }: { readonly children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      {children}
    </SimpleGrid>
  );
}

/**
 * A new student, in the wizard of the full registration: four steps, or the quick one's single step
 * with the same fields, layout and checks. The photo goes up once the student exists.
 */
export function AlunoCadastro({ cadastro }: { readonly cadastro: Cadastro }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { submit, submitting, serverErrors, otherErrors, rejections } = useAlunoSubmit(undefined);
  const form = useAlunoForm(EMPTY_ALUNO, serverErrors);
  const upload = useUploadFoto();
  const [foto, setFoto] = useState<File[]>([]);
  const fields: readonly AlunoField[] = cadastro === 'completo' ? ALUNO_FIELDS : BASIC_FIELDS;

  function complete() {
    if (!form.check(fields)) return;
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

  const step = (label: string, stepFields: readonly AlunoField[], content: ReactNode) => ({
    label,
    content: <Columns>{content}</Columns>,
    isValid: () => form.check(stepFields),
  });
  const steps =
    cadastro === 'completo'
      ? [
          step(t('alunos.form.pessoais'), ALUNO_SECTIONS.pessoais, <PessoaisFields form={form} autoFocus />),
          step(t('alunos.form.contato'), ALUNO_SECTIONS.contato, <ContatoFields form={form} />),
          step(t('alunos.form.processo'), ALUNO_SECTIONS.processo, <ProcessoFields form={form} />),
          { label: t('alunos.form.foto'), content: <FotoPicker files={foto} onChange={setFoto} /> },
        ]
      : [
          step(
            t('alunos.form.essenciais'),
            BASIC_FIELDS,
            <>
              <IdentityFields form={form} autoFocus />
              <TelefoneField form={form} />
              <RenachField form={form} />
            </>,
          ),
        ];
  // The refusal's messages until their field changes, as under the fields themselves.
  const serverMessages = ALUNO_FIELDS.flatMap((field) => {
    const message = serverErrors[field] === undefined ? undefined : form.error(field);
    return message === undefined ? [] : [`${t(`alunos.fields.${field}`)}: ${message}`];
  });
  const rejected = [...serverMessages, ...otherErrors];

  return (
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
        steps={steps}
        onComplete={complete}
        completeLabel={t('alunos.form.register')}
        busy={submitting || upload.isPending}
      />
    </div>
  );
}
