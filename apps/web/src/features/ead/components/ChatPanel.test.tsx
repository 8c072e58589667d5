import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mensagemFixture } from '../../../test/ead-fixtures.ts';
import { renderWidget } from '../../../test/render.tsx';
import { ChatPanel } from './ChatPanel.tsx';

describe('ChatPanel (the lesson chat)', () => {
  it('shows messages with who wrote them, and the raised hands', () => {
    renderWidget(
      <ChatPanel
        mensagens={[
          mensagemFixture(1, { texto: 'Boa noite, professor!' }),
          mensagemFixture(2, {
            autor_nome: 'Ivo Instrutor',
            autor_papel: 'instrutor',
            texto: 'Boa noite, turma.',
          }),
          mensagemFixture(3, { tipo: 'mao_levantada', texto: '' }),
        ]}
        onEnviar={async () => {}}
      />,
    );
    expect(screen.getByText('Boa noite, professor!')).toBeTruthy();
    expect(screen.getByText('Instrutor')).toBeTruthy();
    expect(screen.getByText(/Ana Aluna levantou a mão/)).toBeTruthy();
  });

  it('sends the message written and empties the box', async () => {
    const onEnviar = vi.fn(async (_texto: string) => {});
    const { user } = renderWidget(<ChatPanel mensagens={[]} onEnviar={onEnviar} />);
    expect(screen.getByText('Nenhuma mensagem ainda.')).toBeTruthy();
    const caixa = screen.getByRole('textbox', { name: 'Mensagem' });
    await user.type(caixa, 'Posso fazer uma pergunta?');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onEnviar).toHaveBeenCalledWith('Posso fazer uma pergunta?'));
    await waitFor(() => expect((caixa as HTMLInputElement).value).toBe(''));
  });

  it('refuses an empty message with the contract message', async () => {
    const onEnviar = vi.fn(async (_texto: string) => {});
    const { user } = renderWidget(<ChatPanel mensagens={[]} onEnviar={onEnviar} />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(/O campo Mensagem é obrigatório|Escreva a mensagem/)).toBeTruthy();
    expect(onEnviar).not.toHaveBeenCalled();
  });
});
