import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemDb, withSystem } from '../../platform/db/tenant.ts';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { apiCaller, type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';

const engines = await testEngines();

const AP = {
  instrutor_limite_diario: 12,
  alunos_simultaneos: 2,
  noite_inicio: '18:00',
  noite_fim: '06:00',
  limite_conceitos_basicos: 1,
  limite_baliza: 5,
  tempo_minimo_minutos: 45,
  duracao_maxima_minutos: 55,
  aula_dupla_minimo_minutos: 90,
  intervalo_terceira_aula_minutos: 50,
  tolerancia_checkin_minutos: 10,
};

describe.each(engines)('state profile history and who may edit on $name', (engine) => {
  let platform: Platform;
  let monitor: Session;
  let comercial: Session;
  const call = apiCaller(() => platform);
  const setFuncao = (email: string, funcao: number | null) =>
    withSystem(platform.app.db, () =>
      systemDb()
        .updateTable('usuarios')
        .set({ id_funcao_usuario: funcao })
        .where('email', '=', email)
        .execute(),
    );

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    monitor = await sessionFor(platform, 'monitor@demo.cfc');
    comercial = await sessionFor(platform, 'comercial@demo.cfc');
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('keeps who changed a state, when, and each rule before → after', async () => {
    expect((await call('GET', '/estado-perfis/AP/historico', monitor)).json().dados).toEqual([]);
    expect((await call('PUT', '/estado-perfis/AP', monitor, AP)).statusCode).toBe(200);
    expect((await call('PUT', '/estado-perfis/AP', monitor, { ...AP, limite_baliza: 3 })).statusCode).toBe(
      200,
    );

    const historico = (await call('GET', '/estado-perfis/ap/historico', comercial)).json().dados;
    expect(historico).toHaveLength(2);
    expect(historico[0]).toMatchObject({
      usuario: 'Marcos Monitoramento',
      mudancas: [{ campo: 'limite_baliza', antes: '5', depois: '3' }],
    });
    // The first change: from the national defaults, only what differed from them.
    expect(historico[1].mudancas).toContainEqual({
      campo: 'duracao_maxima_minutos',
      antes: '60',
      depois: '55',
    });
  });

  it('opens the edits to the admin-access function group, not to every monitoring account', async () => {
    await setFuncao('monitor@demo.cfc', null);
    try {
      expect((await call('PUT', '/estado-perfis/AP', monitor, AP)).statusCode).toBe(403);
      expect((await call('GET', '/estado-perfis/AP/historico', monitor)).statusCode).toBe(200);
    } finally {
      await setFuncao('monitor@demo.cfc', 2);
    }
    expect((await call('PUT', '/estado-perfis/AP', monitor, AP)).statusCode).toBe(200);
    expect((await call('PUT', '/estado-perfis/AP', comercial, AP)).statusCode).toBe(403);
  });
});
