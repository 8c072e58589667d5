import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { loadContractMessages } from '../../i18n/contract-messages.ts';

/**
 * A form checked by the contract's schema, the one the server checks the body with (packages/contract):
 * messages show once the user tries to submit, then follow each change; the first refused field gets
 * the focus. Form-only fields (a confirmation) extend the schema rather than being checked apart.
 * `defaultValues` names every field, so a 422 of the server lands under its input (`useSaveForm`).
 * The contract's messages load when the form shows, and a check waits for them (a login page shows
 * before they load: i18n/contract-messages.ts).
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  useEffect(() => {
    loadContractMessages().catch(() => {});
  }, []);
  const check: Resolver<z.input<S>, unknown, z.output<S>> = zodResolver(schema);
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: async (values, context, options) => {
      // Without them (their load failed), the messages read as their codes rather than block the form.
      await loadContractMessages().catch(() => {});
      return check(values, context, options);
    },
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}
