import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWidget } from '../../test/render.tsx';
import { Bind, TextField } from '../form/fields.tsx';
import { useContractForm } from '../form/useContractForm.ts';
import { CurrencyInput } from './CurrencyInput.tsx';

/** A no-break space: Intl puts one between R$ and the amount. */
const NBSP = '\u00a0';

function Held({ initial, onChange }: { initial: number | null; onChange: (cents: number | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <CurrencyInput
      label="Preço"
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

/** A plan's form: its name, then its price, bound as PlanoForm binds it. */
function Form({ onSave }: { readonly onSave: (values: { nome: string; preco: number }) => void }) {
  const schema = z.object({ nome: z.string().min(1), preco: z.number().int().min(1) });
  const form = useContractForm(schema, { nome: 'Pacote', preco: undefined });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <TextField control={form.control} name="nome" label="Nome" />
      <Bind control={form.control} name="preco" label="Preço">
        {(field) => (
          <CurrencyInput
            label="Preço"
            required
            {...field}
            value={field.value ?? null}
            onChange={(cents) => field.onChange((cents ?? undefined) as number)}
          />
        )}
      </Bind>
      <Button type="submit">Salvar</Button>
    </form>
  );
}

function renderCurrency(initial: number | null = null) {
  const onChange = vi.fn<(cents: number | null) => void>();
  const rendered = renderWidget(<Held initial={initial} onChange={onChange} />);
  const input = screen.getByRole('textbox', { name: 'Preço' }) as HTMLInputElement;
  return { ...rendered, input, onChange };
}

describe('CurrencyInput (SPEC §5)', () => {
  it('keeps integer cents and shows them as reais', async () => {
    const { user, input, onChange } = renderCurrency();
    await user.type(input, '123456');
    expect(onChange).toHaveBeenLastCalledWith(123456);
    expect(input.value).toBe(`R$${NBSP}1.234,56`);
  });

  it('shows a stored value in reais', () => {
    const { input } = renderCurrency(990);
    expect(input.value).toBe(`R$${NBSP}9,90`);
  });

  it('takes digits only', async () => {
    const { user, input, onChange } = renderCurrency();
    await user.type(input, '1a,2');
    expect(onChange).toHaveBeenLastCalledWith(12);
    expect(input.value).toBe(`R$${NBSP}0,12`);
  });

  it('drops the last digit on backspace', async () => {
    const { user, input, onChange } = renderCurrency(123456);
    await user.click(input);
    await user.keyboard('{End}{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(12345);
    expect(input.value).toBe(`R$${NBSP}123,45`);
  });

  it('blocks backspace and delete at zero', async () => {
    const { user, input, onChange } = renderCurrency(0);
    await user.click(input);
    await user.keyboard('{End}{Backspace}{Delete}');
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe(`R$${NBSP}0,00`);
  });

  it('takes a leading zero only when a value already exists', async () => {
    const empty = renderCurrency();
    await empty.user.type(empty.input, '0');
    expect(empty.onChange).toHaveBeenLastCalledWith(null);
    expect(empty.input.value).toBe('');
    empty.unmount();

    const some = renderCurrency(1);
    await some.user.click(some.input);
    await some.user.keyboard('{End}0');
    expect(some.onChange).toHaveBeenLastCalledWith(10);
    expect(some.input.value).toBe(`R$${NBSP}0,10`);
  });

  it('keeps the caret at the end, where digits are typed', async () => {
    const { user, input } = renderCurrency();
    await user.type(input, '12345');
    expect(input.selectionStart).toBe(input.value.length);
  });

  it('takes the ref of a form: refused, the price gets the focus and still keeps the caret at its end', async () => {
    const onSave = vi.fn();
    const { user } = renderWidget(<Form onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('O campo Preço é obrigatório')).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Preço' }) as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    await user.keyboard('1990');
    expect(input.value).toBe(`R$${NBSP}19,90`);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSave.mock.calls[0]?.[0]).toEqual({ nome: 'Pacote', preco: 1990 });
  });
});
