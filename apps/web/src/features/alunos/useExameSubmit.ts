import type { Exame } from '@cfc/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveExame } from './api.ts';
import { EXAME_FIELDS, type ExameField, type ExameFormValues, exameBodyFrom } from './exame-values.ts';
import { isUnprocessable, notifyError, notifySuccess } from './notify.ts';
import { fieldErrors } from './server-errors.ts';

/** Registers or corrects an exam: the server's message, then `onSaved`; or its 422 messages by field. */
export function useExameSubmit() {
  const { t } = useTranslation();
  const save = useSaveExame();
  const [serverErrors, setServerErrors] = useState<Partial<Record<ExameField, string>>>({});

  function submit(
    target: { readonly alunoId: number; readonly exameId?: number },
    values: ExameFormValues,
    onSaved: (exame: Exame) => void,
  ) {
    save.mutate(
      { ...target, body: exameBodyFrom(values) },
      {
        onSuccess: (reply) => {
          notifySuccess(reply.mensagem);
          setServerErrors({});
          onSaved(reply.dados);
        },
        onError: (error) => {
          if (isUnprocessable(error)) setServerErrors(fieldErrors(error.body?.errors, EXAME_FIELDS).byField);
          notifyError(error, t('alunos.exames.saveError'));
        },
      },
    );
  }

  return { submit, submitting: save.isPending, serverErrors };
}
