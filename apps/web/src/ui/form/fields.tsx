// The one adapter between react-hook-form and the inputs (Mantine's and ui/inputs'): every form binds
// its inputs through these, so a field shows the contract schema's message, or SPEC §5's 'O campo
// {nome} é obrigatório' when it was left empty, and gets the focus when the form is refused. The text
// field is here; the other inputs' fields have a file each (NumberField.tsx, TextareaField.tsx,
// CheckboxField.tsx), so a screen, the login first, carries only the inputs it uses.
import { TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent, ReactElement } from 'react';
import {
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  useController,
} from 'react-hook-form';
import { useRequiredMessage } from '../inputs/required-message.ts';

/** What a bound input gets: the field's value and handlers, and its message. */
export interface BoundField<V> {
  readonly name: string;
  readonly value: V;
  readonly onChange: (value: V) => void;
  readonly onBlur: () => void;
  /** For the focus on a refused submit. */
  readonly ref: (element: HTMLElement | null) => void;
  readonly error: string | undefined;
}

/**
 * A field of a form: its control and name. `O` is what the form's schema gives on submit
 * (`useContractForm`'s `z.output`), which may differ from what the inputs hold (`T`, `z.input`): a
 * transformed text, a coerced number.
 */
export interface FieldBinding<T extends FieldValues, N extends FieldPath<T>, O> {
  readonly control: Control<T, unknown, O>;
  readonly name: N;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/** The field's state with its message: SPEC §5's required message for an empty field, else the schema's. */
export function useBoundField<T extends FieldValues, N extends FieldPath<T>, O>(
  { control, name }: FieldBinding<T, N, O>,
  label: string | undefined,
): BoundField<FieldPathValue<T, N>> {
  const { field, fieldState } = useController({ control, name });
  const requiredMessage = useRequiredMessage();
  const message = fieldState.error?.message;
  const error =
    message !== undefined && label !== undefined && isEmpty(field.value) ? requiredMessage(label) : message;
  return {
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    error,
  };
}

/**
 * Binds any input with `value`/`onChange` of the field's type (DateField, CurrencyInput, the masked
 * inputs, SearchSelect, SegmentedControl):
 * `<Bind control={control} name="data_nascimento" label={label}>{(field) => <DateField label={label} {...field} />}</Bind>`.
 * `label` names the field in the required message.
 */
export function Bind<T extends FieldValues, N extends FieldPath<T>, O = T>({
  label,
  children,
  ...binding
}: FieldBinding<T, N, O> & {
  readonly label?: string;
  readonly children: (field: BoundField<FieldPathValue<T, N>>) => ReactElement;
}) {
  return children(useBoundField(binding, label));
}

export type Bound<T extends FieldValues, N extends FieldPath<T>, O, P> = FieldBinding<T, N, O> &
  Omit<P, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'checked'>;

/**
 * What a Mantine text input (TextInput, Textarea) takes from a bound string field: empty is '', and
 * what the user types is the field's value. For a text input bound through `Bind`, e.g. one that
 * keeps the schema's own message for an empty field.
 */
export function textInputProps<V>(field: BoundField<V>) {
  return {
    name: field.name,
    ref: field.ref,
    value: typeof field.value === 'string' ? field.value : '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      field.onChange(event.currentTarget.value as V),
    onBlur: field.onBlur,
    error: field.error,
  };
}

/** A text field (Mantine TextInput) of a string field; empty is ''. */
export function TextField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  ...props
}: Bound<T, N, O, TextInputProps> & { readonly label: string }) {
  return <TextInput {...props} {...textInputProps(useBoundField({ control, name }, props.label))} />;
}
