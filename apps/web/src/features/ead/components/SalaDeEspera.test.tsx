import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { salaAlunoFixture } from '../../../test/ead-fixtures.ts';
import { renderWidget } from '../../../test/render.tsx';
import { SalaDeEspera } from './SalaDeEspera.tsx';

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
});
