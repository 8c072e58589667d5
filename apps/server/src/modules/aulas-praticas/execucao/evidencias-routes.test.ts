import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoSchoolSuite } from '../../../test/demo-school.ts';
import { testEngines } from '../../../test/engines.ts';
import { sessionFor } from '../../../test/platform.ts';
import { multipart, PNG } from '../../alunos/alunos.fixtures.ts';
import { AULA_NOT_FOUND } from '../refusal.ts';
import { FOTO_NAO_ENCONTRADA } from './service.ts';

const engines = await testEngines();

describe.each(engines)('photos and track of a lesson for staff on $name', (engine) => {
  const t = demoSchoolSuite(engine, {
    ivo: '111.444.777-35',
    alice: '529.982.247-25',
    monitor: 'monitor@demo.cfc',
    modelo: 'admin@modelo.cfc',
  });
  let dadaId: number;
  let semNadaId: number;
  /** The positions the phone sent, in the order of their times. */
  let enviadas: {
    registrado_em: string;
    latitude: number;
    longitude: number;
    precisao_metros: number | null;
  }[];

  beforeAll(async () => {
    const { db } = t.platform.database;
    const instrutorId = t.instrutor(0);
    const aluno = await db
      .selectFrom('alunos')
      .select('id')
      .where('usuario_id', '=', t.as.alice.usuarioId)
      .executeTakeFirstOrThrow();
    const processoId = await t.createProcesso(t.demo.alunos.findIndex((found) => found.id === aluno.id));
    const veiculoId = await t.createVeiculo('B', 8);
    await db.updateTable('veiculos').set({ hodometro: 2000 }).where('id', '=', veiculoId).execute();
    const lessonAt = (inicio: Date) =>
      t.insertLesson({ processo_id: processoId, instrutor_id: instrutorId, veiculo_id: veiculoId, inicio });
    const now = Math.floor(Date.now() / 60_000) * 60_000;
    dadaId = await lessonAt(new Date(now));
    semNadaId = await lessonAt(new Date(now + 4 * 60 * 60_000));

    // The instructor's phone gives the lesson: start, photo, track (sent out of order), finish.
    const start = await t.call('POST', `/instrutor/aulas/${dadaId}/iniciar`, t.as.ivo, {
      hodometro: 2000,
      latitude: -2.53,
      longitude: -44.3,
    });
    expect(start.statusCode, start.body).toBe(200);
    const upload = multipart(PNG);
    const photo = await t.call(
      'PUT',
      `/instrutor/aulas/${dadaId}/fotos/inicio`,
      t.as.ivo,
      upload.payload,
      upload.headers,
    );
    expect(photo.statusCode, photo.body).toBe(200);
    // Its face check is queued once the photo is stored (modules/fotos).
    const queued = await sql<{ data: { fotoId: number } }>`
      select data from pgboss.job where name = 'evidencias.verificar-foto'`.execute(db);
    expect(queued.rows).toHaveLength(1);
    enviadas = [0, 1, 2].map((index) => ({
      registrado_em: new Date(now + index * 15_000).toISOString().replace('.000Z', 'Z'),
      latitude: -2.53 - index / 1000,
      longitude: -44.3 + index / 1000,
      precisao_metros: index === 1 ? null : 6,
    }));
    const track = await t.call('POST', `/instrutor/aulas/${dadaId}/posicoes`, t.as.ivo, {
      posicoes: [...enviadas].reverse(),
    });
    expect(track.statusCode, track.body).toBe(200);
    const finish = await t.call('POST', `/instrutor/aulas/${dadaId}/finalizar`, t.as.ivo, {
      hodometro: 2011,
      latitude: -2.54,
      longitude: -44.31,
    });
    expect(finish.statusCode, finish.body).toBe(200);
  });
  it('answers the photo itself, never cached, and a Portuguese 404 for a moment without one', async () => {
    const reply = await t.call('GET', `/aulas-praticas/${dadaId}/fotos/inicio`, t.as.admin);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/png');
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect(reply.rawPayload.equals(PNG)).toBe(true);

    const fim = await t.call('GET', `/aulas-praticas/${dadaId}/fotos/fim`, t.as.admin);
    expect(fim.statusCode).toBe(404);
    expect(fim.json()).toMatchObject({ success: false, mensagem: FOTO_NAO_ENCONTRADA.fim });
    const never = await t.call('GET', `/aulas-praticas/${semNadaId}/fotos/inicio`, t.as.admin);
    expect(never.json().mensagem).toBe('Esta aula não tem foto do início.');
    const badMoment = await t.call('GET', `/aulas-praticas/${dadaId}/fotos/meio`, t.as.admin);
    expect(badMoment.statusCode).toBe(422);
  });

  it('answers the track in the order it was recorded', async () => {
    const reply = await t.call('GET', `/aulas-praticas/${dadaId}/posicoes`, t.as.admin);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().dados).toEqual(enviadas);
    const empty = await t.call('GET', `/aulas-praticas/${semNadaId}/posicoes`, t.as.admin);
    expect(empty.json().dados).toEqual([]);
  });

  it('has the access of the lesson detail and keeps other schools out', async () => {
    for (const url of [`/aulas-praticas/${dadaId}/fotos/inicio`, `/aulas-praticas/${dadaId}/posicoes`]) {
      expect((await t.call('GET', url, t.as.ivo)).statusCode, url).toBe(403);
      expect((await t.call('GET', url, t.as.alice)).statusCode, url).toBe(403);
      const granted = await t.call('GET', url, t.as.monitor, undefined, { cfc: 'autoescolademo' });
      expect(granted.statusCode, url).toBe(200);
      // Another school's administrator: the lesson does not exist for it.
      const foreign = await t.call('GET', url, t.as.modelo);
      expect(foreign.statusCode, url).toBe(404);
      expect(foreign.json().mensagem).toBe(AULA_NOT_FOUND);
    }
    const missing = await t.call('GET', '/aulas-praticas/999999999/posicoes', t.as.admin);
    expect(missing.json().mensagem).toBe(AULA_NOT_FOUND);

    await t.platform.database.db
      .updateTable('usuarios')
      .set({ permissoes: ['relatorios'] })
      .where('email', '=', 'gestor@demo.cfc')
      .execute();
    const gestor = await sessionFor(t.platform, 'gestor@demo.cfc');
    expect((await t.call('GET', `/aulas-praticas/${dadaId}/posicoes`, gestor)).statusCode).toBe(403);
  });
});
