import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { salaAlunoFixture, verificacaoFixture } from '../../../test/ead-fixtures.ts';
import { renderWidget } from '../../../test/render.tsx';
import { ResultadoAula } from './ResultadoAula.tsx';
import { ResultadoVerificacao, VerificacaoModal } from './VerificacaoModal.tsx';

const SEM_ROSTO = 'Nenhum rosto encontrado na foto. Olhe para a câmera, com boa luz.';

describe('VerificacaoModal (issue 18: the face check the server asks for)', () => {
  it('asks for a photo within the deadline, with the camera', () => {
    renderWidget(<VerificacaoModal verificacao={verificacaoFixture()} onClose={() => {}} />, {
      queryClient: new QueryClient(),
    });
    expect(screen.getByText('Verificação facial · Abertura')).toBeTruthy();
    expect(screen.getByText(/^Responda em \d\d:\d\d$/)).toBeTruthy();
    // Without a camera (jsdom) the photo cannot be taken.
    expect(screen.getByRole('button', { name: 'Tirar foto' }).hasAttribute('disabled')).toBe(true);
  });

  it('says when the time to answer is over', () => {
    const vencida = verificacaoFixture({ prazo_em: new Date(Date.now() - 1000).toISOString() });
    renderWidget(<VerificacaoModal verificacao={vencida} onClose={() => {}} />, {
      queryClient: new QueryClient(),
    });
    expect(screen.getByText('O prazo para responder terminou.')).toBeTruthy();
  });

  it('shows nothing without a check', () => {
    renderWidget(<VerificacaoModal verificacao={null} onClose={() => {}} />, {
      queryClient: new QueryClient(),
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('ResultadoVerificacao', () => {
  it('shows a pass, and a failure with its reason', () => {
    renderWidget(<ResultadoVerificacao verificacao={verificacaoFixture({ resultado: 'aprovada' })} />);
    expect(screen.getByText('Verificação aprovada')).toBeTruthy();
    renderWidget(
      <ResultadoVerificacao
        verificacao={verificacaoFixture({
          resultado: 'reprovada',
          motivo: 'sem_rosto',
          motivo_texto: SEM_ROSTO,
        })}
      />,
    );
    expect(screen.getByText('Verificação reprovada')).toBeTruthy();
    expect(screen.getByText(SEM_ROSTO)).toBeTruthy();
  });
});

describe('ResultadoAula (after the lesson closes)', () => {
  it('shows the presence with the h/a counted', () => {
    renderWidget(
      <ResultadoAula sala={salaAlunoFixture({ transmissao: 'encerrada', presente: true, horas_aula: 1 })} />,
      { url: '/' },
    );
    expect(screen.getByText('Presença confirmada')).toBeTruthy();
    expect(screen.getByText('Esta aula contou 1 hora-aula para você.')).toBeTruthy();
  });

  it('shows the reason of the absence and the failed check', () => {
    const motivo = 'Reprovado na verificação facial de abertura: rosto não confere com a foto de referência.';
    renderWidget(
      <ResultadoAula
        sala={salaAlunoFixture({
          transmissao: 'encerrada',
          presente: false,
          horas_aula: 0,
          motivo_ausencia: motivo,
          verificacoes: [
            verificacaoFixture({
              resultado: 'reprovada',
              motivo: 'rosto_diferente',
              motivo_texto: 'Rosto não confere.',
            }),
          ],
        })}
      />,
      { url: '/' },
    );
    expect(screen.getByText('Presença não confirmada')).toBeTruthy();
    expect(screen.getByText(motivo)).toBeTruthy();
    expect(screen.getByText('Reprovada')).toBeTruthy();
    expect(screen.getByText('Rosto não confere.')).toBeTruthy();
  });

  it('waits while the presence is being counted', () => {
    renderWidget(<ResultadoAula sala={salaAlunoFixture({ transmissao: 'encerrada' })} />, { url: '/' });
    expect(screen.getByText('A aula terminou. Sua presença está sendo apurada…')).toBeTruthy();
  });
});
