import { Textarea } from '@mantine/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Bind } from '../../../ui/form/fields.tsx';

/**
 * The reason of a change of a lesson (reschedule, cancel, contingency): the contract's motivo, up to
 * 500 characters; left empty, the contract's own 'Informe o motivo.' says so.
 */
export function MotivoField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  readonly control: Control<T>;
  readonly name: FieldPath<T>;
  readonly label: string;
}) {
  return (
    <Bind control={control} name={name}>
      {(field) => (
        <Textarea
          label={label}
          name={field.name}
          ref={field.ref}
          value={(field.value as string | undefined) ?? ''}
          onChange={(event) => field.onChange(event.currentTarget.value as typeof field.value)}
          onBlur={field.onBlur}
          error={field.error}
          maxLength={500}
          autosize
          minRows={2}
          required
        />
      )}
    </Bind>
  );
}
