import { screen } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../test/render.tsx';
import {
  CepInput,
  CnpjInput,
  CpfInput,
  type MaskedInputProps,
  PhoneInput,
  PlateInput,
  RenachInput,
} from './MaskedInputs.tsx';

/** A masked input held by a form: the value it gets is what it handed to onChange. */
function Held({
  Input,
  initial = '',
  onChange,
}: {
  readonly Input: ComponentType<MaskedInputProps>;
  readonly initial?: string;
  readonly onChange: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <Input
      label="Documento"
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

function renderMasked(Input: ComponentType<MaskedInputProps>, initial?: string) {
  const onChange = vi.fn<(value: string) => void>();
  const rendered = renderWidget(<Held Input={Input} initial={initial} onChange={onChange} />);
  const input = screen.getByRole('textbox', { name: 'Documento' }) as HTMLInputElement;
  return { ...rendered, input, onChange };
}

describe('masked inputs (SPEC §5)', () => {
  it.each([
    ['CPF', CpfInput, '39053344705', '390.533.447-05'],
    ['CNPJ', CnpjInput, '45723174000110', '45.723.174/0001-10'],
    ['alphanumeric CNPJ', CnpjInput, '12abc34501de35', '12.ABC.345/01DE-35'],
    ['landline', PhoneInput, '9832214567', '(98) 3221-4567'],
    ['mobile', PhoneInput, '98991234567', '(98) 99123-4567'],
    ['CEP', CepInput, '65000000', '65000-000'],
    ['old plate', PlateInput, 'abc1234', 'ABC-1234'],
    ['Mercosul plate', PlateInput, 'abc1d23', 'ABC1D23'],
    ['RENACH', RenachInput, 'ma123456789', 'MA123456789'],
  ])('masks a %s as it is typed and hands the masked text to onChange', async (_, Input, typed, masked) => {
    const { user, input, onChange } = renderMasked(Input);
    await user.type(input, typed);
    expect(input.value).toBe(masked);
    expect(onChange).toHaveBeenLastCalledWith(masked);
  });

  it('drops what does not fit a position and what comes after the last one', async () => {
    const { user, input, onChange } = renderMasked(CpfInput);
    await user.type(input, '390a.533b44705999');
    expect(input.value).toBe('390.533.447-05');
    expect(onChange).toHaveBeenLastCalledWith('390.533.447-05');
  });

  it('masks partial input digit by digit', async () => {
    const { user, input } = renderMasked(PhoneInput);
    await user.type(input, '983');
    expect(input.value).toBe('(98) 3');
    await user.type(input, '2214567');
    expect(input.value).toBe('(98) 3221-4567');
    await user.type(input, '8');
    expect(input.value).toBe('(98) 32214-5678');
  });

  it('tells the plates apart by the fifth character', async () => {
    const { user, input } = renderMasked(PlateInput);
    await user.type(input, 'abc1');
    expect(input.value).toBe('ABC-1');
    await user.type(input, 'd');
    expect(input.value).toBe('ABC1D');
  });

  it('keeps the caret where the user edits in the middle', async () => {
    const { user, input, onChange } = renderMasked(CpfInput);
    await user.type(input, '1234567');
    expect(input.value).toBe('123.456.7');
    // Backspace after the '2': the digits after it move left, the caret stays after the '1'.
    input.setSelectionRange(2, 2);
    await user.keyboard('{Backspace}');
    expect(input.value).toBe('134.567');
    expect(onChange).toHaveBeenLastCalledWith('134.567');
    expect(input.selectionStart).toBe(1);
    await user.keyboard('9');
    expect(input.value).toBe('193.456.7');
    expect(input.selectionStart).toBe(2);
  });

  it('shows a stored value masked without reporting a change', () => {
    const { input, onChange } = renderMasked(CpfInput, '39053344705');
    expect(input.value).toBe('390.533.447-05');
    expect(onChange).not.toHaveBeenCalled();
  });
});
