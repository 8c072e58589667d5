import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../test/render.tsx';
import { DateField } from './DateField.tsx';

interface HeldProps {
  readonly initial?: string;
  readonly onChange: (value: string) => void;
  readonly minDate?: string;
  readonly maxDate?: string;
}

/** A DateField held by a form: the value it gets back is what it handed to onChange. */
function Held({ initial = '', onChange, minDate, maxDate }: HeldProps) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Data de nascimento"
      value={value}
      minDate={minDate}
      maxDate={maxDate}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

function renderDate(props: Omit<HeldProps, 'onChange'> = {}) {
  const onChange = vi.fn<(value: string) => void>();
  const rendered = renderWidget(<Held {...props} onChange={onChange} />);
  const input = screen.getByRole('textbox', { name: 'Data de nascimento' }) as HTMLInputElement;
  return { ...rendered, input, onChange };
}

/** The accessible description of the input: its message, if any. */
function messageOf(input: HTMLInputElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('DateField (SPEC §5)', () => {
  it('takes a full DD/MM/YYYY date as YYYY-MM-DD', async () => {
    const { user, input, onChange } = renderDate();
    await user.type(input, '15/03/1990');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('1990-03-15');
    expect(input.value).toBe('15/03/1990');
  });

  it('reads the digits alone of a phone keypad as DD/MM/YYYY', async () => {
    const { user, input, onChange } = renderDate();
    await user.type(input, '15031990');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('1990-03-15');
    expect(input.value).toBe('15/03/1990');
  });

  it('accepts the years 1900 to 9999 by default, and nothing outside them', async () => {
    const first = renderDate();
    await first.user.type(first.input, '01/01/1900');
    await first.user.tab();
    expect(first.onChange).toHaveBeenLastCalledWith('1900-01-01');
    first.unmount();

    const before = renderDate();
    await before.user.type(before.input, '31/12/1899');
    await before.user.tab();
    // The refused text stays in the field, and in the form, with the reason under it.
    expect(before.onChange).toHaveBeenLastCalledWith('31/12/1899');
    expect(before.input.value).toBe('31/12/1899');
    expect(messageOf(before.input)).toContain('Data inválida');
  });

  it('refuses an incomplete or impossible date', async () => {
    const { user, input, onChange } = renderDate();
    await user.type(input, '31/02/2001');
    await user.tab();
    expect(onChange).not.toHaveBeenCalledWith('2001-02-31');
    expect(onChange).toHaveBeenLastCalledWith('31/02/2001');
    expect(messageOf(input)).toContain('Data inválida');

    await user.clear(input);
    await user.type(input, '15/03/19');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('15/03/19');
    expect(messageOf(input)).toContain('Data inválida');
  });

  it("keeps to the field's own bounds and says which one was crossed", async () => {
    const { user, input, onChange } = renderDate({ minDate: '2020-01-01', maxDate: '2020-12-31' });
    await user.type(input, '15/06/2021');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('15/06/2021');
    expect(messageOf(input)).toContain('A data deve ser até 31/12/2020.');

    await user.clear(input);
    await user.type(input, '31/12/2019');
    await user.tab();
    expect(messageOf(input)).toContain('A data deve ser a partir de 01/01/2020.');

    await user.clear(input);
    await user.type(input, '15/06/2020');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('2020-06-15');
    expect(messageOf(input)).not.toContain('A data deve');
  });

  it('gives an empty value when cleared', async () => {
    const { user, input, onChange } = renderDate({ initial: '1990-03-15' });
    expect(input.value).toBe('15/03/1990');
    await user.clear(input);
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input.value).toBe('');
  });
});
