import { type AulaTeoricaDetalhe, type Evidencia, type Presenca, turmasApi } from '@cfc/contract';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeyOf } from '../../../api/queries.ts';
import { renderWidget } from '../../../test/render.tsx';
import { FolhaPresenca } from './FolhaPresenca.tsx';

const AULA_ID = 7;
const ANA = 'Ana Silva Santos';
const BRUNO = 'Bruno Costa Lima';

function aluno(id_aluno: number, aluno_nome: string, marcas: Partial<Presenca> = {}): Presenca {
  return {
    id_aluno,
    aluno_nome,
    id_matricula: id_aluno + 100,
    origem: 'turma',
    entrada: null,
    saida: null,
    presente: false,
    minutos: 0,
    horas_aula: 0,
    foto: false,
    ...marcas,
  };
}

/** A session of 19:00–19:50 in São Paulo (22:00–22:50 UTC), opened, with two students (not yet marked). */
function aulaAberta(presencas = [aluno(1, ANA), aluno(2, BRUNO)]): AulaTeoricaDetalhe {
  return {
    id_aula_teorica: AULA_ID,
    id_turma: 3,
    turma_nome: 'Turma Noturna',
    curso: 'primeira_habilitacao',
    id_sala: 1,
    sala_nome: 'Sala 1',
    disciplina: 'legislacao',
    disciplina_nome: 'Legislação de trânsito',
    id_instrutor: 2,
    instrutor_nome: 'Ivo Instrutor',
    data: '2026-11-26',
    hora_inicio: '19:00',
    hora_fim: '19:50',
    inicio: '2026-11-26T22:00:00.000Z',
    fim: '2026-11-26T22:50:00.000Z',
    horas_aula: 1,
    status: 'aberta',
    modalidade: 'presencial',
    link_ead: null,
    aberta_em: '2026-11-26T21:58:00.000Z',
    encerrada_em: null,
    alunos: 2,
    presentes: 0,
    capacidade: 20,
    fotos: 0,
    presencas,
    tolerancia_minutos: 15,
    pode_conduzir: true,
  };
}

type Call = { readonly method: string; readonly path: string; readonly body: unknown };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The server of the sheet, at the network's edge (as http-client.test.ts fakes it): it keeps the
 * session, stamps each mark with its clock (`relogio`) and answers the sheet's reads and changes.
 * `recusa` is what it answers to a mark instead (e.g. before the start).
 */
function servidor(
  aula: AulaTeoricaDetalhe,
  relogio: string[],
  recusa?: { status: number; mensagem: string },
) {
  const calls: Call[] = [];
  const base = `/api/v1/aulas-teoricas/${AULA_ID}`;
  const contar = () => {
    aula.presentes = aula.presencas.filter((presenca) => presenca.entrada !== null).length;
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    if (method === 'GET' && path === base) return json(200, { success: true, dados: aula });
    if (method === 'GET' && path === `${base}/evidencias`) return json(200, { success: true, dados: [] });
    if (method === 'POST' && path === `${base}/presencas`) {
      if (recusa) return json(recusa.status, { success: false, mensagem: recusa.mensagem });
      const presenca = aula.presencas.find((item) => item.id_aluno === body.id_aluno);
      if (!presenca) return json(404, { success: false, mensagem: 'Aluno fora da lista.' });
      const agora = relogio.shift() ?? null;
      if (body.evento === 'entrada') Object.assign(presenca, { entrada: agora, saida: null, presente: true });
      else presenca.saida = agora;
      contar();
      return json(200, { success: true, dados: presenca, mensagem: 'Presença registrada.' });
    }
    const desfazer = path.match(new RegExp(`^${base}/presencas/(\\d+)$`));
    if (method === 'DELETE' && desfazer) {
      const presenca = aula.presencas.find((item) => item.id_aluno === Number(desfazer[1]));
      if (!presenca) return json(404, { success: false, mensagem: 'Aluno fora da lista.' });
      Object.assign(presenca, { entrada: null, saida: null, presente: false, horas_aula: 0 });
      contar();
      return json(200, { success: true, dados: presenca, mensagem: 'Presença desfeita.' });
    }
    return json(404, { success: false, mensagem: `Sem rota ${method} ${path}` });
  });
  return calls;
}

/** The sheet as the server last sent it: seeded in the cache, so the first reading needs no call. */
function renderFolha(aula: AulaTeoricaDetalhe) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  queryClient.setQueryData(queryKeyOf(turmasApi.getAula, { params: { id: AULA_ID } }), structuredClone(aula));
  queryClient.setQueryData(
    queryKeyOf(turmasApi.listEvidencias, { params: { id: AULA_ID } }),
    [] satisfies Evidencia[],
  );
  return renderWidget(<FolhaPresenca aulaId={AULA_ID} />, { queryClient });
}

const linhaDe = (nome: string) => screen.getByRole('listitem', { name: nome });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the attendance sheet (FolhaPresenca)', () => {
  it("marks a student's arrival and leave with the server's times, and counts those present", async () => {
    const aula = aulaAberta();
    const calls = servidor(aula, ['2026-11-26T22:03:00.000Z', '2026-11-26T22:20:00.000Z']);
    const { user } = renderFolha(aula);
    expect(screen.getByText('0 de 2 presentes')).toBeTruthy();
    expect(within(linhaDe(ANA)).getByText('Aguardando')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: `Marcar presença de ${ANA}` }));
    await waitFor(() => expect(linhaDe(ANA).textContent).toContain('Entrada: 19:03'));
    // Her state, not the button that marked her (it now registers her leave).
    expect(within(linhaDe(ANA)).getByText('Presente').closest('button')).toBeNull();
    expect(linhaDe(ANA).textContent).toContain('Saída: —');
    expect(screen.getByText('1 de 2 presentes')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/api/v1/aulas-teoricas/${AULA_ID}/presencas`,
        body: { id_aluno: 1, evento: 'entrada' },
      },
    ]);

    // Leaving half an hour before the end, past the state's 15 minutes: an early leave.
    await user.click(screen.getByRole('button', { name: `Registrar saída de ${ANA}` }));
    await waitFor(() => expect(linhaDe(ANA).textContent).toContain('Saída: 19:20'));
    expect(within(linhaDe(ANA)).getByText('Saiu')).toBeTruthy();
    expect(within(linhaDe(ANA)).getByText('Saída antecipada')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { id_aluno: 1, evento: 'entrada' },
      { id_aluno: 1, evento: 'saida' },
    ]);
    // She may come back; Bruno was never touched.
    expect(screen.getByRole('button', { name: `Marcar presença de ${ANA}` }).textContent).toBe('Voltou');
    expect(within(linhaDe(BRUNO)).getByText('Aguardando')).toBeTruthy();
  });

  it('undoes a presence marked by mistake: the student waits again and counts no longer', async () => {
    const aula = aulaAberta([
      aluno(1, ANA),
      aluno(2, BRUNO, { entrada: '2026-11-26T22:16:00.000Z', presente: true }),
    ]);
    aula.presentes = 1;
    const calls = servidor(aula, []);
    const { user } = renderFolha(aula);
    // 19:16 is past the start plus the tolerance: late.
    expect(within(linhaDe(BRUNO)).getByText('Atrasado')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: `Desfazer presença de ${BRUNO}` }));
    await waitFor(() => expect(linhaDe(BRUNO).textContent).toContain('Entrada: —'));
    expect(within(linhaDe(BRUNO)).getByText('Aguardando')).toBeTruthy();
    expect(screen.getByText('0 de 2 presentes')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path.endsWith('/presencas/2'))).toBe(true);
  });

  it("shows the server's refusal to mark before the start, and the student stays unmarked", async () => {
    const aula = aulaAberta();
    const mensagem = 'A presença só pode ser marcada depois do início da aula, às 19:00.';
    servidor(aula, [], { status: 409, mensagem });
    const { user } = renderFolha(aula);

    await user.click(screen.getByRole('button', { name: `Marcar presença de ${ANA}` }));
    const alerta = await screen.findByRole('alert');
    expect(alerta.textContent).toContain(mensagem);
    expect(within(linhaDe(ANA)).getByText('Aguardando')).toBeTruthy();
    expect(linhaDe(ANA).textContent).toContain('Entrada: —');

    await user.click(within(alerta).getByRole('button', { name: 'Fechar aviso' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks nobody once the session is closed: who never came reads as absent', () => {
    const aula = aulaAberta([
      aluno(1, ANA, {
        entrada: '2026-11-26T22:02:00.000Z',
        saida: '2026-11-26T22:50:00.000Z',
        presente: true,
        minutos: 48,
        horas_aula: 1,
      }),
      aluno(2, BRUNO),
    ]);
    aula.status = 'encerrada';
    aula.encerrada_em = '2026-11-26T22:50:00.000Z';
    servidor(aula, []);
    renderFolha(aula);
    expect(within(linhaDe(ANA)).getByText('Presente')).toBeTruthy();
    expect(within(linhaDe(ANA)).getByText('1 h/a contada')).toBeTruthy();
    expect(within(linhaDe(BRUNO)).getByText('Faltou')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Marcar presença/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Encerrar aula' })).toBeNull();
  });

  it('shows a session someone else conducts without its buttons', () => {
    const aula = aulaAberta();
    aula.pode_conduzir = false;
    servidor(aula, []);
    renderFolha(aula);
    expect(
      screen.getByText('Somente o instrutor da aula ou quem pode editar turmas conduz esta aula.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Marcar presença/ })).toBeNull();
    expect(within(linhaDe(ANA)).getByText('Aguardando')).toBeTruthy();
  });
});
