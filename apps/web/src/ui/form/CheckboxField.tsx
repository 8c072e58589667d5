import { Checkbox, type CheckboxProps } from '@mantine/core';
import type { FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import { type Bound, useBoundField } from './fields.tsx';

/** A checkbox of a boolean field. */
export function CheckboxField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  ...props
}: Bound<T, N, O, CheckboxProps>) {
  const field = useBoundField({ control, name }, undefined);
  return (
    <Checkbox
      {...props}
      name={field.name}
      ref={field.ref}
      checked={field.value === true}
      onChange={(event) => field.onChange(event.currentTarget.checked as FieldPathValue<T, N>)}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}
