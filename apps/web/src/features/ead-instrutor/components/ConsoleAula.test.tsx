import { eadApi, type SalaEad } from '@cfc/contract';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeyOf } from '../../../api/queries.ts';
import { aulaEadFixture, salaEadFixture, verificacaoFixture } from '../../../test/ead-fixtures.ts';
import { renderWidget } from '../../../test/render.tsx';
import { ConsoleAula } from './ConsoleAula.tsx';

/** The console with the room as the server gave it (cached; nothing leaves the test). */
function renderConsole(sala: SalaEad) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(queryKeyOf(eadApi.sala, { params: { id: sala.aula.id_aula_teorica } }), sala);
  return renderWidget(<ConsoleAula aulaId={sala.aula.id_aula_teorica} />, { url: '/', queryClient });
}

const instrutorAprovado = verificacaoFixture({ id_aluno: null, resultado: 'aprovada' });

describe('ConsoleAula (issue 18: the instructor runs a remote lesson)', () => {
  it('before the start: the face check first, then Iniciar aula, and the link for the students', () => {
    renderConsole(salaEadFixture());
    expect(screen.getByRole('heading', { name: 'Legislação de trânsito' })).toBeTruthy();
    expect(screen.getByText('Aguardando início')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verificar meu rosto' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Iniciar aula' }).hasAttribute('disabled')).toBe(true);
    const link = screen.getByRole('textbox', { name: 'Link para os alunos' }) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/ead/${btoa(btoa('Ab3dEf6hIj9kLm2nOp5qRs8t'))}`);
  });

  it('lets the instructor start once the opening check passed', () => {
    renderConsole(salaEadFixture({ instrutor_verificacoes: [instrutorAprovado] }));
    expect(screen.getByText('Verificação aprovada')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Iniciar aula' }).hasAttribute('disabled')).toBe(false);
  });

  it('live: screen sharing, end, and the checks of the students', () => {
    renderConsole(
      salaEadFixture({
        aula: aulaEadFixture({ transmissao: 'ao_vivo', iniciada_em: new Date().toISOString() }),
        instrutor_verificacoes: [instrutorAprovado],
      }),
    );
    expect(screen.getByText('Ao vivo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Compartilhar tela' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Encerrar aula' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verificar todos' })).toBeTruthy();
    // jsdom has no MediaRecorder: the console says the browser cannot broadcast.
    expect(screen.getByText(/Este navegador não transmite vídeo/)).toBeTruthy();
  });

  it('closed: the closing face check of the instructor', () => {
    renderConsole(
      salaEadFixture({
        aula: aulaEadFixture({ transmissao: 'encerrada' }),
        instrutor_verificacoes: [instrutorAprovado],
      }),
    );
    expect(screen.getByText('Faça agora a sua verificação facial de encerramento.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verificar meu rosto' })).toBeTruthy();
  });

  it('a viewer who may not run it follows the room without the controls', () => {
    renderConsole(salaEadFixture({ pode_conduzir: false }));
    expect(screen.getByText(/só o instrutor dela ou a equipe/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Iniciar aula' })).toBeNull();
  });
});
