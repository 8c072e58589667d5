import { TextInput } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { type KeyboardEvent, type Ref, useLayoutEffect, useReducer, useRef } from 'react';
import { nextCents, showCents } from './currency.ts';

export interface CurrencyInputProps {
  readonly label: string;
  /** Integer cents, or null when empty. */
  readonly value: number | null;
  readonly onChange: (cents: number | null) => void;
  readonly required?: boolean;
  readonly error?: string;
  readonly description?: string;
  readonly disabled?: boolean;
  /** The input itself, e.g. for a form to focus it when it refuses the field. */
  readonly ref?: Ref<HTMLInputElement>;
}

/** Money in reais (SPEC §5): digits only, kept as integer cents and shown as 'R$ 1.234,56'. */
export function CurrencyInput({ value, onChange, ref: outerRef, ...props }: CurrencyInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const inputRef = useMergedRef(ref, outerRef);
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  // Digits are always typed at the end: the caret stays there.
  useLayoutEffect(() => {
    const input = ref.current;
    if (input === null || document.activeElement !== input) return;
    input.setSelectionRange(input.value.length, input.value.length);
  });

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Backspace and delete do nothing at zero (SPEC §5).
    if ((event.key === 'Backspace' || event.key === 'Delete') && value === 0) event.preventDefault();
  }

  return (
    <TextInput
      {...props}
      ref={inputRef}
      inputMode="numeric"
      autoComplete="off"
      placeholder="R$ 0,00"
      value={showCents(value)}
      onKeyDown={keyDown}
      onChange={(event) => {
        rerender();
        onChange(nextCents(value, event.currentTarget.value));
      }}
    />
  );
}
