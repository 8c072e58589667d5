import { Button, List } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, useMutation } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../api/http-client.ts';
import { renderWidget } from '../../test/render.tsx';
import { TextareaField, TextField } from './fields.tsx';
import { useContractForm } from './useContractForm.ts';
import { useSaveForm } from './useSaveForm.ts';

/** The server's refusal of a lesson: a rule it breaks (of no field of the form) and a field's message. */
const REFUSAL = new ApiError(422, {
  success: false,
  mensagem: 'Os dados enviados são inválidos.',
  errors: { aula: ['Já existe aula neste horário.'], motivo: ['Motivo curto demais.'] },
});

function Form({ listsRefusal }: { readonly listsRefusal: boolean }) {
  const form = useContractForm(z.object({ hora: z.string(), motivo: z.string() }), {
    hora: '10:00',
    motivo: 'Chuva',
  });
  const { submit, otherErrors } = useSaveForm({
    // What the server answers, without the network.
    save: useMutation({ mutationFn: (_body: unknown) => Promise.reject<{ dados: null }>(REFUSAL) }),
    form,
    failureMessage: 'Não foi possível remarcar.',
    listsRefusal,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((body) => submit(body))}>
      <TextField control={form.control} name="hora" label="Hora" />
      <TextareaField control={form.control} name="motivo" label="Motivo" />
      <List aria-label="Recusa">
        {otherErrors.map((reason) => (
          <List.Item key={reason}>{reason}</List.Item>
        ))}
      </List>
      <Button type="submit">Remarcar</Button>
      <Notifications />
    </form>
  );
}

function renderForm(listsRefusal: boolean) {
  return renderWidget(<Form listsRefusal={listsRefusal} />, { url: '/', queryClient: new QueryClient() });
}

describe('useSaveForm', () => {
  it("puts a 422's messages under their fields, the first focused, and the others apart", async () => {
    const { user } = renderForm(true);
    await user.click(screen.getByRole('button', { name: 'Remarcar' }));
    expect(await screen.findByText('Motivo curto demais.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Motivo' }));
    expect(screen.getByRole('list', { name: 'Recusa' }).textContent).toBe('Já existe aula neste horário.');
  });

  it('toasts a 422 unless the form lists the refusal itself', async () => {
    const listed = renderForm(true);
    await listed.user.click(screen.getByRole('button', { name: 'Remarcar' }));
    await screen.findByText('Motivo curto demais.');
    expect(screen.queryByText('Os dados enviados são inválidos.')).toBeNull();
    listed.unmount();

    const { user } = renderForm(false);
    await user.click(screen.getByRole('button', { name: 'Remarcar' }));
    expect(await screen.findByText('Os dados enviados são inválidos.')).toBeTruthy();
  });
});
