import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import { type Bound, useBoundField } from './fields.tsx';

/** A number (Mantine NumberInput) of a number field: empty is `undefined`, so the schema calls it missing. */
export function NumberField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  ...props
}: Bound<T, N, O, NumberInputProps> & { readonly label: string }) {
  const field = useBoundField({ control, name }, props.label);
  const value = field.value as number | null | undefined;
  return (
    <NumberInput
      {...props}
      name={field.name}
      ref={field.ref}
      value={value ?? ''}
      onChange={(next) => field.onChange((next === '' ? undefined : Number(next)) as FieldPathValue<T, N>)}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}
