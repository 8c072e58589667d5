import { Notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../../test/render.tsx';
import { CorrecaoModal } from './CorrecaoModal.tsx';

const PATH = '/api/v1/candidato/perfil/correcao';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server of the request, at the network's edge (as http-client.test.ts fakes it): `reply` answers it. */
function servidor(reply: () => Response) {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(input) !== PATH || init.method !== 'POST') return json(404, { success: false });
    bodies.push(JSON.parse(String(init.body)));
    return reply();
  });
  return bodies;
}

function renderModal() {
  const onClose = vi.fn();
  const rendered = renderWidget(
    <>
      <CorrecaoModal opened onClose={onClose} />
      <Notifications />
    </>,
    { url: '/candidato/aluno/perfil', queryClient: new QueryClient() },
  );
  return { ...rendered, onClose };
}

const enviar = () => screen.getByRole('button', { name: 'Enviar pedido' });
const descricao = () => screen.getByRole('textbox', { name: /Descrição da correção/ });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the student's correction request (CorrecaoModal)", () => {
  it('says in Portuguese what is missing or too short, focuses the first such field, and sends nothing', async () => {
    const bodies = servidor(() => json(201, { success: true, mensagem: 'ok' }));
    const { user, onClose } = renderModal();
    await user.click(enviar());
    expect(await screen.findByText('O campo O que deve ser corrigido é obrigatório')).toBeTruthy();
    expect(screen.getByText('O campo Descrição da correção é obrigatório')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Nome' }));

    // A field chosen clears its message; blanks do not count: the description is trimmed first.
    await user.click(screen.getByRole('checkbox', { name: 'Telefone' }));
    expect(screen.queryByText('O campo O que deve ser corrigido é obrigatório')).toBeNull();
    await user.type(descricao(), '   ab   ');
    await user.click(enviar());
    expect(await screen.findByText('Descreva a correção (ao menos 5 caracteres).')).toBeTruthy();
    expect(document.activeElement).toBe(descricao());
    expect(bodies).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the fields chosen, in the list order, with the description; then closes and confirms', async () => {
    const bodies = servidor(() =>
      json(201, { success: true, mensagem: 'Pedido de correção enviado à autoescola.' }),
    );
    const { user, onClose } = renderModal();
    await user.click(screen.getByRole('checkbox', { name: 'Telefone' }));
    await user.click(screen.getByRole('checkbox', { name: 'Nome' }));
    await user.type(descricao(), 'Meu telefone é (98) 98888-7777.');
    await user.click(enviar());

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(bodies).toEqual([{ campos: ['nome', 'telefone'], mensagem: 'Meu telefone é (98) 98888-7777.' }]);
    expect(await screen.findByText('Pedido de correção enviado à autoescola.')).toBeTruthy();
  });

  it("puts the server's refusal under its field and stays open", async () => {
    servidor(() =>
      json(422, {
        success: false,
        mensagem: 'Os dados enviados são inválidos.',
        errors: { mensagem: ['A descrição deve ter no máximo 1000 caracteres.'] },
      }),
    );
    const { user, onClose } = renderModal();
    await user.click(screen.getByRole('checkbox', { name: 'Outro' }));
    await user.type(descricao(), 'Meu endereço mudou.');
    await user.click(enviar());

    expect(await screen.findByText('A descrição deve ter no máximo 1000 caracteres.')).toBeTruthy();
    expect(document.activeElement).toBe(descricao());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Solicitar correção dos meus dados' })).toBeTruthy();
  });
});
