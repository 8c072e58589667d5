import { TextInput, type TextInputProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { type ChangeEvent, type Ref, useLayoutEffect, useReducer, useRef } from 'react';
import {
  caretAfter,
  significantLength,
  typeCep,
  typeCnpj,
  typeCpf,
  typePhone,
  typePlate,
  typeRenach,
} from '../masks.ts';

export type MaskedInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  /** Receives the masked text, e.g. '123.456.789-01'; the server normalizes it. */
  onChange: (value: string) => void;
  /** The input itself, e.g. for a form to focus it when it refuses the field. */
  ref?: Ref<HTMLInputElement>;
};

type MaskSettings = Pick<TextInputProps, 'inputMode' | 'placeholder' | 'maxLength' | 'autoCapitalize'>;

/** A text input that masks as the user types and keeps the caret where the user was typing. */
function MaskedInput({
  mask,
  settings,
  value,
  onChange,
  ref: outerRef,
  ...props
}: MaskedInputProps & { mask: (value: string) => string; settings: MaskSettings }) {
  const ref = useRef<HTMLInputElement>(null);
  const refs = useMergedRef(ref, outerRef);
  const caret = useRef<number | null>(null);
  // Re-renders after a refused character too, so the caret is put back where it was.
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  useLayoutEffect(() => {
    const input = ref.current;
    if (caret.current === null || input === null || document.activeElement !== input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  function change(event: ChangeEvent<HTMLInputElement>) {
    const typed = event.currentTarget.value;
    const position = event.currentTarget.selectionStart ?? typed.length;
    const masked = mask(typed);
    caret.current = caretAfter(masked, significantLength(mask(typed.slice(0, position))));
    rerender();
    onChange(masked);
  }

  return <TextInput autoComplete="off" {...settings} {...props} ref={refs} value={value} onChange={change} />;
}

/** The one CPF input of the platform: numeric keyboard and the 000.000.000-00 mask. */
export function CpfInput(props: MaskedInputProps) {
  return (
    <MaskedInput
      mask={typeCpf}
      settings={{ inputMode: 'numeric', placeholder: '000.000.000-00', maxLength: 14 }}
      {...props}
    />
  );
}

/** CNPJ, numeric or alphanumeric (2026): 00.000.000/0000-00, letters upper-cased. */
export function CnpjInput(props: MaskedInputProps) {
  return (
    <MaskedInput
      mask={typeCnpj}
      settings={{ placeholder: '00.000.000/0000-00', maxLength: 18, autoCapitalize: 'characters' }}
      {...props}
    />
  );
}

/** Landline (00) 0000-0000 or mobile (00) 00000-0000. */
export function PhoneInput(props: MaskedInputProps) {
  return (
    <MaskedInput
      mask={typePhone}
      settings={{ inputMode: 'tel', placeholder: '(00) 00000-0000', maxLength: 15 }}
      {...props}
    />
  );
}

/** Postal code 00000-000. */
export function CepInput(props: MaskedInputProps) {
  return (
    <MaskedInput
      mask={typeCep}
      settings={{ inputMode: 'numeric', placeholder: '00000-000', maxLength: 9 }}
      {...props}
    />
  );
}

/** Vehicle plate, old (ABC-1234) or Mercosul (ABC1D23), upper-cased. */
export function PlateInput(props: MaskedInputProps) {
  return (
    <MaskedInput
      mask={typePlate}
      settings={{ placeholder: 'ABC1D23', maxLength: 8, autoCapitalize: 'characters' }}
      {...props}
    />
  );
}

/** RENACH: the state's two letters and nine digits, e.g. MA123456789. */
export function RenachInput(props: MaskedInputProps) {
  return (
    <MaskedInput
      mask={typeRenach}
      settings={{ placeholder: 'MA123456789', maxLength: 11, autoCapitalize: 'characters' }}
      {...props}
    />
  );
}
