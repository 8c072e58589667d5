import { addDays, todayInSaoPaulo } from '@cfc/domain';
import type { StartedSimulator } from '@cfc/getran-sim';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { createProcesso, type DemoSchool, demoSchool } from '../../test/demo-school.ts';
import { testEngines } from '../../test/engines.ts';
import { apiCaller, type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { syncRegistry, testCar } from './test-fixtures.ts';

const engines = await testEngines();
const schema = 'autoescolademo';
const LESSONS = 1000;

describe.each(engines)("'Limpar Status e Enviar' over 1,000 lessons on $name", (engine) => {
  let platform: Platform;
  let simulator: StartedSimulator;
  let school: DemoSchool;
  let suporte: Session;
  const call = apiCaller(() => platform);
  // Before the demo month: no demo lesson shares a student, an instructor or a car with these.
  const inicio = addDays(todayInSaoPaulo(), -90);
  const fim = addDays(inicio, Math.ceil(LESSONS / 24) + 1);

  beforeAll(async () => {
    platform = await startTestPlatform(engine, { jobs: true });
    if (!platform.getranSimulator) throw new Error('simulador ausente');
    simulator = platform.getranSimulator;
    school = await demoSchool(platform, schema);
    suporte = await sessionFor(platform, 'suporte@demo.cfc');

    // 25 candidates, the five instructors who teach category B, one car; one lesson an hour.
    const processos = [];
    for (let aluno = 1; aluno <= 25; aluno += 1)
      processos.push(await createProcesso(platform, school, aluno));
    const instrutores = school.instrutores.slice(0, 5).map((instrutor) => instrutor.id);
    const carro = await testCar(platform, school, 2);
    const base = new Date(`${inicio}T00:00:00-03:00`);
    await sql`
      insert into aulas_praticas
        (autoescola_id, processo_id, aluno_id, instrutor_id, veiculo_id, inicio, fim, status, getran_status)
      select ${school.id}, p.id, p.aluno_id, (${sql.val(instrutores)}::bigint[])[1 + i % 5], ${carro},
             ${base}::timestamptz + i * interval '1 hour',
             ${base}::timestamptz + i * interval '1 hour' + interval '50 minutes',
             'realizada',
             -- a third were refused before: 'Limpar Status' clears them
             case when i % 3 = 0 then 'Erro interno' end
        from generate_series(0, ${LESSONS - 1}) as i
        join processos p on p.id = (${sql.val(processos)}::bigint[])[1 + i % 25]`.execute(
      platform.database.db,
    );
    await sql`
      insert into anotacoes_praticas (autoescola_id, aula_id, begin_time, finish_time, hodo_start, hodo_end)
      select autoescola_id, id, inicio, inicio + interval '50 minutes', 5000, 5020
        from aulas_praticas where veiculo_id = ${carro}`.execute(platform.database.db);
    // One in fifty ran over the hour: the platform's own check refuses those before sending.
    await sql`
      update anotacoes_praticas set finish_time = begin_time + interval '70 minutes'
       where aula_id in (select id from aulas_praticas where veiculo_id = ${carro} and id % 50 = 0)`.execute(
      platform.database.db,
    );
    await syncRegistry(platform);
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('clears the refusals, resends every lesson not accepted, and counts what the simulator counted', async () => {
    const before = simulator.simulador.estado().ambientes.producao;
    const started = await call('POST', '/getran/enviar/comand-artisan', suporte, { schema, inicio, fim });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().mensagem).toBe('Comando artisan executado com sucesso! Aguarde a finalização.');
    const id = started.json().dados.id;

    const progress = async () => {
      const reply = await call('GET', `/getran/lotes/${id}`, suporte);
      if (reply.statusCode !== 200) throw new Error(reply.body);
      return reply.json().dados;
    };
    await expect
      .poll(async () => (await progress()).status, { timeout: 240_000, interval: 500 })
      .toBe('concluido');
    const lote = await progress();
    const after = simulator.simulador.estado().ambientes.producao;
    const verificadas = await platform.database.db
      .selectFrom('getran_envios')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('lote_id', '=', id)
      .where('operacao', '=', 'verificar')
      .executeTakeFirstOrThrow();

    expect(lote).toMatchObject({
      total: LESSONS,
      processadas: LESSONS,
      falhas: 0,
      limpas: Math.ceil(LESSONS / 3),
    });
    expect(lote.aceitas + lote.rejeitadas).toBe(LESSONS);
    expect(lote.aceitas).toBe(after.aceitas + after.em_analise - before.aceitas - before.em_analise);
    expect(lote.rejeitadas).toBe(after.rejeitadas - before.rejeitadas + verificadas.n);
    expect(lote.aceitas).toBeGreaterThan(LESSONS * 0.9);
    expect(verificadas.n).toBeGreaterThan(0);
    console.info(
      `lote de ${LESSONS} aulas em ${engine.name}: ${
        (Date.parse(lote.concluidoEm) - Date.parse(lote.criadoEm)) / 1000
      } s (${lote.aceitas} aceitas, ${lote.rejeitadas} recusadas)`,
    );

    // Running it again sends nothing: every lesson counts as sent now.
    const again = await call('POST', '/getran/enviar/comand-artisan', suporte, { schema, inicio, fim });
    const second = again.json().dados.id;
    await expect
      .poll(async () => (await call('GET', `/getran/lotes/${second}`, suporte)).json().dados.status, {
        timeout: 60_000,
      })
      .toBe('concluido');
    const rerun = (await call('GET', `/getran/lotes/${second}`, suporte)).json().dados;
    expect(rerun.total).toBe(LESSONS - lote.aceitas);
    expect(
      simulator.simulador.estado().ambientes.producao.aceitas +
        simulator.simulador.estado().ambientes.producao.em_analise,
    ).toBe(after.aceitas + after.em_analise);
  }, 300_000);

  it('refuses a batch without a school or a period, or for a school out of reach', async () => {
    const missing = await call('POST', '/getran/enviar/comand-artisan', suporte, { inicio, fim });
    expect(missing.statusCode).toBe(422);
    const outside = await call('POST', '/getran/enviar/comand-artisan', suporte, {
      schema: 'outra',
      inicio,
      fim,
    });
    expect(outside.statusCode).toBe(403);
  });
});
