// The one adapter between react-hook-form and the inputs (Mantine's and ui/inputs'): every form binds
// its inputs through these, so a field shows the contract schema's message, or SPEC §5's 'O campo
// {nome} é obrigatório' when it was left empty, and gets the focus when the form is refused.
import {
  Checkbox,
  type CheckboxProps,
  NumberInput,
  type NumberInputProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
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
interface FieldBinding<T extends FieldValues, N extends FieldPath<T>, O> {
  readonly control: Control<T, unknown, O>;
  readonly name: N;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/** The field's state with its message: SPEC §5's required message for an empty field, else the schema's. */
function useBoundField<T extends FieldValues, N extends FieldPath<T>, O>(
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

type Bound<T extends FieldValues, N extends FieldPath<T>, O, P> = FieldBinding<T, N, O> &
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

/** A multi-line text (Mantine Textarea) of a string field; empty is ''. */
export function TextareaField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  ...props
}: Bound<T, N, O, TextareaProps> & { readonly label: string }) {
  return <Textarea {...props} {...textInputProps(useBoundField({ control, name }, props.label))} />;
}

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
