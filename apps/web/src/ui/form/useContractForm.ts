import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form checked by the contract's schema, the one the server checks the body with (packages/contract):
 * messages show once the user tries to submit, then follow each change; the first refused field gets
 * the focus. Form-only fields (a confirmation) extend the schema rather than being checked apart.
 * `defaultValues` names every field, so a 422 of the server lands under its input (`useSaveForm`).
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}
