import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemDb, withSystem } from '../../platform/db/tenant.ts';
import { testEngines } from '../../test/engines.ts';
import {
  apiCaller,
  type Session,
  sessionFor,
  startTestPlatform,
  type TestPlatform,
} from '../../test/platform.ts';
import { aplicarRetencao } from './service.ts';

const engines = await testEngines();

describe.each(engines)('monitoring logs on $name', (engine) => {
  let platform: TestPlatform;
  const as: Record<string, Session> = {};
  const call = apiCaller(() => platform);
  const schoolId = async (slug: string) =>
    (
      await platform.app.db
        .selectFrom('autoescolas')
        .select('id')
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    for (const login of [
      'monitor@demo.cfc',
      'comercial@demo.cfc',
      'detran@demo.cfc',
      'admin@demo.cfc',
      'admin@modelo.cfc',
      'suporte@demo.cfc',
    ]) {
      as[login] = await sessionFor(platform, login);
    }
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  const PATHS = ['/logs/minimizacao', '/logs/agendamento', '/logs/api-candidato-pratico'];

  it('are read by monitoring and commercial staff; the authority and the schools get 403', async () => {
    for (const path of PATHS) {
      for (const login of ['monitor@demo.cfc', 'comercial@demo.cfc']) {
        expect((await call('GET', path, as[login] as Session)).statusCode, `${login} ${path}`).toBe(200);
      }
      for (const login of ['detran@demo.cfc', 'admin@demo.cfc', 'admin@modelo.cfc', 'suporte@demo.cfc']) {
        expect((await call('GET', path, as[login] as Session)).statusCode, `${login} ${path}`).toBe(403);
      }
    }
  });

  it('pages the minimisation log newest first, with the rule and its norm, and filters by school', async () => {
    const monitor = as['monitor@demo.cfc'] as Session;
    const first = (await call('GET', '/logs/minimizacao?per_page=2', monitor)).json().dados;
    expect(first.total).toBeGreaterThanOrEqual(5);
    expect(first.data).toHaveLength(2);
    expect(first.last_page).toBe(Math.ceil(first.total / 2));
    const second = (await call('GET', '/logs/minimizacao?per_page=2&page=2', monitor)).json().dados;
    const ids = [...first.data, ...second.data].map((row: { id: number }) => row.id);
    expect(new Set(ids).size).toBe(4);
    expect(first.data[0].executado_em >= second.data[0].executado_em).toBe(true);
    expect(first.data[0].fundamentos.join(' ')).toContain('13.709/2018');

    const demo = (await call('GET', '/logs/minimizacao?schema=autoescolademo&per_page=100', monitor)).json()
      .dados;
    expect(demo.data.length).toBeGreaterThan(0);
    expect(demo.data.every((row: { autoescola: string }) => row.autoescola === 'Autoescola Demo')).toBe(true);
    const modelo = (await call('GET', '/logs/minimizacao?schema=cfcmodelo', monitor)).json().dados;
    expect(modelo.total).toBe(0);
    expect((await call('GET', '/logs/minimizacao?regra=nada', monitor)).statusCode).toBe(422);
  });

  it('lists each booking, move and cancellation with who did it and from where', async () => {
    const admin = as['admin@demo.cfc'] as Session;
    const monitor = as['monitor@demo.cfc'] as Session;
    const aula = await withSystem(platform.app.db, () =>
      systemDb()
        .selectFrom('aulas_praticas')
        .select('id')
        .where('status', '=', 'agendada')
        .where('inicio', '>', sql<Date>`now()`)
        .orderBy('inicio', 'desc')
        .executeTakeFirstOrThrow(),
    );
    const cancelled = await call(
      'PATCH',
      `/aulas-praticas/${aula.id}/cancelar`,
      admin,
      { motivo: 'Aluno pediu para desmarcar' },
      { 'user-agent': 'NavegadorDeTeste/1.0' },
    );
    expect(cancelled.statusCode).toBe(200);

    const page = (await call('GET', '/logs/agendamento?acao=cancelada', monitor)).json().dados;
    const line = page.data.find((row: { aula_id: number }) => row.aula_id === aula.id);
    expect(line).toMatchObject({
      acao: 'cancelada',
      usuario: 'Ana Administradora',
      user_agent: 'NavegadorDeTeste/1.0',
      motivo: 'Aluno pediu para desmarcar',
    });
    expect(line.ip).toBeTruthy();

    const seeded = (await call('GET', '/logs/agendamento?per_page=100', monitor)).json().dados;
    expect(seeded.data.some((row: { acao: string }) => row.acao === 'remarcada')).toBe(true);
    const byUser = (await call('GET', '/logs/agendamento?usuario=ninguem', monitor)).json().dados;
    expect(byUser.total).toBe(0);
    const modelo = (await call('GET', '/logs/agendamento?schema=cfcmodelo', monitor)).json().dados;
    expect(modelo.data.every((row: { autoescola: string }) => row.autoescola === 'CFC Modelo')).toBe(true);

    const exported = await call('GET', '/logs/agendamento/xlsx/-/-?formato=csv&acao=cancelada', monitor);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().dados).toContain('NavegadorDeTeste/1.0');
  });

  it('records each call to the candidate service with the CPF masked', async () => {
    const admin = as['admin@demo.cfc'] as Session;
    const aluno = await withSystem(platform.app.db, () =>
      systemDb()
        .selectFrom('alunos')
        .select('cpf')
        .where('autoescola_id', '=', sql<number>`(select id from autoescolas where slug = 'autoescolademo')`)
        .orderBy('id')
        .executeTakeFirstOrThrow(),
    );
    const before = (
      await call('GET', '/logs/api-candidato-pratico', as['monitor@demo.cfc'] as Session)
    ).json().dados.total;
    const lookup = await call('GET', `/getran/aluno/autoescolademo/${aluno.cpf}`, admin);
    expect(lookup.statusCode).toBe(200);
    const page = (await call('GET', '/logs/api-candidato-pratico', as['monitor@demo.cfc'] as Session)).json()
      .dados;
    expect(page.total).toBe(before + 1);
    const newest = page.data[0];
    expect(newest).toMatchObject({ usuario: 'Ana Administradora', resultado: 'sucesso', http_status: 200 });
    expect(newest.cpf).toMatch(/^\d{3}\.\d{3}\.\d{3}-\*\*$/);
    expect(newest.cpf).not.toContain(aluno.cpf.slice(9));
  });

  it('minimises data past its retention and logs what it did', async () => {
    const demo = await schoolId('autoescolademo');
    const muitoAntiga = sql<Date>`now() - interval '6 years'`;
    const aula = await withSystem(platform.app.db, () =>
      systemDb()
        .selectFrom('aulas_praticas')
        .select('id')
        .where('autoescola_id', '=', demo)
        .orderBy('id')
        .executeTakeFirstOrThrow(),
    );
    await withSystem(platform.app.db, async () => {
      await systemDb()
        .insertInto('aula_posicoes')
        .values(
          [0, 15, 30].map((segundos) => ({
            autoescola_id: demo,
            aula_id: aula.id,
            registrado_em: sql<Date>`now() - interval '6 years' + make_interval(secs => ${segundos})`,
            latitude: -2.53,
            longitude: -44.3,
          })),
        )
        .execute();
      await systemDb()
        .insertInto('getran_consultas')
        .values({
          autoescola_id: demo,
          cpf: '52998224725',
          ambiente: 'producao',
          duracao_ms: 10,
          resultado: 'sucesso',
          ip: '10.0.0.1',
          created_at: muitoAntiga,
        })
        .execute();
    });

    const feitos = await aplicarRetencao({ db: platform.app.db, storage: platform.app.storage });
    expect(feitos.posicoes_gps_aula).toBe(3);
    expect(feitos.consultas_getran).toBe(1);

    const restantes = await withSystem(platform.app.db, () =>
      systemDb()
        .selectFrom('aula_posicoes')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('registrado_em', '<', sql<Date>`now() - interval '5 years'`)
        .executeTakeFirstOrThrow(),
    );
    expect(restantes.n).toBe(0);
    const anonimizada = await withSystem(platform.app.db, () =>
      systemDb()
        .selectFrom('getran_consultas')
        .select(['cpf', 'ip'])
        .where('created_at', '<', muitoAntiga)
        .execute(),
    );
    expect(anonimizada).toEqual([{ cpf: '00000000000', ip: null }]);

    const log = (
      await call('GET', '/logs/minimizacao?regra=posicoes_gps_aula', as['monitor@demo.cfc'] as Session)
    ).json().dados;
    expect(log.data[0]).toMatchObject({
      autoescola: 'Autoescola Demo',
      quantidade: 3,
      operacao: 'exclusao',
      tabela: 'aula_posicoes',
    });

    // A second run finds nothing left and writes no line.
    const again = await aplicarRetencao({ db: platform.app.db, storage: platform.app.storage });
    expect(again.posicoes_gps_aula).toBe(0);
    const after = (
      await call('GET', '/logs/minimizacao?regra=posicoes_gps_aula', as['monitor@demo.cfc'] as Session)
    ).json().dados;
    expect(after.total).toBe(log.total);
  });
});
