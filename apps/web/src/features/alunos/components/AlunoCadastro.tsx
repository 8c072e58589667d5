import { Alert, List, SimpleGrid } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buildPath } from '../../../routing/routes.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { Wizard } from '../../../ui/Wizard.tsx';
import { useSaveAluno, useUploadFoto } from '../api.ts';
import {
  ALUNO_FIELDS,
  ALUNO_SECTIONS,
  type AlunoField,
  BASIC_FIELDS,
  useAlunoForm,
} from '../useAlunoForm.ts';
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
  const form = useAlunoForm();
  const { submit, submitting, otherErrors, rejections } = useSaveForm({
    save: useSaveAluno(undefined),
    form,
    failureMessage: t('alunos.form.saveError'),
  });
  const upload = useUploadFoto();
  const [foto, setFoto] = useState<File[]>([]);
  const { control, formState } = form;

  // The keyboard starts in Nome, not in the menu.
  useEffect(() => form.setFocus('nome'), [form]);
  // A step's messages, once shown, follow each change of their field (the form checks as a whole only at the end).
  useEffect(() => {
    const { unsubscribe } = form.watch((_values, { name }) => {
      if (name !== undefined && form.getFieldState(name).error) void form.trigger(name);
    });
    return unsubscribe;
  }, [form]);

  function uploadFoto(id: number) {
    const arquivo = foto[0];
    if (arquivo === undefined) {
      void navigate(buildPath('listagem-alunos'));
      return;
    }
    upload.mutate(
      { id, arquivo },
      {
        onSuccess: (reply) => {
          notifySuccess(reply.mensagem);
          void navigate(buildPath('listagem-alunos'));
        },
        // The student exists: the photo can be sent again from the edit screen.
        onError: (error) => {
          notifyError(error, t('alunos.foto.uploadError'));
          void navigate(buildPath('editar-aluno', { idAluno: id }));
        },
      },
    );
  }

  const complete = form.handleSubmit((body) => submit(body, (aluno) => uploadFoto(aluno.id_aluno)));

  const step = (label: string, fields: readonly AlunoField[], content: ReactNode) => ({
    label,
    content: <Columns>{content}</Columns>,
    isValid: () => form.trigger([...fields], { shouldFocus: true }),
  });
  const steps =
    cadastro === 'completo'
      ? [
          step(t('alunos.form.pessoais'), ALUNO_SECTIONS.pessoais, <PessoaisFields control={control} />),
          step(t('alunos.form.contato'), ALUNO_SECTIONS.contato, <ContatoFields control={control} />),
          step(t('alunos.form.processo'), ALUNO_SECTIONS.processo, <ProcessoFields control={control} />),
          { label: t('alunos.form.foto'), content: <FotoPicker files={foto} onChange={setFoto} /> },
        ]
      : [
          step(
            t('alunos.form.essenciais'),
            BASIC_FIELDS,
            <>
              <IdentityFields control={control} />
              <TelefoneField control={control} />
              <RenachField control={control} />
            </>,
          ),
        ];
  // The server's refusals until their field changes, as under the fields themselves: after a refusal
  // the wizard starts again at the first step, and the refused field may be on another one.
  const serverMessages = ALUNO_FIELDS.flatMap((field) => {
    const error = formState.errors[field];
    return error?.type === 'server' ? [`${t(`alunos.fields.${field}`)}: ${error.message}`] : [];
  });
  const rejected = [...serverMessages, ...otherErrors];

  return (
    <div>
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
      <Wizard
        key={rejections}
        steps={steps}
        onComplete={() => void complete()}
        completeLabel={t('alunos.form.register')}
        busy={submitting || upload.isPending}
      />
    </div>
  );
}
