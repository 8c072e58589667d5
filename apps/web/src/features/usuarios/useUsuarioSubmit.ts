import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { buildPath } from '../../app/routes.ts';
import { useSaveUsuario } from './api.ts';
import {
  serverFieldErrors,
  type UsuarioField,
  type UsuarioFormValues,
  usuarioBodyFrom,
} from './form-values.ts';
import { notifyError, notifySuccess } from './notify.ts';

const UNPROCESSABLE = 422;

/** Saves the form: the server's message and back to the list, or its 422 messages under the fields. */
export function useUsuarioSubmit(id: number | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveUsuario(id);
  const [serverErrors, setServerErrors] = useState<Partial<Record<UsuarioField, string>>>({});

  function submit(values: UsuarioFormValues) {
    save.mutate(usuarioBodyFrom(values), {
      onSuccess: (reply) => {
        if (reply.mensagem) notifySuccess(reply.mensagem);
        void navigate(buildPath('listagem-usuarios'));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === UNPROCESSABLE) {
          setServerErrors(serverFieldErrors(error.body?.errors));
          notifyError(error, t('usuarios.form.errors.review'));
        } else {
          notifyError(error, t('usuarios.saveError'));
        }
      },
    });
  }

  return { submit, submitting: save.isPending, serverErrors };
}
