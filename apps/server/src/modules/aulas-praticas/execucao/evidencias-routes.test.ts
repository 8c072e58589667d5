import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../../server.ts';
import { testEngines } from '../../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform } from '../../../test/platform.ts';
import { multipart, PNG } from '../../alunos/alunos.fixtures.ts';
import { AULA_NOT_FOUND } from '../refusal.ts';
import { createProcesso, createVeiculo, type DemoSchool, demoSchool } from '../test-fixtures.ts';
import { FOTO_NAO_ENCONTRADA } from './service.ts';

const engines = await testEngines();

describe.each(engines)('photos and track of a lesson for staff on $name', (engine) => {
  let platform: Platform;
  let ivo: Session;
  let admin: Session;
  let monitor: Session;
  let modelo: Session;
  let alice: Session;
  let demo: DemoSchool;
  let dadaId: number;
  let semNadaId: number;
  /** The positions the phone sent, in the order of their times. */
  let enviadas: {
    registrado_em: string;
    latitude: number;
    longitude: number;
    precisao_metros: number | null;
  }[];

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, session: Session, payload?: object) =>
    platform.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: session.headers,
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    ivo = await sessionFor(platform, '111.444.777-35');
    alice = await sessionFor(platform, '529.982.247-25');
    admin = await sessionFor(platform, 'admin@demo.cfc');
    monitor = await sessionFor(platform, 'monitor@demo.cfc');
    modelo = await sessionFor(platform, 'admin@modelo.cfc');
    demo = await demoSchool(platform, 'autoescolademo');
    const { db } = platform.database;
    const instrutorId = demo.instrutores[0]?.id ?? 0;
    const aluno = await db
      .selectFrom('alunos')
      .select('id')
      .where('usuario_id', '=', alice.usuarioId)
      .executeTakeFirstOrThrow();
    const processoId = await createProcesso(
      platform,
      demo,
      demo.alunos.findIndex((found) => found.id === aluno.id),
    );
    const veiculoId = await createVeiculo(platform, demo, 'B', 8);
    await db.updateTable('veiculos').set({ hodometro: 2000 }).where('id', '=', veiculoId).execute();
    const lessonAt = async (inicio: Date) =>
      (
        await db
          .insertInto('aulas_praticas')
          .values({
            autoescola_id: demo.id,
            processo_id: processoId,
            aluno_id: aluno.id,
            instrutor_id: instrutorId,
            veiculo_id: veiculoId,
            inicio,
            fim: new Date(inicio.getTime() + 50 * 60_000),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const now = Math.floor(Date.now() / 60_000) * 60_000;
    dadaId = await lessonAt(new Date(now));
    semNadaId = await lessonAt(new Date(now + 4 * 60 * 60_000));

    // The instructor's phone gives the lesson: start, photo, track (sent out of order), finish.
    const start = await call('POST', `/instrutor/aulas/${dadaId}/iniciar`, ivo, {
      hodometro: 2000,
      latitude: -2.53,
      longitude: -44.3,
    });
    expect(start.statusCode, start.body).toBe(200);
    const upload = multipart(PNG);
    const photo = await platform.app.inject({
      method: 'PUT',
      url: `/api/v1/instrutor/aulas/${dadaId}/fotos/inicio`,
      headers: { ...ivo.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(photo.statusCode, photo.body).toBe(200);
    enviadas = [0, 1, 2].map((index) => ({
      registrado_em: new Date(now + index * 15_000).toISOString().replace('.000Z', 'Z'),
      latitude: -2.53 - index / 1000,
      longitude: -44.3 + index / 1000,
      precisao_metros: index === 1 ? null : 6,
    }));
    const track = await call('POST', `/instrutor/aulas/${dadaId}/posicoes`, ivo, {
      posicoes: [...enviadas].reverse(),
    });
    expect(track.statusCode, track.body).toBe(200);
    const finish = await call('POST', `/instrutor/aulas/${dadaId}/finalizar`, ivo, {
      hodometro: 2011,
      latitude: -2.54,
      longitude: -44.31,
    });
    expect(finish.statusCode, finish.body).toBe(200);
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('answers the photo itself, never cached, and a Portuguese 404 for a moment without one', async () => {
    const reply = await call('GET', `/aulas-praticas/${dadaId}/fotos/inicio`, admin);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/png');
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect(reply.rawPayload.equals(PNG)).toBe(true);

    const fim = await call('GET', `/aulas-praticas/${dadaId}/fotos/fim`, admin);
    expect(fim.statusCode).toBe(404);
    expect(fim.json()).toMatchObject({ success: false, mensagem: FOTO_NAO_ENCONTRADA.fim });
    const never = await call('GET', `/aulas-praticas/${semNadaId}/fotos/inicio`, admin);
    expect(never.json().mensagem).toBe('Esta aula não tem foto do início.');
    const badMoment = await call('GET', `/aulas-praticas/${dadaId}/fotos/meio`, admin);
    expect(badMoment.statusCode).toBe(422);
  });

  it('answers the track in the order it was recorded', async () => {
    const reply = await call('GET', `/aulas-praticas/${dadaId}/posicoes`, admin);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().dados).toEqual(enviadas);
    const empty = await call('GET', `/aulas-praticas/${semNadaId}/posicoes`, admin);
    expect(empty.json().dados).toEqual([]);
  });

  it('has the access of the lesson detail and keeps other schools out', async () => {
    for (const url of [`/aulas-praticas/${dadaId}/fotos/inicio`, `/aulas-praticas/${dadaId}/posicoes`]) {
      expect((await call('GET', url, ivo)).statusCode, url).toBe(403);
      expect((await call('GET', url, alice)).statusCode, url).toBe(403);
      const granted = await platform.app.inject({
        method: 'GET',
        url: `/api/v1${url}`,
        headers: { ...monitor.headers, cfc: 'autoescolademo' },
      });
      expect(granted.statusCode, url).toBe(200);
      // Another school's administrator: the lesson does not exist for it.
      const foreign = await call('GET', url, modelo);
      expect(foreign.statusCode, url).toBe(404);
      expect(foreign.json().mensagem).toBe(AULA_NOT_FOUND);
    }
    const missing = await call('GET', '/aulas-praticas/999999999/posicoes', admin);
    expect(missing.json().mensagem).toBe(AULA_NOT_FOUND);

    await platform.database.db
      .updateTable('usuarios')
      .set({ permissoes: ['relatorios'] })
      .where('email', '=', 'gestor@demo.cfc')
      .execute();
    const gestor = await sessionFor(platform, 'gestor@demo.cfc');
    expect((await call('GET', `/aulas-praticas/${dadaId}/posicoes`, gestor)).statusCode).toBe(403);
  });
});
