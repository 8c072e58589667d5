import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINK_KEY } from '../../../session/ead-entry.ts';
import { salaAlunoFixture } from '../../../test/ead-fixtures.ts';
import { renderWidget } from '../../../test/render.tsx';
import { SalaDeEspera } from './SalaDeEspera.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('SalaDeEspera (issue 18: the waiting room before a remote lesson)', () => {
  it('shows the lesson, its instructor, the countdown, the rule of the face checks and lets the student join', async () => {
    const onEntrar = vi.fn();
    const { user } = renderWidget(
      <SalaDeEspera sala={salaAlunoFixture()} onEntrar={onEntrar} entrando={false} />,
    );
    expect(screen.getByRole('heading', { name: 'Legislação de trânsito' })).toBeTruthy();
    expect(screen.getByText('Ivo Instrutor')).toBeTruthy();
    expect(screen.getByText(/^Começa em \d\d:\d\d$/)).toBeTruthy();
    expect(
      screen.getByText('Sua presença é conferida por verificação facial na abertura e no encerramento'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Entrar na aula' }));
    expect(onEntrar).toHaveBeenCalledOnce();
  });

  it('says why the student cannot join, and the server refusal in Portuguese', () => {
    renderWidget(
      <SalaDeEspera
        sala={salaAlunoFixture({ pode_entrar: false, motivo: 'O prazo para entrar nesta aula terminou.' })}
        onEntrar={() => {}}
        entrando={false}
        erro="Você já está conectado a esta aula em outro dispositivo."
      />,
    );
    expect(screen.getByText('O prazo para entrar nesta aula terminou.')).toBeTruthy();
    expect(screen.getByText('Você já está conectado a esta aula em outro dispositivo.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Entrar na aula' }).hasAttribute('disabled')).toBe(true);
  });

  it('explains in Portuguese why the camera does not show (no camera API on this page)', () => {
    renderWidget(<SalaDeEspera sala={salaAlunoFixture()} onEntrar={() => {}} entrando={false} />);
    // jsdom, like a page served without https, has no navigator.mediaDevices.
    expect(screen.getByText('A câmera só funciona em uma conexão segura (endereço com https).')).toBeTruthy();
  });

  it("reports the camera that did not open to the lesson's trail", async () => {
    window.sessionStorage.setItem(LINK_KEY, 'Ab3dEf6hIj9kLm2nOp5qRs8t');
    // The network's edge, as the other screen tests reach it: the server answers the report.
    const fetch = vi.spyOn(window, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify({ success: true, mensagem: 'Registrado.' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    renderWidget(<SalaDeEspera sala={salaAlunoFixture()} onEntrar={() => {}} entrando={false} />);
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const [address, init] = fetch.mock.calls[0] ?? [];
    expect(String(address)).toBe('/api/v1/ead/salas/Ab3dEf6hIj9kLm2nOp5qRs8t/camera');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ problema: 'insegura' });
  });
});
