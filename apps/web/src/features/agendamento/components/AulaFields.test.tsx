import { dateField } from '@cfc/contract';
import { addDays, todayInSaoPaulo } from '@cfc/domain';
import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWidget } from '../../../test/render.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { AulaDataField, IdSelectField } from './AulaFields.tsx';

const schema = z.object({ instrutor_id: z.number().int().positive(), data: dateField });

/** A booking's instructor and day, as AgendarPage and RemarcarForm bind them. */
function Form({ onSave }: { readonly onSave: (values: z.output<typeof schema>) => void }) {
  const form = useContractForm(schema, { instrutor_id: undefined, data: '' });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <IdSelectField
        control={form.control}
        name="instrutor_id"
        label="Instrutor"
        data={[{ value: '3', label: 'Bruno Almeida Nascimento' }]}
      />
      <AulaDataField control={form.control} name="data" label="Data da aula" />
      <Button type="submit">Agendar</Button>
    </form>
  );
}

/** DD/MM/YYYY of a 'YYYY-MM-DD'. */
const typed = (day: string) => day.split('-').reverse().join('/');

describe("the lesson's fields (AulaFields)", () => {
  it('gives the focus to the first refused one: the instructor, then the day (SPEC §5)', async () => {
    const onSave = vi.fn();
    const { user } = renderWidget(<Form onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Agendar' }));
    expect(screen.getByText('O campo Instrutor é obrigatório')).toBeTruthy();
    expect(screen.getByText('O campo Data da aula é obrigatório')).toBeTruthy();
    const instrutor = screen.getByRole('textbox', { name: 'Instrutor' });
    expect(document.activeElement).toBe(instrutor);

    await user.click(instrutor);
    await user.click(screen.getByRole('option', { name: 'Bruno Almeida Nascimento' }));
    await user.click(screen.getByRole('button', { name: 'Agendar' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Data da aula' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('hands the form the id chosen and a day from today on', async () => {
    const onSave = vi.fn();
    const { user } = renderWidget(<Form onSave={onSave} />);
    const tomorrow = addDays(todayInSaoPaulo(), 1);
    await user.click(screen.getByRole('textbox', { name: 'Instrutor' }));
    await user.click(screen.getByRole('option', { name: 'Bruno Almeida Nascimento' }));
    const data = screen.getByRole('textbox', { name: 'Data da aula' });
    await user.type(data, typed(tomorrow));
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Agendar' }));
    expect(onSave.mock.calls[0]?.[0]).toEqual({ instrutor_id: 3, data: tomorrow });
  });
});
