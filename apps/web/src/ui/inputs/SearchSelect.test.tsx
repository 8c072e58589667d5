import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWidget } from '../../test/render.tsx';
import { Bind, TextField } from '../form/fields.tsx';
import { useContractForm } from '../form/useContractForm.ts';
import { SELECT_SEARCH_LIMIT, SearchMultiSelect, SearchSelect } from './SearchSelect.tsx';

/** A form whose second field is a required choice, bound as the forms bind it. */
function Form() {
  const form = useContractForm(z.object({ nome: z.string().min(1), uf: z.string().length(2) }), {
    nome: 'Ana',
    uf: undefined,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => {})}>
      <TextField control={form.control} name="nome" label="Nome" />
      <Bind control={form.control} name="uf" label="UF">
        {(field) => (
          <SearchSelect
            label="UF"
            required
            data={['MA', 'PI']}
            {...field}
            value={field.value ?? null}
            onChange={(uf) => uf !== null && field.onChange(uf)}
          />
        )}
      </Bind>
      <Button type="submit">Salvar</Button>
    </form>
  );
}

const ALUNOS = Array.from({ length: 120 }, (_, index) => `Aluno ${String(index + 1).padStart(3, '0')}`);

describe('SearchSelect (SPEC §5, §9)', () => {
  it('lists at most 50 matches of the search', async () => {
    const { user } = renderWidget(
      <SearchSelect label="Aluno" data={ALUNOS} value={null} onChange={() => {}} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Aluno' }), 'Aluno');
    expect(SELECT_SEARCH_LIMIT).toBe(50);
    expect(screen.getAllByRole('option')).toHaveLength(50);
  });

  it('narrows the list as the user types', async () => {
    const { user } = renderWidget(
      <SearchSelect label="Aluno" data={ALUNOS} value={null} onChange={() => {}} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Aluno' }), 'Aluno 11');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Aluno 110',
      'Aluno 111',
      'Aluno 112',
      'Aluno 113',
      'Aluno 114',
      'Aluno 115',
      'Aluno 116',
      'Aluno 117',
      'Aluno 118',
      'Aluno 119',
    ]);
  });

  it('lists at most 50 matches in the multiple choice too', async () => {
    const { user } = renderWidget(
      <SearchMultiSelect label="Alunos" data={ALUNOS} value={[]} onChange={() => {}} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Alunos' }), 'Aluno');
    expect(screen.getAllByRole('option')).toHaveLength(50);
  });

  it('says a required choice is missing once the form was validated', () => {
    const { rerender } = renderWidget(
      <SearchSelect label="Instrutor" data={['Ana']} value={null} onChange={() => {}} required />,
    );
    expect(screen.queryByText('O campo Instrutor é obrigatório')).toBeNull();
    rerender(
      <SearchSelect label="Instrutor" data={['Ana']} value={null} onChange={() => {}} required validated />,
    );
    expect(screen.getByText('O campo Instrutor é obrigatório')).toBeTruthy();
  });

  it('takes the ref of a form: refused, the choice gets the focus (SPEC §5)', async () => {
    const { user } = renderWidget(<Form />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('O campo UF é obrigatório')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'UF' }));
  });
});
