import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { salaAlunoFixture, verificacaoFixture } from '../../../test/ead-fixtures.ts';
import { renderWidget } from '../../../test/render.tsx';
import { GravacaoAula } from './GravacaoAula.tsx';

const LINK = 'Ab3dEf6hIj9kLm2nOp5qRs8t';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ausente = salaAlunoFixture({
  transmissao: 'encerrada',
  presente: false,
  horas_aula: 0,
  motivo_ausencia: 'O aluno não entrou na aula.',
  gravacao: { disponivel: true, motivo: null },
});

/** The server at the network's edge: the replay starts, then each report answers the next reply given. */
function servidor(sinais: unknown[]) {
  const pedidos: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    pedidos.push({ path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (url.pathname === `/api/v1/ead/salas/${LINK}/gravacao`) {
      return json(200, {
        success: true,
        dados: {
          id_reproducao: 9,
          duracao_segundos: 600,
          assistidos_segundos: 0,
          necessarios_segundos: 510,
          posicao: 0,
          verificacao_pendente: verificacaoFixture(),
        },
      });
    }
    if (url.pathname === '/api/v1/ead/reproducoes/9/sinal') {
      return json(200, { success: true, dados: sinais.shift() });
    }
    // The recording's playlist, and anything else: not there (the player waits).
    return json(404, { success: false, mensagem: `Sem rota ${url.pathname}` });
  });
  return pedidos;
}

afterEach(() => vi.unstubAllGlobals());

describe('GravacaoAula (issue 18: an absent student replays the recording)', () => {
  it('tells why the recording is not available', () => {
    renderWidget(
      <GravacaoAula
        link={LINK}
        sala={salaAlunoFixture({
          ...ausente,
          gravacao: {
            disponivel: false,
            motivo: 'O seu estado não permite aulas gravadas: só a aula ao vivo conta.',
          },
        })}
      />,
      { queryClient: new QueryClient() },
    );
    expect(screen.getByText('Gravação indisponível')).toBeTruthy();
    expect(
      screen.getByText('O seu estado não permite aulas gravadas: só a aula ao vivo conta.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Assistir à gravação' })).toBeNull();
  });

  it('shows nothing once the lesson counted', () => {
    renderWidget(<GravacaoAula link={LINK} sala={salaAlunoFixture({ ...ausente, presente: true })} />, {
      queryClient: new QueryClient(),
    });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('plays the recording, reports the position, shows the time watched and asks the opening check', async () => {
    const pedidos = servidor([
      {
        assistidos_segundos: 125,
        necessarios_segundos: 510,
        verificacao_pendente: verificacaoFixture(),
        concluida: false,
        presente: false,
        motivo: 'Assistido 20% da gravação; são necessários 85%.',
      },
    ]);
    const { user } = renderWidget(<GravacaoAula link={LINK} sala={ausente} />, {
      queryClient: new QueryClient(),
    });
    expect(screen.getByRole('heading', { name: 'Assistir à gravação' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Assistir à gravação' }));
    expect(await screen.findByText('Assistido 02:05 de 08:30 necessários')).toBeTruthy();
    expect(screen.getByText('Verificação facial · Abertura')).toBeTruthy();
    expect(screen.getByRole('region', { name: /./ })).toBeTruthy();
    const sinal = pedidos.find((item) => item.path === '/api/v1/ead/reproducoes/9/sinal');
    expect(sinal?.body).toEqual({ posicao: 0 });
    expect(pedidos.some((item) => item.path === '/api/v1/ead/aulas/7/hls/gravacao.m3u8')).toBe(true);
  });

  it('shows the result once the replay counted', async () => {
    servidor([
      {
        assistidos_segundos: 515,
        necessarios_segundos: 510,
        verificacao_pendente: null,
        concluida: true,
        presente: true,
        motivo: null,
      },
    ]);
    const { user } = renderWidget(<GravacaoAula link={LINK} sala={ausente} />, {
      queryClient: new QueryClient(),
    });
    await user.click(screen.getByRole('button', { name: 'Assistir à gravação' }));
    expect(await screen.findByText('Gravação assistida: presença confirmada.')).toBeTruthy();
  });

  it('shows the reason when a check failed, and offers to watch again', async () => {
    const motivo =
      'Verificação facial (abertura) reprovada: O rosto não confere com a foto de referência do cadastro.';
    servidor([
      {
        assistidos_segundos: 0,
        necessarios_segundos: 510,
        verificacao_pendente: null,
        concluida: true,
        presente: false,
        motivo,
      },
    ]);
    const { user } = renderWidget(<GravacaoAula link={LINK} sala={ausente} />, {
      queryClient: new QueryClient(),
    });
    await user.click(screen.getByRole('button', { name: 'Assistir à gravação' }));
    expect(await screen.findByText(motivo)).toBeTruthy();
    expect(screen.getByText('A reposição pela gravação não contou')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Assistir de novo' })).toBeTruthy();
  });
});
