import type { Aluno } from '@cfc/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveAluno } from './api.ts';
import {
  ALUNO_FIELDS,
  type AlunoField,
  type AlunoFormError,
  type AlunoFormValues,
  alunoBodyFrom,
  validateAluno,
} from './form-values.ts';
import { isUnprocessable, notifyError, notifySuccess } from './notify.ts';
import { fieldErrors } from './server-errors.ts';
import { useFormState } from './useFormState.ts';

/** The state of a student form, with the messages of SPEC §5 and the server's. */
export function useAlunoForm(initial: AlunoFormValues, serverErrors: Partial<Record<AlunoField, string>>) {
  const { t } = useTranslation();
  return useFormState<AlunoFormValues, AlunoField, AlunoFormError>({
    initial,
    validate: validateAluno,
    serverErrors,
    describe: (field, error) =>
      error === 'required'
        ? t('widgets.required', { name: t(`alunos.fields.${field}`) })
        : t(`alunos.form.errors.${error}`),
  });
}

/**
 * Saves a student (POST without id, PUT with one): the server's message, then `onSaved`; or its
 * 422 messages under the fields, plus those about no field of the form.
 */
export function useAlunoSubmit(id: number | undefined) {
  const { t } = useTranslation();
  const save = useSaveAluno(id);
  const [serverErrors, setServerErrors] = useState<Partial<Record<AlunoField, string>>>({});
  const [otherErrors, setOtherErrors] = useState<readonly string[]>([]);
  const [rejections, setRejections] = useState(0);

  function submit(values: AlunoFormValues, onSaved: (aluno: Aluno) => void) {
    save.mutate(alunoBodyFrom(values), {
      onSuccess: (reply) => {
        notifySuccess(reply.mensagem);
        onSaved(reply.dados);
      },
      onError: (error) => {
        if (isUnprocessable(error)) {
          const { byField, others } = fieldErrors(error.body?.errors, ALUNO_FIELDS);
          setServerErrors(byField);
          setOtherErrors(others);
          setRejections((count) => count + 1);
        }
        notifyError(error, t('alunos.form.saveError'));
      },
    });
  }

  return { submit, submitting: save.isPending, serverErrors, otherErrors, rejections };
}
