import { Textarea } from '@mantine/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Bind, textInputProps } from '../../../ui/form/fields.tsx';

/**
 * The reason of a change of a lesson (reschedule, cancel, contingency): the contract's motivo, up to
 * 500 characters; left empty, the contract's own 'Informe o motivo.' says so.
 */
export function MotivoField<T extends FieldValues, O>({
  control,
  name,
  label,
}: {
  readonly control: Control<T, unknown, O>;
  readonly name: FieldPath<T>;
  readonly label: string;
}) {
  return (
    <Bind control={control} name={name}>
      {(field) => (
        <Textarea label={label} {...textInputProps(field)} maxLength={500} autosize minRows={2} required />
      )}
    </Bind>
  );
}
