import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type ApiEnvelope, ApiError } from '../../../api/client.ts';
import { buildPath, type RouteName } from '../../../app/routes.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { type FieldErrors, serverFieldErrors } from './field-errors.ts';

const UNPROCESSABLE = 422;

interface SaveAndReturnOptions<Body, Reply, F extends string> {
  readonly save: UseMutationResult<ApiEnvelope<Reply>, Error, Body>;
  /** The form's fields, named as the API names them, so a 422 lands under the right input. */
  readonly fields: readonly F[];
  /** Where the user goes after saving. */
  readonly listRoute: RouteName;
  /** Toasts: after a 422, and after any other failure without a message of the server. */
  readonly reviewMessage: string;
  readonly failureMessage: string;
}

/**
 * Saves a registry form: the server's message and back to the list, or its 422 messages under the
 * fields. `afterSave` runs once the record exists (e.g. the instructor's photo) before leaving; it
 * reports its own failures, as the record itself was saved.
 */
export function useSaveAndReturn<Body, Reply, F extends string>({
  save,
  fields,
  listRoute,
  reviewMessage,
  failureMessage,
}: SaveAndReturnOptions<Body, Reply, F>) {
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<FieldErrors<F>>({});
  const [finishing, setFinishing] = useState(false);

  function submit(body: Body, afterSave?: (saved: Reply) => Promise<void>) {
    save.mutate(body, {
      onSuccess: async (reply) => {
        if (reply.mensagem) notifySuccess(reply.mensagem);
        if (afterSave) {
          setFinishing(true);
          await afterSave(reply.dados);
          setFinishing(false);
        }
        void navigate(buildPath(listRoute));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === UNPROCESSABLE) {
          setServerErrors(serverFieldErrors(error.body?.errors, fields));
          notifyError(error, reviewMessage);
        } else {
          notifyError(error, failureMessage);
        }
      },
    });
  }

  return { submit, submitting: save.isPending || finishing, serverErrors };
}
