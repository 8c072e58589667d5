import { todayInSaoPaulo } from '@cfc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { fixtures, novoRenach } from './processos.fixtures.ts';

const engines = await testEngines();

describe.each(engines)('licensing processes on $name', (engine) => {
  let platform: Platform;
  let admin: Session;
  let modelo: Session;
  let monitor: Session;
  const { call, novoAluno, abrirProcesso, auditOf } = fixtures(() => platform);

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    admin = await sessionFor(platform, 'admin@demo.cfc');
    modelo = await sessionFor(platform, 'admin@modelo.cfc');
    monitor = await sessionFor(platform, 'monitor@demo.cfc');
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('keeps the regime of the opening day and the hours it requires, on both sides of 09/12/2025', async () => {
    const antes = await abrirProcesso(admin, {
      aluno_id: await novoAluno(admin, 'Quixote Regime Antigo'),
      aberto_em: '2025-12-08',
      ladv_numero: '123456',
      ladv_validade: '2026-06-30',
    });
    expect(antes).toMatchObject({
      aluno_nome: 'Quixote Regime Antigo',
      categoria: 'B',
      regime: 'CONTRAN_789_2020',
      regime_nome: 'Resolução CONTRAN nº 789/2020',
      horas_requeridas: 20,
      noturnas_requeridas: 1,
      horas_realizadas: 0,
      horas_restantes: 20,
      validade: '2026-12-08',
      expirado: todayInSaoPaulo() > '2026-12-08',
      ladv_numero: '123456',
      ladv_validade: '2026-06-30',
      status: 'aberto',
    });

    const depois = await abrirProcesso(admin, {
      aluno_id: await novoAluno(admin, 'Quixote Regime Novo'),
      aberto_em: '2025-12-09',
    });
    expect(depois).toMatchObject({
      regime: 'CONTRAN_1020_2025',
      horas_requeridas: 2,
      noturnas_requeridas: 0,
      validade: null,
      expirado: false,
    });

    const alunoMoto = await novoAluno(admin, 'Quixote Adicao Moto');
    const adicao = await abrirProcesso(admin, {
      aluno_id: alunoMoto,
      categoria: 'A',
      tipo: 'adicao',
      aberto_em: '2025-06-01',
    });
    expect(adicao).toMatchObject({
      regime: 'CONTRAN_789_2020',
      horas_requeridas: 15,
      noturnas_requeridas: 1,
    });
    expect(adicao.expirado).toBe(true); // 789/2020: valid 12 months

    const caminhao = await abrirProcesso(admin, {
      aluno_id: alunoMoto,
      categoria: 'C',
      tipo: 'mudanca',
    });
    expect(caminhao).toMatchObject({
      regime: 'CONTRAN_1020_2025',
      horas_requeridas: 10,
      aberto_em: todayInSaoPaulo(),
    });

    const horas = await call('GET', `/processos/${antes.id_processo}/horas`, admin);
    expect(horas.json().dados).toEqual({
      id_processo: antes.id_processo,
      requeridas: 20,
      realizadas: 0,
      agendadas: 0,
      restantes: 20,
      noturnas_requeridas: 1,
      noturnas_realizadas: 0,
      simulador_realizadas: 0,
      simulador_excedente: 0,
      aulas_abaixo_minimo: 0,
      contratadas: 0,
      regime: 'CONTRAN_789_2020',
      regime_nome: 'Resolução CONTRAN nº 789/2020',
      validade: '2026-12-08',
      expirado: todayInSaoPaulo() > '2026-12-08',
      aptidao: {
        apto: false,
        apto_desde: null,
        pendencias: expect.arrayContaining([expect.objectContaining({ code: 'CARGA_MINIMA_PENDENTE' })]),
      },
    });

    const audit = await auditOf('processo', antes.id_processo);
    expect(audit).toEqual([
      {
        acao: 'processo_criado',
        usuario_id: admin.usuarioId,
        autoescola_id: expect.any(Number),
        dados: {
          aluno_id: antes.aluno_id,
          categoria: 'B',
          tipo: 'primeira_habilitacao',
          regime: 'CONTRAN_789_2020',
        },
      },
    ]);
  });

  it('lists with filters and pages, edits the LADV and status but never the regime', async () => {
    const ids: number[] = [];
    for (const [i, nome] of ['Zacarias Lista Um', 'Zacarias Lista Dois', 'Zacarias Lista Tres'].entries()) {
      const processo = await abrirProcesso(admin, {
        aluno_id: await novoAluno(admin, nome),
        categoria: i === 2 ? 'A' : 'B',
        aberto_em: '2026-01-15',
      });
      ids.push(processo.id_processo);
    }

    const first = (
      await call('GET', '/processos?filtro=zacarias%20lista&per_page=2&sort=aluno', admin)
    ).json().dados;
    expect(first).toMatchObject({ total: 3, last_page: 2, per_page: 2, current_page: 1 });
    expect(first.data.map((p: { aluno_nome: string }) => p.aluno_nome)).toEqual([
      'Zacarias Lista Dois',
      'Zacarias Lista Tres',
    ]);
    const second = (
      await call('GET', '/processos?filtro=zacarias%20lista&per_page=2&page=2&sort=aluno', admin)
    ).json().dados;
    expect(second.data.map((p: { aluno_nome: string }) => p.aluno_nome)).toEqual(['Zacarias Lista Um']);
    const motos = (await call('GET', '/processos?filtro=zacarias&categoria=A', admin)).json().dados;
    expect(motos.data.map((p: { id_processo: number }) => p.id_processo)).toEqual([ids[2]]);

    const one = (await call('GET', `/processos/${ids[0]}`, admin)).json().dados;
    const byCpf = (await call('GET', `/processos?filtro=${one.aluno_cpf.slice(2, 9)}`, admin)).json().dados;
    expect(byCpf.data.map((p: { id_processo: number }) => p.id_processo)).toContain(ids[0]);
    const byRenach = (await call('GET', `/processos?filtro=${one.renach.toLowerCase()}`, admin)).json().dados;
    expect(byRenach.data.map((p: { id_processo: number }) => p.id_processo)).toEqual([ids[0]]);

    const edited = await call('PUT', `/processos/${ids[0]}`, admin, {
      ladv_numero: ' 987654 ',
      ladv_validade: '2027-01-15',
      status: 'concluido',
      regime: 'CONTRAN_789_2020',
      horas_requeridas: 40,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      mensagem: 'Processo alterado.',
      dados: {
        ladv_numero: '987654',
        ladv_validade: '2027-01-15',
        status: 'concluido',
        regime: 'CONTRAN_1020_2025',
        horas_requeridas: 2,
      },
    });
    const concluidos = (await call('GET', '/processos?filtro=zacarias&status=concluido', admin)).json().dados;
    expect(concluidos.data.map((p: { id_processo: number }) => p.id_processo)).toEqual([ids[0]]);
    expect((await auditOf('processo', ids[0] as number)).map((row) => row.acao)).toEqual([
      'processo_criado',
      'processo_alterado',
    ]);

    const doAluno = (await call('GET', `/alunos/${one.aluno_id}/processos`, admin)).json().dados;
    expect(doAluno.map((p: { id_processo: number }) => p.id_processo)).toEqual([ids[0]]);
    expect((await call('GET', '/alunos/999999999/processos', admin)).statusCode).toBe(404);

    const csv = await call('GET', '/processos/xlsx/-/zacarias/true?formato=csv', admin);
    expect(csv.json().dados).toMatch(/^\uFEFFAluno;CPF;RENACH;Categoria;Regime;Abertura;/);
    expect(csv.json().dados).toContain('Zacarias Lista Dois');
    const pdf = await call('GET', '/processos/pdf/-/-', admin);
    expect(Buffer.from(pdf.json().dados, 'base64').subarray(0, 4).toString()).toBe('%PDF');
  });

  it('refuses bad input with the field, a second open process of a category and future openings', async () => {
    const bad = await call('POST', '/processos', admin, {
      aluno_id: 'x',
      renach: '123',
      categoria: 'F',
      tipo: 'primeira_habilitacao',
      ladv_validade: '2026-02-30',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'aluno_id',
      'categoria',
      'ladv_validade',
      'renach',
    ]);
    expect(bad.json().errors.renach).toEqual(['RENACH inválido (UF seguida de 9 dígitos).']);

    const aluno = await novoAluno(admin, 'Quixote Validacoes');
    const mismatch = await call('POST', '/processos', admin, {
      aluno_id: aluno,
      renach: novoRenach(),
      categoria: 'D',
      tipo: 'primeira_habilitacao',
    });
    expect(mismatch.json().errors).toEqual({
      tipo: ['As categorias C, D e E são obtidas por mudança de categoria.'],
    });

    const ladv = await call('POST', '/processos', admin, {
      aluno_id: aluno,
      renach: novoRenach(),
      categoria: 'B',
      tipo: 'primeira_habilitacao',
      aberto_em: '2026-02-01',
      ladv_validade: '2026-01-31',
    });
    expect(ladv.json().errors).toEqual({
      ladv_validade: ['A validade da LADV não pode ser anterior à abertura do processo.'],
    });
    const future = await call('POST', '/processos', admin, {
      aluno_id: aluno,
      renach: novoRenach(),
      categoria: 'B',
      tipo: 'primeira_habilitacao',
      aberto_em: '2999-01-01',
    });
    expect(future.json().errors).toEqual({ aberto_em: ['A data de abertura não pode ser futura.'] });

    await abrirProcesso(admin, { aluno_id: aluno });
    const again = await call('POST', '/processos', admin, {
      aluno_id: aluno,
      renach: novoRenach(),
      categoria: 'B',
      tipo: 'primeira_habilitacao',
    });
    expect(again.json().errors).toEqual({
      categoria: ['O aluno já tem um processo aberto nesta categoria.'],
    });
    expect((await call('PUT', '/processos/1', admin, { status: 'pendente' })).json().errors).toHaveProperty(
      'status',
    );
  });

  it("keeps each school's processes to itself", async () => {
    const alunoDemo = await novoAluno(admin, 'Quixote Isolado Processo');
    const processo = await abrirProcesso(admin, { aluno_id: alunoDemo });
    const id = processo.id_processo;

    expect((await call('GET', `/processos/${id}`, modelo)).statusCode).toBe(404);
    expect((await call('GET', `/processos/${id}/horas`, modelo)).statusCode).toBe(404);
    expect((await call('PUT', `/processos/${id}`, modelo, { status: 'cancelado' })).statusCode).toBe(404);
    expect((await call('GET', `/alunos/${alunoDemo}/processos`, modelo)).statusCode).toBe(404);
    expect((await call('GET', '/processos?filtro=isolado%20processo', modelo)).json().dados.total).toBe(0);

    // A student of another school cannot be given a process here.
    const stolen = await call('POST', '/processos', modelo, {
      aluno_id: alunoDemo,
      renach: novoRenach('PI'),
      categoria: 'B',
      tipo: 'primeira_habilitacao',
    });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors).toEqual({ aluno_id: ['Aluno não encontrado nesta autoescola.'] });

    // Operator staff see it through the school chosen in the CFC header.
    const viaMonitor = await call('GET', `/processos/${id}`, monitor, undefined, { cfc: 'autoescolademo' });
    expect(viaMonitor.json().dados.id_processo).toBe(id);
    expect((await call('GET', `/processos/${id}`, monitor, undefined, { cfc: 'cfcmodelo' })).statusCode).toBe(
      404,
    );
  });
});
