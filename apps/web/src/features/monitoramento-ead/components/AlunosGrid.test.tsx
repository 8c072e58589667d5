import type { AlunoNaSala, Verificacao } from '@cfc/contract';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../../test/render.tsx';
import { AlunosGrid } from './AlunosGrid.tsx';

function verificacao(id: number, marcas: Partial<Verificacao>): Verificacao {
  return {
    id_verificacao: id,
    id_aluno: 1,
    momento: 'abertura',
    resultado: 'aprovada',
    motivo: null,
    motivo_texto: null,
    pedida_em: '2026-11-26T22:01:00.000Z',
    prazo_em: '2026-11-26T22:03:00.000Z',
    respondida_em: '2026-11-26T22:01:20.000Z',
    rostos: 1,
    similaridade: 91,
    vivacidade: 87,
    foto: true,
    ...marcas,
  };
}

function aluno(id_aluno: number, aluno_nome: string, marcas: Partial<AlunoNaSala> = {}): AlunoNaSala {
  return {
    id_aluno,
    aluno_nome,
    referencia: true,
    conectado: true,
    entrou_em: '2026-11-26T22:00:30.000Z',
    minutos_conectados: 12,
    quedas: 0,
    mao_levantada: false,
    ip: '200.1.2.3',
    ultima_verificacao: null,
    verificacoes: [],
    presente: null,
    horas_aula: null,
    motivo: null,
    ...marcas,
  };
}

const ANA = aluno(1, 'Ana Silva', { ultima_verificacao: verificacao(11, {}) });
const BRUNO = aluno(2, 'Bruno Costa', {
  minutos_conectados: 9,
  quedas: 1,
  mao_levantada: true,
  ultima_verificacao: verificacao(12, {
    id_aluno: 2,
    resultado: 'reprovada',
    motivo: 'rosto_diferente',
    motivo_texto: 'O rosto não corresponde à foto de referência.',
    similaridade: 31,
    vivacidade: 90,
  }),
});
const CARLA = aluno(3, 'Carla Dias', {
  conectado: false,
  minutos_conectados: 0,
  referencia: false,
  ultima_verificacao: verificacao(13, {
    id_aluno: 3,
    resultado: 'pendente',
    respondida_em: null,
    rostos: null,
    similaridade: null,
    vivacidade: null,
    foto: false,
  }),
});

const cartao = (nome: string) => screen.getByRole('listitem', { name: nome });
const fotosPedidas: string[] = [];
const createObjectURL = URL.createObjectURL;
const revokeObjectURL = URL.revokeObjectURL;

beforeEach(() => {
  fotosPedidas.length = 0;
  // The check photos at the network's edge, as JPEG bytes.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = String(input);
    fotosPedidas.push(path);
    return new Response(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), {
      status: 200,
      headers: { 'content-type': 'image/jpeg' },
    });
  });
  // jsdom has no object URLs.
  URL.createObjectURL = () => 'blob:foto-verificacao';
  URL.revokeObjectURL = () => {};
});

afterEach(() => {
  vi.unstubAllGlobals();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

function renderGrid(onVerificar?: (aluno: AlunoNaSala) => void) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWidget(<AlunosGrid alunos={[CARLA, BRUNO, ANA]} alcance="todas" onVerificar={onVerificar} />, {
    queryClient,
  });
}

describe("the room's grid of students (AlunosGrid)", () => {
  it("shows each student's latest check photo and result, with the reason of a failure and the scores", async () => {
    renderGrid();
    const nomes = within(screen.getByRole('list', { name: 'Alunos' }))
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('aria-label'));
    // Connected first, then by name.
    expect(nomes).toEqual(['Ana Silva', 'Bruno Costa', 'Carla Dias']);

    const ana = cartao('Ana Silva');
    expect(within(ana).getByText('Aprovada')).toBeTruthy();
    expect(within(ana).getByText('Conectado')).toBeTruthy();
    expect(within(ana).getByText('Similaridade 91% · Vivacidade 87%')).toBeTruthy();
    expect(within(ana).getByText('12 minutos conectados')).toBeTruthy();
    const foto = await within(ana).findByRole('img', { name: 'Última foto de verificação de Ana Silva' });
    expect(foto.getAttribute('src')).toMatch(/^blob:foto-/);

    const bruno = cartao('Bruno Costa');
    expect(within(bruno).getByText('Reprovada')).toBeTruthy();
    expect(within(bruno).getByText('O rosto não corresponde à foto de referência.')).toBeTruthy();
    expect(within(bruno).getByText('Similaridade 31% · Vivacidade 90%')).toBeTruthy();
    expect(within(bruno).getByText('Mão levantada')).toBeTruthy();
    expect(within(bruno).getByText('9 minutos conectados · 1 queda')).toBeTruthy();

    const carla = cartao('Carla Dias');
    expect(within(carla).getByText('Pendente')).toBeTruthy();
    expect(within(carla).getByText('Desconectado')).toBeTruthy();
    expect(within(carla).getByText('Sem foto de referência')).toBeTruthy();
    expect(within(carla).queryByRole('img')).toBeNull();

    await waitFor(() =>
      expect([...fotosPedidas].sort()).toEqual([
        '/api/v1/ead/verificacoes/11/foto',
        '/api/v1/ead/verificacoes/12/foto',
      ]),
    );
  });

  it("asks a connected student's check now, and not a disconnected one's", async () => {
    const pedidos: string[] = [];
    const { user } = renderGrid((item) => pedidos.push(item.aluno_nome));
    await user.click(screen.getByRole('button', { name: 'Verificar agora o rosto de Bruno Costa' }));
    expect(pedidos).toEqual(['Bruno Costa']);
    const carla = screen.getByRole('button', { name: 'Verificar agora o rosto de Carla Dias' });
    expect(carla.hasAttribute('disabled')).toBe(true);
  });

  it('offers no check to whoever may not ask one', () => {
    renderGrid();
    expect(screen.queryByRole('button', { name: /Verificar agora/ })).toBeNull();
  });
});
