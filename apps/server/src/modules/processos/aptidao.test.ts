import type { Notificacao } from '@cfc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { avaliarPendentes, avisoDeAptos, notificarAptos } from './aptidao-job.ts';
import { fixtures } from './processos.fixtures.ts';

const engines = await testEngines();

/** Nineteen 50-minute street lessons by day in a month of 2031, and one at night: 20 h/a, 1 at night. */
const cargaCompleta = (mes: string) => [
  ...Array.from({ length: 19 }, (_, i) => ({
    inicio: `2031-${mes}-${String(i + 1).padStart(2, '0')}T10:00`,
    status: 'realizada' as const,
  })),
  { inicio: `2031-${mes}-20T19:00`, status: 'realizada' as const },
];

describe.each(engines)('eligibility for the practical exam on $name', (engine) => {
  let platform: Platform;
  let admin: Session;
  let gestor: Session;
  let outraEscola: Session;
  const { call, novoAluno, abrirProcesso, aulas } = fixtures(() => platform);
  const deps = () => ({ db: platform.database.db, realtime: platform.app.realtime, log: platform.app.log });

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    admin = await sessionFor(platform, 'admin@demo.cfc');
    gestor = await sessionFor(platform, 'gestor@demo.cfc');
    outraEscola = await sessionFor(platform, 'admin@modelo.cfc');
    // The demo schools' state keeps 789/2020 for processes opened today, as a state whose courts
    // suspended 1.020/2025 does: 20 h/a for category B, 1 of them at night.
    const monitor = await sessionFor(platform, 'monitor@demo.cfc');
    const {
      uf: _uf,
      personalizado: _p,
      ...perfil
    } = (await call('GET', '/estado-perfis/MA', monitor)).json().dados;
    const saved = await call('PUT', '/estado-perfis/MA', monitor, {
      ...perfil,
      regime_1020_desde: '2099-01-01',
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  const processoDe = async (id: number) => (await call('GET', `/processos/${id}`, admin)).json().dados;
  const avisosApto = async (session: Session) =>
    ((await call('GET', '/notificacoes?limit=100', session)).json().dados.data as Notificacao[]).filter((n) =>
      /aptos? para o exame prático/.test(n.title),
    );

  it('says what is missing, becomes apto with the minimums met, and tells the staff once', async () => {
    const processo = await abrirProcesso(admin, {
      aluno_id: await novoAluno(admin, 'Quixote Apto Exame'),
      ladv_numero: 'LADV-9001',
    });
    expect((await processoDe(processo.id_processo)).aptidao).toEqual({
      apto: false,
      apto_desde: null,
      pendencias: [
        expect.objectContaining({
          code: 'CARGA_MINIMA_PENDENTE',
          mensagem: 'Faltam 20 das 20 horas-aula práticas da carga mínima',
          fundamento: 'Resolução CONTRAN nº 789/2020, Anexo II, Curso de Prática de Direção Veicular',
        }),
        expect.objectContaining({ code: 'NOTURNAS_PENDENTES' }),
      ],
    });

    await aulas(processo, 'autoescolademo', cargaCompleta('05'));
    const live = await processoDe(processo.id_processo);
    expect(live.aptidao).toMatchObject({ apto: true, apto_desde: null, pendencias: [] });
    const horas = (await call('GET', `/processos/${processo.id_processo}/horas`, admin)).json().dados;
    expect(horas.aptidao.apto).toBe(true);

    // Recorded by the job: the list's filter, then one notice to the school's staff.
    expect(await avaliarPendentes(deps())).toBeGreaterThan(0);
    const recorded = await processoDe(processo.id_processo);
    expect(recorded.aptidao.apto_desde).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const aptos = (await call('GET', '/processos?apto=sim&filtro=quixote%20apto', admin)).json().dados;
    expect(aptos.data.map((p: { id_processo: number }) => p.id_processo)).toEqual([processo.id_processo]);
    const naoAptos = (await call('GET', '/processos?apto=nao&filtro=quixote%20apto', admin)).json().dados;
    expect(naoAptos.data).toEqual([]);
    const alunos = (await call('GET', '/alunos?apto=sim&filtro=quixote%20apto%20exame', admin)).json().dados;
    expect(alunos.data.map((a: { nome: string }) => a.nome)).toEqual(['Quixote Apto Exame']);
    expect(
      (await call('GET', '/alunos?apto=nao&filtro=quixote%20apto%20exame', admin)).json().dados.total,
    ).toBe(0);
    // The hours report says it too, with its own filter and total.
    const relatorio = (
      await call('GET', '/relatorios/carga-horaria-pratica?filtro=quixote&apenas_aptos=true', admin)
    ).json().dados;
    expect(relatorio.data.map((linha: { aluno_nome: string }) => linha.aluno_nome)).toEqual([
      'Quixote Apto Exame',
    ]);
    expect(relatorio.data[0]).toMatchObject({ apto: true, pendencias: [] });
    expect(relatorio.totais.aptos).toBe(1);

    expect(await notificarAptos(deps())).toBeGreaterThan(0);
    for (const session of [admin, gestor]) {
      const avisos = await avisosApto(session);
      expect(avisos.filter((n) => n.description.includes('Quixote Apto Exame'))).toHaveLength(1);
    }
    expect(
      (await avisosApto(outraEscola)).filter((n) => n.description.includes('Quixote Apto Exame')),
    ).toEqual([]);
    // Nothing twice.
    await notificarAptos(deps());
    expect(
      (await avisosApto(admin)).filter((n) => n.description.includes('Quixote Apto Exame')),
    ).toHaveLength(1);
  });

  it('stops being apto when the LADV is removed, and says why', async () => {
    const processo = await abrirProcesso(admin, {
      aluno_id: await novoAluno(admin, 'Quixote Sem Ladv'),
      ladv_numero: 'LADV-9002',
    });
    await aulas(processo, 'autoescolademo', cargaCompleta('06'));
    await avaliarPendentes(deps());
    expect((await processoDe(processo.id_processo)).aptidao.apto_desde).not.toBeNull();

    const reply = await call('PUT', `/processos/${processo.id_processo}`, admin, {
      ladv_numero: null,
      ladv_validade: null,
      status: 'aberto',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().dados.aptidao).toEqual({
      apto: false,
      apto_desde: null,
      pendencias: [
        {
          code: 'EXAME_TEORICO_PENDENTE',
          mensagem: 'LADV não registrada no processo: ela só é emitida após a aprovação no exame teórico',
          fundamento: 'Código de Trânsito Brasileiro, art. 155, parágrafo único',
        },
      ],
    });
    // The change asked for the eligibility to be worked out again (the database's trigger).
    await avaliarPendentes(deps());
    const aptos = (await call('GET', '/processos?apto=sim&filtro=quixote%20sem%20ladv', admin)).json().dados;
    expect(aptos.data).toEqual([]);
  });

  it('counts a lesson shorter than the minimum as nothing toward eligibility', async () => {
    const processo = await abrirProcesso(admin, {
      aluno_id: await novoAluno(admin, 'Quixote Aula Curta'),
      ladv_numero: 'LADV-9003',
    });
    const lessons = cargaCompleta('07');
    // The last day lesson was given in 30 minutes only.
    await aulas(processo, 'autoescolademo', [
      ...lessons.slice(0, 18),
      { inicio: '2031-07-19T10:00', status: 'realizada', iniciadaEm: '2031-07-19T10:00' },
      ...lessons.slice(19),
    ]);
    const { db } = platform.database;
    await db
      .updateTable('anotacoes_praticas')
      .set({ finish_time: new Date('2031-07-19T10:30:00-03:00') })
      .where('begin_time', '=', new Date('2031-07-19T10:00:00-03:00'))
      .execute();
    const { aptidao } = await processoDe(processo.id_processo);
    expect(aptidao.apto).toBe(false);
    expect(aptidao.pendencias.map((p: { mensagem: string }) => p.mensagem)).toEqual([
      'Faltam 1 das 20 horas-aula práticas da carga mínima',
    ]);
  });

  it("keeps another school's processes out of the filter", async () => {
    const reply = await call('GET', '/processos?apto=sim', outraEscola);
    expect(reply.statusCode).toBe(200);
    expect(
      reply.json().dados.data.every((p: { aluno_nome: string }) => !p.aluno_nome.startsWith('Quixote')),
    ).toBe(true);
  });

  it('tells the staff in one notice of the students who became apto together', async () => {
    for (const [nome, mes] of [
      ['Quixote Juntos Um', '09'],
      ['Quixote Juntos Dois', '10'],
    ] as const) {
      const processo = await abrirProcesso(admin, {
        aluno_id: await novoAluno(admin, nome),
        ladv_numero: `LADV-${mes}`,
      });
      await aulas(processo, 'autoescolademo', cargaCompleta(mes));
    }
    await avaliarPendentes(deps());
    await notificarAptos(deps());
    const juntos = (await avisosApto(admin)).filter((n) => n.description.includes('Quixote Juntos'));
    expect(juntos).toHaveLength(1);
    expect(juntos[0]?.title).toBe('2 alunos aptos para o exame prático');
    expect(juntos[0]?.description).toContain('<li>Quixote Juntos Um (RENACH');
    expect(juntos[0]?.description).toContain('<li>Quixote Juntos Dois (RENACH');
  });

  it('follows 1.020/2025 for a process opened after it applies: 2 h/a of category B, no night one', async () => {
    const monitor = await sessionFor(platform, 'monitor@demo.cfc');
    const processo = await abrirProcesso(admin, {
      aluno_id: await novoAluno(admin, 'Quixote Regime Novo'),
      ladv_numero: 'LADV-9004',
    });
    // Opened while the state kept 789: its regime stays 789 unless the state migrates open processes.
    expect(processo.regime).toBe('CONTRAN_789_2020');
    await aulas(processo, 'autoescolademo', cargaCompleta('08').slice(0, 2));
    expect((await processoDe(processo.id_processo)).aptidao.apto).toBe(false);
    const perfil = (await call('GET', '/estado-perfis/MA', monitor)).json().dados;
    const { uf: _uf, personalizado: _p, ...body } = perfil;
    const migrated = await call('PUT', '/estado-perfis/MA', monitor, {
      ...body,
      regime_1020_desde: '2025-12-09',
      migrar_processos_abertos: true,
    });
    expect(migrated.statusCode, migrated.body).toBe(200);
    expect((await processoDe(processo.id_processo)).aptidao).toMatchObject({ apto: true, pendencias: [] });
  });
});

describe('the notice of students who became apto', () => {
  const apto = (i: number) => ({
    autoescola_id: 1,
    id: i,
    aluno_nome: `Aluno ${i}`,
    renach: `MA${String(i).padStart(9, '0')}`,
    categoria: 'B',
  });

  it('names one student in its title, lists several, and at most 20 of them', () => {
    expect(avisoDeAptos([apto(1)])).toEqual({
      titulo: 'Aluno apto para o exame prático: Aluno 1',
      texto:
        'Aluno 1 (RENACH MA000000001) cumpriu a carga mínima da categoria B e está apto para o exame prático.',
      itens: [],
    });
    const muitos = avisoDeAptos(Array.from({ length: 23 }, (_, i) => apto(i + 1)));
    expect(muitos.titulo).toBe('23 alunos aptos para o exame prático');
    expect(muitos.itens).toHaveLength(21);
    expect(muitos.itens[0]).toBe('Aluno 1 (RENACH MA000000001, categoria B)');
    expect(muitos.itens.at(-1)).toBe('e mais 3.');
  });
});
