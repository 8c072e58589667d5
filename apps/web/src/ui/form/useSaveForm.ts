import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '../notify.ts';
import { isUnprocessable, splitServerErrors } from './field-errors.ts';

interface SaveFormOptions<Values extends FieldValues, Body, Reply> {
  readonly save: UseMutationResult<{ readonly dados: Reply; readonly mensagem?: string }, Error, Body>;
  /** The form (`useContractForm`): a 422 puts the server's messages under its fields. */
  readonly form: UseFormReturn<Values, unknown, FieldValues>;
  /** The 422 keys the server spells otherwise, by field ('administrador.email' for 'admin_email'). */
  readonly aliases?: Readonly<Record<string, FieldPath<Values>>>;
  /** Where the user goes once the record is saved; absent to stay (`onSaved` decides). */
  readonly returnTo?: string;
  /** Toasts: after a 422 (the failure message when absent), and after any other failure. */
  readonly reviewMessage?: string;
  readonly failureMessage: string;
  /** The toast once saved; the server's message when absent. */
  readonly successMessage?: (saved: Reply) => string;
  /**
   * The form lists a 422's messages of no field itself (`otherErrors`, e.g. the rules a lesson
   * breaks): no toast repeats what the form shows; a 422 that says nothing still gets one.
   */
  readonly listsRefusal?: boolean;
}

/**
 * Saves a form: the server's message, then `onSaved` and back to `returnTo`; or the server's 422
 * messages under the fields (the first one focused), with those about no field apart (`otherErrors`,
 * for an alert of the form). `onSaved` runs once the record exists (e.g. its photo) while
 * `submitting` stays true; it reports its own failures, as the record itself was saved.
 */
export function useSaveForm<Values extends FieldValues, Body, Reply>({
  save,
  form,
  aliases,
  returnTo,
  reviewMessage,
  failureMessage,
  successMessage,
  listsRefusal = false,
}: SaveFormOptions<Values, Body, Reply>) {
  const navigate = useNavigate();
  const [otherErrors, setOtherErrors] = useState<readonly string[]>([]);
  const [rejections, setRejections] = useState(0);
  const [finishing, setFinishing] = useState(false);

  /** Puts a 422's messages under their fields and in `otherErrors`; false when it carried none. */
  function showServerErrors(errors: Readonly<Record<string, readonly string[]>> | undefined): boolean {
    const fields = Object.keys(form.formState.defaultValues ?? {}) as FieldPath<Values>[];
    const { byField, others } = splitServerErrors(errors, fields, aliases);
    const refused = Object.entries(byField) as [FieldPath<Values>, string][];
    refused.forEach(([field, message], index) => {
      form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
    });
    setOtherErrors(others);
    setRejections((count) => count + 1);
    return refused.length > 0 || others.length > 0;
  }

  function submit(body: Body, onSaved?: (saved: Reply) => void | Promise<void>) {
    // A new try: what the last refusal said no longer holds.
    setOtherErrors([]);
    save.mutate(body, {
      onSuccess: async (reply) => {
        notifySuccess(successMessage ? successMessage(reply.dados) : reply.mensagem);
        if (onSaved) {
          setFinishing(true);
          await onSaved(reply.dados);
          setFinishing(false);
        }
        if (returnTo !== undefined) void navigate(returnTo);
      },
      onError: (error) => {
        if (isUnprocessable(error)) {
          const shown = showServerErrors(error.body?.errors);
          if (!listsRefusal || !shown) notifyError(error, reviewMessage ?? failureMessage);
        } else {
          notifyError(error, failureMessage);
        }
      },
    });
  }

  return { submit, submitting: save.isPending || finishing, otherErrors, rejections };
}
