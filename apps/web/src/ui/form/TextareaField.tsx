import { Textarea, type TextareaProps } from '@mantine/core';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { type Bound, textInputProps, useBoundField } from './fields.tsx';

/** A multi-line text (Mantine Textarea) of a string field; empty is ''. */
export function TextareaField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  ...props
}: Bound<T, N, O, TextareaProps> & { readonly label: string }) {
  return <Textarea {...props} {...textInputProps(useBoundField({ control, name }, props.label))} />;
}
