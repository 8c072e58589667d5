import type { StartedSimulator } from '@cfc/getran-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { type DemoSchool, demoSchool } from '../../test/demo-school.ts';
import { testEngines } from '../../test/engines.ts';
import { apiCaller, type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { earlyDay, freshCandidate, givenLesson, syncRegistry, testCar } from './test-fixtures.ts';

const engines = await testEngines();
const schema = 'autoescolademo';

describe.each(engines)('the GETRAN retries on $name', (engine) => {
  let platform: Platform;
  let simulator: StartedSimulator;
  let school: DemoSchool;
  let suporte: Session;
  const call = apiCaller(() => platform);

  beforeAll(async () => {
    // Two runs of the retry job, a second and then about two apart.
    platform = await startTestPlatform(engine, {
      jobs: true,
      env: { GETRAN_TIMEOUT_MS: '1500', GETRAN_RETRY_LIMIT: '2' },
    });
    if (!platform.getranSimulator) throw new Error('simulador ausente');
    simulator = platform.getranSimulator;
    school = await demoSchool(platform, schema);
    suporte = await sessionFor(platform, 'suporte@demo.cfc');
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  const situacao = (aulaId: number) =>
    platform.database.db
      .selectFrom('getran_situacoes')
      .select(['fila', 'tentativas', 'ultimo_erro'])
      .where('aula_id', '=', aulaId)
      .where('ambiente', '=', 'producao')
      .executeTakeFirst();

  it('gives up after GETRAN_RETRY_LIMIT runs of the job: the lesson shows falhou until sent again', async () => {
    const carro = await testCar(platform, school, 3);
    const candidate = await freshCandidate(platform, school, 1, carro);
    const id = await givenLesson(platform, school, { ...candidate, inicio: earlyDay(1), minutos: 50 });
    await syncRegistry(platform);

    simulator.simulador.falhar({ modo: 'fora' });
    try {
      const failed = await call('POST', '/getran/enviar/aula-pratica', suporte, {
        aulaPraticaId: id,
        schema,
      });
      expect(failed.statusCode).toBe(503);
      expect(await situacao(id)).toMatchObject({ fila: 'aguardando', tentativas: 1 });
      await expect
        .poll(async () => (await situacao(id))?.fila, { timeout: 20_000, interval: 250 })
        .toBe('falhou');
    } finally {
      simulator.simulador.falhar({ modo: 'nenhuma' });
    }
    // The send of the click and the job's two runs, each kept in the history.
    const history = await call('GET', `/getran/historico?id=${id}&schema=${schema}`, suporte);
    expect(history.json().dados).toHaveLength(3);

    const again = await call('POST', '/getran/enviar/aula-pratica', suporte, { aulaPraticaId: id, schema });
    expect(again.statusCode, again.body).toBe(200);
    expect(await situacao(id)).toMatchObject({ fila: null, tentativas: 0 });
  });
});
