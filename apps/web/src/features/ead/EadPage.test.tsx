import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { i18n } from '../../i18n/i18n.ts';
import { LINK_KEY } from '../../session/ead-entry.ts';
import { renderWidget } from '../../test/render.tsx';
import { EadPage, mensagemDeErro } from './EadPage.tsx';

afterEach(() => window.sessionStorage.clear());

describe('EadPage (SPEC §2.1 /ead/:link)', () => {
  it('asks for the link again when this tab has none', () => {
    renderWidget(<EadPage />, { url: '/ead/x' });
    expect(screen.getByText('Link da aula não encontrado')).toBeTruthy();
  });

  it('asks the visitor to sign in with their student account', () => {
    window.sessionStorage.setItem(LINK_KEY, 'Ab3dEf6hIj9kLm2nOp5qRs8t');
    renderWidget(<EadPage />, { url: '/ead/x' });
    expect(screen.getByText('Entre com sua conta de aluno')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Entrar como aluno' }).getAttribute('href')).toBe('/aluno');
  });
});

describe('mensagemDeErro', () => {
  const t = i18n.t.bind(i18n);

  it("prefers the server's message", () => {
    const error = new ApiError(422, { mensagem: 'O prazo para entrar nesta aula terminou às 19:20.' });
    expect(mensagemDeErro(error, t)).toBe('O prazo para entrar nesta aula terminou às 19:20.');
  });

  it('reads the status when the server said nothing', () => {
    expect(mensagemDeErro(new ApiError(404, undefined), t)).toMatch(/^Link da aula inválido ou expirado/);
    expect(mensagemDeErro(new ApiError(403, undefined), t)).toMatch(/^Esta aula é de outra autoescola/);
    expect(mensagemDeErro(new ApiError(409, undefined), t)).toMatch(/em outro dispositivo/);
    expect(mensagemDeErro(new ApiError(0, undefined), t)).toMatch(/Verifique sua conexão/);
  });
});
