import { type Aluno, alunosApi, type Page } from '@cfc/contract';
import { Button } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { queryKeyOf } from '../../../api/queries.ts';
import { renderWidget } from '../../../test/render.tsx';
import { Bind } from '../../../ui/form/fields.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { AlunoPicker } from './AlunoPicker.tsx';

const ANA: Aluno = {
  id_aluno: 7,
  nome: 'Ana Silva Santos',
  cpf: '39053344705',
  data_nascimento: null,
  nome_mae: null,
  email: null,
  telefone: null,
  cep: null,
  logradouro: null,
  numero: null,
  complemento: null,
  bairro: null,
  cidade: null,
  uf: null,
  renach: 'MA123456789',
  tem_foto: false,
  situacao: 'ativo',
  gratuidade_teorica: false,
  gratuidade_pratica: false,
  created_at: '2026-01-05T12:00:00.000Z',
};

/** The school's students as the picker asks them before anything is typed, and Ana once chosen: no call leaves the test. */
function seededCache() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  const page: Page<Aluno> = { data: [ANA], current_page: 1, last_page: 1, per_page: 50, total: 1 };
  queryClient.setQueryData(queryKeyOf(alunosApi.list, { query: { per_page: 50, sort: 'nome' } }), page);
  queryClient.setQueryData(queryKeyOf(alunosApi.get, { params: { id: ANA.id_aluno } }), ANA);
  return queryClient;
}

/** A form that needs a student, bound as ProcessoForm binds it. */
function Form({ onSave }: { readonly onSave: (values: { aluno_id: number }) => void }) {
  const form = useContractForm(z.object({ aluno_id: z.number().int().positive() }), { aluno_id: undefined });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <Bind control={form.control} name="aluno_id" label="Aluno">
        {(field) => (
          <AlunoPicker
            ref={field.ref}
            value={field.value}
            onChange={(id) => field.onChange(id as number)}
            error={field.error}
          />
        )}
      </Bind>
      <Button type="submit">Salvar</Button>
    </form>
  );
}

describe('AlunoPicker', () => {
  it('takes the ref of a form: refused, the student search gets the focus (SPEC §5)', async () => {
    const onSave = vi.fn();
    const { user } = renderWidget(<Form onSave={onSave} />, { queryClient: seededCache() });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('O campo Aluno é obrigatório')).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Aluno' });
    expect(document.activeElement).toBe(input);
    expect(onSave).not.toHaveBeenCalled();

    await user.click(input);
    await user.click(screen.getByRole('option', { name: /Ana Silva Santos/ }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSave.mock.calls[0]?.[0]).toEqual({ aluno_id: ANA.id_aluno });
  });
});
