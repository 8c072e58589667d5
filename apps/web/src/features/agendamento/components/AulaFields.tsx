import { todayInSaoPaulo } from '@cfc/domain';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { Bind } from '../../../ui/form/fields.tsx';
import { DateField } from '../../../ui/inputs/DateField.tsx';
import { SearchSelect, type SearchSelectProps } from '../../../ui/inputs/SearchSelect.tsx';

/** The fields a lesson's booking (AgendarPage) and its reschedule (RemarcarForm) have in common. */

interface AulaFieldProps<T extends FieldValues, O, V> {
  readonly control: Control<T, unknown, O>;
  readonly name: FieldPathByValue<T, V>;
  readonly label: string;
}

/** The day of a lesson being booked or moved: required, from São Paulo's today on. */
export function AulaDataField<T extends FieldValues, O>({
  control,
  name,
  label,
}: AulaFieldProps<T, O, string>) {
  return (
    <Bind control={control} name={name} label={label}>
      {(field) => (
        <DateField
          label={label}
          ref={field.ref}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(value) => field.onChange(value as typeof field.value)}
          error={field.error}
          minDate={todayInSaoPaulo()}
          required
        />
      )}
    </Bind>
  );
}

/**
 * A required choice of a record by its id (a process, an instructor, a vehicle): the form holds the
 * number, or nothing while none is chosen. `onChoose` replaces the plain change, when a choice
 * changes other fields too.
 */
export function IdSelectField<T extends FieldValues, O>({
  control,
  name,
  label,
  onChoose,
  ...props
}: AulaFieldProps<T, O, number | undefined> &
  Omit<SearchSelectProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'ref' | 'required'> & {
    readonly onChoose?: (id: number | undefined) => void;
  }) {
  return (
    <Bind control={control} name={name} label={label}>
      {(field) => (
        <SearchSelect
          {...props}
          label={label}
          ref={field.ref}
          value={typeof field.value === 'number' ? String(field.value) : null}
          onChange={(value) => {
            const id = value ? Number(value) : undefined;
            if (onChoose) onChoose(id);
            else field.onChange(id as typeof field.value);
          }}
          onBlur={field.onBlur}
          error={field.error}
          required
        />
      )}
    </Bind>
  );
}
