import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ApiEnvelope } from '../../api/client.ts';
import { notifyError, notifySuccess } from '../notify.ts';
import { type FieldErrors, isUnprocessable, splitServerErrors } from './field-errors.ts';

interface SaveFormOptions<Body, Reply, F extends string> {
  readonly save: UseMutationResult<ApiEnvelope<Reply>, Error, Body>;
  /** The form's fields, named as the API names them, so a 422 lands under the right input. */
  readonly fields: readonly F[];
  /** The 422 keys the server spells otherwise, by field. */
  readonly aliases?: Readonly<Record<string, F>>;
  /** Where the user goes once the record is saved; absent to stay (`onSaved` decides). */
  readonly returnTo?: string;
  /** Toasts: after a 422 (the failure message when absent), and after any other failure. */
  readonly reviewMessage?: string;
  readonly failureMessage: string;
}

/**
 * Saves a form: the server's message, then `onSaved` and back to `returnTo`; or the server's 422
 * messages under the fields, with those about no field apart. `onSaved` runs once the record exists
 * (e.g. its photo) while `submitting` stays true; it reports its own failures, as the record itself
 * was saved.
 */
export function useSaveFormLegacy<Body, Reply, F extends string>({
  save,
  fields,
  aliases,
  returnTo,
  reviewMessage,
  failureMessage,
}: SaveFormOptions<Body, Reply, F>) {
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<FieldErrors<F>>({});
  const [otherErrors, setOtherErrors] = useState<readonly string[]>([]);
  const [rejections, setRejections] = useState(0);
  const [finishing, setFinishing] = useState(false);

  function submit(body: Body, onSaved?: (saved: Reply) => void | Promise<void>) {
    save.mutate(body, {
      onSuccess: async (reply) => {
        notifySuccess(reply.mensagem);
        setServerErrors({});
        setOtherErrors([]);
        if (onSaved) {
          setFinishing(true);
          await onSaved(reply.dados);
          setFinishing(false);
        }
        if (returnTo !== undefined) void navigate(returnTo);
      },
      onError: (error) => {
        if (isUnprocessable(error)) {
          const { byField, others } = splitServerErrors(error.body?.errors, fields, aliases);
          setServerErrors(byField);
          setOtherErrors(others);
          setRejections((count) => count + 1);
          notifyError(error, reviewMessage ?? failureMessage);
        } else {
          notifyError(error, failureMessage);
        }
      },
    });
  }

  return { submit, submitting: save.isPending || finishing, serverErrors, otherErrors, rejections };
}
