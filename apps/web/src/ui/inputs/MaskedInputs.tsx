import { InputBase, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { IMaskInput } from 'react-imask';
import { CEP_MASK, CNPJ_MASK, CPF_MASK, PHONE_MASK, PLATE_MASK, RENACH_MASK } from '../masks.ts';

export type MaskedInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  /** Receives the masked text, e.g. '123.456.789-01'; the server normalizes it. */
  onChange: (value: string) => void;
  /** The input element, e.g. for the focus on a refused form. */
  ref?: Ref<HTMLInputElement>;
};

type MaskSettings = Pick<TextInputProps, 'inputMode' | 'placeholder' | 'maxLength' | 'autoCapitalize'>;

type MaskOptions = typeof CPF_MASK | typeof CNPJ_MASK | typeof PHONE_MASK | typeof PLATE_MASK;

/**
 * A Mantine input masked by react-imask as the user types (imask keeps the caret where the user was
 * typing). The value shown is the form's, masked; only what the user types reaches `onChange`, so a
 * stored value shown masked does not count as an edit.
 */
function MaskedInput({
  mask,
  settings,
  value,
  onChange,
  ref,
  ...props
}: MaskedInputProps & { mask: MaskOptions; settings: MaskSettings }) {
  return (
    <InputBase
      component={IMaskInput}
      autoComplete="off"
      {...settings}
      {...props}
      {...mask}
      value={value}
      inputRef={ref}
      onAccept={(masked: string, _mask: unknown, event?: Event) => {
        if (event !== undefined) onChange(masked);
      }}
    />
  );
}

/** The one CPF input of the platform: numeric keyboard and the 000.000.000-00 mask. */
export function CpfInput(props: MaskedInputProps) {
  return (
    <MaskedInput
      mask={CPF_MASK}
      settings={{ inputMode: 'numeric', placeholder: '000.000.000-00', maxLength: 14 }}
      {...props}
    />
  );
}

/** CNPJ, numeric or alphanumeric (2026): 00.000.000/0000-00, letters upper-cased. */
export function CnpjInput(props: MaskedInputProps) {
  return (
    <MaskedInput
      mask={CNPJ_MASK}
      settings={{ placeholder: '00.000.000/0000-00', maxLength: 18, autoCapitalize: 'characters' }}
      {...props}
    />
  );
}

/** Landline (00) 0000-0000 or mobile (00) 00000-0000. */
export function PhoneInput(props: MaskedInputProps) {
  return (
    <MaskedInput
      mask={PHONE_MASK}
      settings={{ inputMode: 'tel', placeholder: '(00) 00000-0000', maxLength: 15 }}
      {...props}
    />
  );
}

/** Postal code 00000-000. */
export function CepInput(props: MaskedInputProps) {
  return (
    <MaskedInput
      mask={CEP_MASK}
      settings={{ inputMode: 'numeric', placeholder: '00000-000', maxLength: 9 }}
      {...props}
    />
  );
}

/** Vehicle plate, old (ABC-1234) or Mercosul (ABC1D23), upper-cased. */
export function PlateInput(props: MaskedInputProps) {
  return (
    <MaskedInput
      mask={PLATE_MASK}
      settings={{ placeholder: 'ABC1D23', maxLength: 8, autoCapitalize: 'characters' }}
      {...props}
    />
  );
}

/** RENACH: the state's two letters and nine digits, e.g. MA123456789. */
export function RenachInput(props: MaskedInputProps) {
  return (
    <MaskedInput
      mask={RENACH_MASK}
      settings={{ placeholder: 'MA123456789', maxLength: 11, autoCapitalize: 'characters' }}
      {...props}
    />
  );
}
