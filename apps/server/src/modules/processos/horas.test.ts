import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { fixtures } from './processos.fixtures.ts';

const engines = await testEngines();

describe.each(engines)('practical hours of a process on $name', (engine) => {
  let platform: Platform;
  let admin: Session;
  let monitor: Session;
  const { call, novoAluno, abrirProcesso, aulas } = fixtures(() => platform);

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    admin = await sessionFor(platform, 'admin@demo.cfc');
    monitor = await sessionFor(platform, 'monitor@demo.cfc');
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('counts h/a done, scheduled and at night (São Paulo time, the state window) in the list and the query', async () => {
    const processo = await abrirProcesso(admin, {
      aluno_id: await novoAluno(admin, 'Quixote Horas Praticas'),
      aberto_em: '2025-10-01',
    });
    const outro = await abrirProcesso(admin, {
      aluno_id: await novoAluno(admin, 'Quixote Horas Vazio'),
      aberto_em: '2026-01-10',
    });
    // Dates far ahead keep clear of the demo lessons of the shared vehicle.
    await aulas(processo, 'autoescolademo', [
      { inicio: '2031-03-10T10:00', status: 'realizada' },
      { inicio: '2031-03-10T19:00', status: 'realizada', horas: 2 },
      { inicio: '2031-03-11T05:10', status: 'realizada' },
      // Planned in daylight, given after 18:00: the recorded start decides.
      { inicio: '2031-03-11T17:00', status: 'realizada', iniciadaEm: '2031-03-11T18:05' },
      { inicio: '2031-03-12T09:00', status: 'agendada' },
      { inicio: '2031-03-12T11:00', status: 'em_andamento', horas: 2 },
      { inicio: '2031-03-12T14:00', status: 'cancelada' },
      { inicio: '2031-03-12T20:00', status: 'agendada' },
    ]);

    const horas = (await call('GET', `/processos/${processo.id_processo}/horas`, admin)).json().dados;
    expect(horas).toMatchObject({
      requeridas: 20,
      realizadas: 5,
      agendadas: 4,
      restantes: 15,
      noturnas_requeridas: 1,
      noturnas_realizadas: 4,
      regime: 'CONTRAN_789_2020',
    });

    const list = (await call('GET', '/processos?filtro=quixote%20horas&sort=-horas_realizadas', admin)).json()
      .dados;
    expect(
      list.data.map((p: Record<string, unknown>) => [
        p.id_processo,
        p.horas_realizadas,
        p.horas_agendadas,
        p.noturnas_realizadas,
        p.horas_restantes,
      ]),
    ).toEqual([
      [processo.id_processo, 5, 4, 4, 15],
      [outro.id_processo, 0, 0, 0, 2],
    ]);
  });

  it("follows the operator's night window for the school's state", async () => {
    const processo = await abrirProcesso(admin, {
      aluno_id: await novoAluno(admin, 'Quixote Janela Noturna'),
      aberto_em: '2025-11-20',
    });
    await aulas(processo, 'autoescolademo', [
      { inicio: '2031-04-01T18:10', status: 'realizada' },
      { inicio: '2031-04-01T19:30', status: 'realizada' },
      { inicio: '2031-04-02T05:20', status: 'realizada' },
    ]);
    const noturnas = async () =>
      (await call('GET', `/processos/${processo.id_processo}/horas`, admin)).json().dados.noturnas_realizadas;
    // Night h/a count by overlap: the 05:20 lesson has only 40 of its 50 minutes before 06:00.
    expect(await noturnas()).toBe(2);

    // Autoescola Demo is in MA: from 19:00 to 05:00 only the 19:30 lesson is a night one.
    const put = (body: object) => call('PUT', '/estado-perfis/MA', monitor, body, { cfc: 'public' });
    expect((await put({ noite_inicio: '19:00', noite_fim: '05:00' })).statusCode).toBe(200);
    expect(await noturnas()).toBe(1);
    // A window that does not cross midnight works too: 18:10 to 19:00 has 20 minutes in it, 05:20 all 50.
    expect((await put({ noite_inicio: '05:00', noite_fim: '18:30' })).statusCode).toBe(200);
    expect(await noturnas()).toBe(1);
    expect((await put({})).json().dados).toMatchObject({ noite_inicio: '18:00', noite_fim: '06:00' });
    expect(await noturnas()).toBe(2);
  });
});
