import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { useSaveAutoescola } from './api.ts';
import {
  type AutoescolaField,
  type AutoescolaFormValues,
  autoescolaBodyFrom,
  novaAutoescolaBodyFrom,
  serverFieldErrors,
} from './form-values.ts';

const UNPROCESSABLE = 422;

/**
 * Saves the form (POST with the administrator, or PUT): the server's message and back to the list,
 * or its 422 messages under the fields.
 */
export function useAutoescolaSubmit(id: number | undefined, listPath: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveAutoescola(id);
  const [serverErrors, setServerErrors] = useState<Partial<Record<AutoescolaField, string>>>({});

  function submit(values: AutoescolaFormValues) {
    const body = id === undefined ? novaAutoescolaBodyFrom(values) : autoescolaBodyFrom(values);
    save.mutate(body, {
      onSuccess: (reply) => {
        if (reply.mensagem) notifySuccess(reply.mensagem);
        void navigate(listPath);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === UNPROCESSABLE) {
          setServerErrors(serverFieldErrors(error.body?.errors));
          notifyError(error, t('cfc.form.errors.review'));
        } else {
          notifyError(error, t('cfc.saveError'));
        }
      },
    });
  }

  return { submit, submitting: save.isPending, serverErrors };
}
