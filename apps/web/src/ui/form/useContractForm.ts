import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { loadContractMessages } from '../../i18n/contract-messages.ts';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A form checked by the contract's schema, the one the server checks the body with (packages/contract):
 * messages show once the user tries to submit, then follow each change; the first refused field gets
 * the focus. Form-only fields (a confirmation) extend the schema rather than being checked apart.
 * `defaultValues` names every field, so a 422 of the server lands under its input (`useSaveForm`).
 *
 * The contract's messages load with the first change of a field, and a check waits for them. A page
 * that must show before zod loads (the login pages: issue 16's first load) gives its schema as an
 * `import()` instead, loaded the same way.
 */
export function useContractForm<S extends FormSchema>(
  schema: S | (() => Promise<S>),
  defaultValues: DefaultValues<z.input<S>>,
) {
  const load = typeof schema === 'function' ? schema : () => Promise.resolve(schema);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: async (values, context, options) => {
      // Without the messages (their load failed), they read as their codes rather than block the form.
      const [loaded] = await Promise.all([load(), loadContractMessages().catch(() => {})]);
      const check: Resolver<z.input<S>, unknown, z.output<S>> = zodResolver(loaded);
      return check(values, context, options);
    },
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  // What the check needs starts loading at the first change of a field (with the first rendering's
  // schema), so the page's first paint is not followed by zod's work before the user acts.
  const [prefetch] = useState(() => () => Promise.all([load(), loadContractMessages()]).catch(() => {}));
  useEffect(() => {
    const subscription = form.watch(() => {
      subscription.unsubscribe();
      void prefetch();
    });
    return () => subscription.unsubscribe();
  }, [form, prefetch]);
  return form;
}
