import { TimeInput } from '@mantine/dates';
import { IconClock } from '@tabler/icons-react';
import type { Ref } from 'react';

export interface TimeFieldProps {
  /** The visible label of the input. */
  readonly legend: string;
  /** 'HH:mm', or '' when empty. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly disabled?: boolean;
  readonly error?: string;
  readonly required?: boolean;
  readonly description?: string;
  /** The input itself, e.g. for a form to focus it when it refuses the field. */
  readonly ref?: Ref<HTMLInputElement>;
}

/** Time of day with a legend and a disabled flag (SPEC §2.5): the browser's own hour and minute picker. */
export function TimeField({ legend, value, onChange, ...props }: TimeFieldProps) {
  return (
    <TimeInput
      {...props}
      label={legend}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.slice(0, 5))}
      leftSection={<IconClock size={16} aria-hidden />}
    />
  );
}
