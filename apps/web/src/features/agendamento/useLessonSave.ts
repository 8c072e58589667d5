import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { isUnprocessable, splitServerErrors } from '../../ui/form/field-errors.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';

interface LessonSaveOptions<Values extends FieldValues, Body, Reply> {
  readonly save: UseMutationResult<{ readonly dados: Reply; readonly mensagem?: string }, Error, Body>;
  readonly form: UseFormReturn<Values, unknown, FieldValues>;
  readonly failureMessage: string;
  /** The toast once saved; the server's message unless told. */
  readonly successMessage?: string;
}

/**
 * Saves a lesson form whose refusal lists the rules the lesson breaks (a 422 with `errors.aula`, each
 * with its norm): the messages of the form's own fields go under them, the rules into the form's
 * RefusalAlert (`reasons`), and no toast repeats them; any other failure is a toast. Like
 * ui/form/useSaveForm, for the forms that show a refusal as a list rather than a toast.
 */
export function useLessonSave<Values extends FieldValues, Body, Reply>({
  save,
  form,
  failureMessage,
  successMessage,
}: LessonSaveOptions<Values, Body, Reply>) {
  const [reasons, setReasons] = useState<readonly string[]>([]);

  function submit(
    body: Body,
    callbacks: { readonly onSaved?: (saved: Reply) => void; readonly onRefused?: () => void } = {},
  ) {
    setReasons([]);
    save.mutate(body, {
      onSuccess: (reply) => {
        notifySuccess(successMessage ?? reply.mensagem);
        callbacks.onSaved?.(reply.dados);
      },
      onError: (error) => {
        callbacks.onRefused?.();
        if (!isUnprocessable(error)) {
          notifyError(error, failureMessage);
          return;
        }
        const fields = Object.keys(form.formState.defaultValues ?? {}) as FieldPath<Values>[];
        const { byField, others } = splitServerErrors(error.body?.errors, fields);
        const refused = Object.entries(byField) as [FieldPath<Values>, string][];
        refused.forEach(([field, message], index) => {
          form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
        });
        if (refused.length === 0 && others.length === 0) notifyError(error, failureMessage);
        setReasons(others);
      },
    });
  }

  return { submit, reasons, submitting: save.isPending };
}
