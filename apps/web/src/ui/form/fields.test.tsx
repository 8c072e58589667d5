import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWidget } from '../../test/render.tsx';
import { CpfInput } from '../inputs/MaskedInputs.tsx';
import { Bind, CheckboxField, NumberField, TextareaField, TextField } from './fields.tsx';
import { useContractForm } from './useContractForm.ts';

/** A schema as the contract writes them: its own messages for what is filled in wrongly. */
const schema = z.object({
  nome: z.string().trim().min(1, 'Informe o nome.').max(10, 'Nome longo demais.'),
  email: z.string().email('E-mail inválido.'),
  cpf: z.string().regex(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/, 'CPF inválido.'),
  vagas: z.number({ error: 'Informe as vagas.' }).int().min(1, 'Ao menos uma vaga.'),
  ativo: z.boolean(),
  // What the inputs hold and what the schema gives differ: a blank text goes as null.
  observacoes: z
    .string()
    .trim()
    .transform((text) => (text === '' ? null : text)),
});

type Values = z.output<typeof schema>;

function Form({ onSave }: { readonly onSave: (values: Values) => void }) {
  const form = useContractForm(schema, {
    nome: '',
    email: '',
    cpf: '',
    vagas: undefined,
    ativo: false,
    observacoes: '',
  });
  const { control } = form;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <TextField control={control} name="nome" label="Nome" />
      <TextField control={control} name="email" label="E-mail" />
      <Bind control={control} name="cpf" label="CPF">
        {(field) => <CpfInput label="CPF" {...field} />}
      </Bind>
      <NumberField control={control} name="vagas" label="Vagas" />
      <CheckboxField control={control} name="ativo" label="Ativo" />
      <TextareaField control={control} name="observacoes" label="Observações" />
      <Button type="submit">Salvar</Button>
    </form>
  );
}

function renderForm() {
  const onSave = vi.fn<(values: Values) => void>();
  return { ...renderWidget(<Form onSave={onSave} />), onSave };
}

const REQUIRED = ['Nome', 'E-mail', 'CPF', 'Vagas'].map((label) => `O campo ${label} é obrigatório`);

describe('bound form fields (ui/form/fields.tsx)', () => {
  it("says 'O campo X é obrigatório' under each empty field, only after the submit (SPEC §5)", async () => {
    const { user, onSave } = renderForm();
    for (const message of REQUIRED) expect(screen.queryByText(message)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    for (const message of REQUIRED) expect(screen.getByText(message)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    // The first refused field gets the focus.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nome' }));
  });

  it("shows the schema's own message for a field filled in wrongly, and follows each change", async () => {
    const { user } = renderForm();
    const nome = screen.getByRole('textbox', { name: 'Nome' });
    await user.type(nome, 'Ana Beatriz Souza');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Nome longo demais.')).toBeTruthy();
    expect(screen.getByText('E-mail inválido.')).toBeTruthy();

    await user.clear(nome);
    await user.type(nome, 'Ana');
    expect(screen.queryByText('Nome longo demais.')).toBeNull();
    await user.clear(nome);
    expect(screen.getByText('O campo Nome é obrigatório')).toBeTruthy();
  });

  it('hands the schema the values it accepts: the masked CPF, a number, a boolean', async () => {
    const { user, onSave } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), '  Ana ');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@cfc.com.br');
    await user.type(screen.getByRole('textbox', { name: 'CPF' }), '39053344705');
    await user.type(screen.getByRole('textbox', { name: 'Vagas' }), '3');
    await user.click(screen.getByRole('checkbox', { name: 'Ativo' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSave).toHaveBeenCalledOnce();
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      nome: 'Ana',
      email: 'ana@cfc.com.br',
      cpf: '390.533.447-05',
      vagas: 3,
      ativo: true,
      observacoes: null,
    });
  });

  it('binds a multi-line text as it binds a line, the schema giving its own value for it', async () => {
    const { user, onSave } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@cfc.com.br');
    await user.type(screen.getByRole('textbox', { name: 'CPF' }), '39053344705');
    await user.type(screen.getByRole('textbox', { name: 'Vagas' }), '3');
    const observacoes = screen.getByRole('textbox', { name: 'Observações' });
    await user.type(observacoes, ' Aulas{Enter}à tarde ');
    expect((observacoes as HTMLTextAreaElement).value).toBe(' Aulas\nà tarde ');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ observacoes: 'Aulas\nà tarde' });
  });
});
