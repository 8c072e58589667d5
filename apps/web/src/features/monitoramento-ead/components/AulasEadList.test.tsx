import type { AulaEad } from '@cfc/contract';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../../test/render.tsx';
import type { Alcance } from '../api.ts';
import { AulasEadList } from './AulasEadList.tsx';

function aula(id: number, marcas: Partial<AulaEad> = {}): AulaEad {
  return {
    id_aula_teorica: id,
    id_autoescola: 4,
    autoescola: 'autoescolacentral',
    autoescola_nome: 'Autoescola Central',
    id_turma: 3,
    turma_nome: 'Turma Noturna',
    disciplina: 'legislacao',
    disciplina_nome: 'Legislação de trânsito',
    id_instrutor: 2,
    instrutor_nome: 'Ivo Instrutor',
    data: '2026-11-26',
    hora_inicio: '19:00:00',
    hora_fim: '19:50:00',
    inicio: '2026-11-26T22:00:00.000Z',
    fim: '2026-11-26T22:50:00.000Z',
    transmissao: 'ao_vivo',
    iniciada_em: '2026-11-26T21:59:00.000Z',
    encerrada_em: null,
    link: 'abcdefghijklmnopqrstuvwx',
    alunos: 5,
    conectados: 3,
    presentes: 0,
    verificacoes_reprovadas: 1,
    gravacao: false,
    ...marcas,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const pagina = (data: AulaEad[]) => ({
  success: true,
  dados: { data, current_page: 1, last_page: 1, per_page: 5, total: data.length },
});

/** The server at the network's edge: the lessons by `transmissao`, and no instructors. */
function servidor(porStatus: Record<string, AulaEad[]>) {
  const pedidos: { path: string }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    pedidos.push({ path: `${url.pathname}${url.search}` });
    if (url.pathname === '/api/v1/ead/aulas') {
      return json(200, pagina(porStatus[url.searchParams.get('transmissao') ?? ''] ?? []));
    }
    if (url.pathname === '/api/v1/instrutores') return json(200, pagina([]));
    return json(404, { success: false, mensagem: `Sem rota ${url.pathname}` });
  });
  return pedidos;
}

function renderLista(alcance: Alcance, url = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWidget(
    <AulasEadList
      alcance={alcance}
      salaPath={(item) => `/sala/${item.autoescola}/${item.id_aula_teorica}`}
    />,
    { url, queryClient },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the list of virtual lessons (AulasEadList)', () => {
  it("shows monitoring the live lessons of every school with connections, failed checks and the room's link", async () => {
    const pedidos = servidor({ ao_vivo: [aula(7)] });
    renderLista('todas');
    const tabela = await screen.findByRole('table', { name: 'Aulas virtuais: Ao vivo' });
    const linha = (await within(tabela).findByText('Autoescola Central')).closest('tr') as HTMLElement;
    expect(within(linha).getByText('Turma Noturna')).toBeTruthy();
    expect(within(linha).getByText('Ivo Instrutor')).toBeTruthy();
    expect(within(linha).getByText('26/11/2026, 19:00–19:50')).toBeTruthy();
    expect(within(linha).getByText('Ao vivo')).toBeTruthy();
    expect(within(linha).getByText('3 / 5')).toBeTruthy();
    expect(
      within(linha).getByRole('link', { name: 'Abrir a sala da aula de Turma Noturna' }).getAttribute('href'),
    ).toBe('/sala/autoescolacentral/7');
    expect(
      within(linha).getByRole('button', { name: 'Relatório (PDF) da aula de Turma Noturna' }),
    ).toBeTruthy();
    const lista = pedidos.find((pedido) => pedido.path.startsWith('/api/v1/ead/aulas'));
    expect(lista?.path).toContain('transmissao=ao_vivo');
  });

  it('asks for the ended lessons on their tab and shows those present; a school sees no school column', async () => {
    const pedidos = servidor({
      ao_vivo: [],
      encerrada: [
        aula(8, { transmissao: 'encerrada', presentes: 4, conectados: 0, verificacoes_reprovadas: 2 }),
      ],
    });
    const { user } = renderLista('escola');
    expect(await screen.findByText('Nenhuma aula ao vivo agora.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Encerradas' }));
    const tabela = await screen.findByRole('table', { name: 'Aulas virtuais: Encerradas' });
    const linha = (await within(tabela).findByText('Turma Noturna')).closest('tr') as HTMLElement;
    expect(within(linha).getByText('Encerrada')).toBeTruthy();
    expect(within(linha).getByText('4')).toBeTruthy();
    expect(within(linha).getByText('2')).toBeTruthy();
    expect(within(tabela).queryByText('Autoescola Central')).toBeNull();
    await waitFor(() =>
      expect(pedidos.some((pedido) => pedido.path.includes('transmissao=encerrada'))).toBe(true),
    );
  });
});
