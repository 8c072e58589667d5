import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FILTER_DEBOUNCE_MS } from '../constants.ts';

interface DataTableFilterProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly label: string;
  readonly placeholder?: string;
}

/**
 * The text filter: the table asks the server only once typing pauses (SPEC §7, §9), or at once when
 * the user leaves the field: a click on a row's link right after typing must not be followed by
 * the filter's late update, which would bring the user back to the list.
 */
export function DataTableFilter({ value, onChange, label, placeholder }: DataTableFilterProps) {
  const [text, setText] = useState(value);
  const send = useDebouncedCallback(onChange, FILTER_DEBOUNCE_MS);

  // Follows changes made elsewhere (back navigation, a cleared address) but not the typing itself.
  useEffect(() => {
    setText((typed) => (typed.trim() === value ? typed : value));
  }, [value]);

  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        send(next);
      }}
      onBlur={() => send.flush()}
      w={{ base: '100%', xs: 320 }}
    />
  );
}
