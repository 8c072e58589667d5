import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { alunoNaSalaFixture, verificacaoFixture } from '../../../test/ead-fixtures.ts';
import { renderWidget } from '../../../test/render.tsx';
import { AlunosGrid } from './AlunosGrid.tsx';

const ALUNOS = [
  alunoNaSalaFixture(5, 'Ana Aluna', {
    conectado: true,
    entrou_em: '2026-11-26T22:01:00.000Z',
    minutos_conectados: 12,
    ultima_verificacao: verificacaoFixture({ resultado: 'aprovada' }),
  }),
  alunoNaSalaFixture(6, 'Bruno Aluno', {
    conectado: true,
    entrou_em: '2026-11-26T22:02:00.000Z',
    mao_levantada: true,
    ultima_verificacao: verificacaoFixture({
      id_aluno: 6,
      resultado: 'reprovada',
      motivo: 'rosto_diferente',
      motivo_texto: 'O rosto não confere com a foto de referência.',
    }),
  }),
  alunoNaSalaFixture(8, 'Carla Aluna', { entrou_em: '2026-11-26T22:00:00.000Z', quedas: 2 }),
  alunoNaSalaFixture(9, 'Davi Aluno', { referencia: false }),
];

describe('AlunosGrid (the students of a live lesson)', () => {
  it('shows each student with connection, last check and raised hand; raised hands first', () => {
    renderWidget(
      <AlunosGrid alunos={ALUNOS} podeConduzir aoVivo onVerificar={() => {}} verificando={false} />,
    );
    expect(screen.getByText('2 de 4 conectados')).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards[0]?.getAttribute('aria-label')).toBe('Bruno Aluno');
    const bruno = within(screen.getByRole('article', { name: 'Bruno Aluno' }));
    expect(bruno.getByText('Mão levantada')).toBeTruthy();
    expect(bruno.getByText('Reprovada')).toBeTruthy();
    expect(bruno.getByText('O rosto não confere com a foto de referência.')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Ana Aluna' })).getByText('Aprovada')).toBeTruthy();
    const carla = within(screen.getByRole('article', { name: 'Carla Aluna' }));
    expect(carla.getByText('Desconectado')).toBeTruthy();
    expect(carla.getByText(/2 quedas/)).toBeTruthy();
    const davi = within(screen.getByRole('article', { name: 'Davi Aluno' }));
    expect(davi.getByText('Não entrou')).toBeTruthy();
    expect(davi.getByText('Sem foto de referência')).toBeTruthy();
  });

  it('asks a check of one connected student, or of all', async () => {
    const onVerificar = vi.fn();
    const { user } = renderWidget(
      <AlunosGrid alunos={ALUNOS} podeConduzir aoVivo onVerificar={onVerificar} verificando={false} />,
    );
    await user.click(screen.getByRole('button', { name: 'Verificar agora: Ana Aluna' }));
    expect(onVerificar).toHaveBeenLastCalledWith(5);
    expect(
      screen.getByRole('button', { name: 'Verificar agora: Carla Aluna' }).hasAttribute('disabled'),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Verificar todos' }));
    expect(onVerificar).toHaveBeenLastCalledWith();
  });

  it('offers no checks to who cannot run the lesson, nor before it is live', () => {
    renderWidget(
      <AlunosGrid alunos={ALUNOS} podeConduzir={false} aoVivo onVerificar={() => {}} verificando={false} />,
    );
    expect(screen.queryByRole('button', { name: 'Verificar todos' })).toBeNull();
    renderWidget(
      <AlunosGrid alunos={ALUNOS} podeConduzir aoVivo={false} onVerificar={() => {}} verificando={false} />,
    );
    expect(screen.queryByRole('button', { name: 'Verificar todos' })).toBeNull();
  });
});
