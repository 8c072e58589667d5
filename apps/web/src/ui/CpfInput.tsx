import { TextInput, type TextInputProps } from '@mantine/core';
import { maskCpf } from './masks.ts';

type CpfInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  /** Receives the masked value, e.g. '123.456.789-01'. */
  onChange: (value: string) => void;
};

/** The one CPF input of the platform: numeric keyboard and the 000.000.000-00 mask. */
export function CpfInput({ value, onChange, ...props }: CpfInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="username"
      placeholder="000.000.000-00"
      maxLength={14}
      {...props}
      value={value}
      onChange={(event) => onChange(maskCpf(event.currentTarget.value))}
    />
  );
}
