import { beforeAll, describe, expect, it } from 'vitest';
import { demoSchoolSuite } from '../../../test/demo-school.ts';
import { testEngines } from '../../../test/engines.ts';
import { multipart, PNG } from '../../alunos/alunos.fixtures.ts';
import { AULA_DE_OUTRO, HODOMETRO_FINAL_MENOR, hodometroMenor, NAO_AGENDADA } from './service.ts';

const engines = await testEngines();

describe.each(engines)('giving a practical lesson on $name', (engine) => {
  const t = demoSchoolSuite(engine, { ivo: '111.444.777-35', alice: '529.982.247-25' });
  let instrutorId: number;
  let veiculoId: number;
  let processoId: number;
  let aulaId: number;
  let futuraId: number;

  const lista = (session = t.as.ivo, id = instrutorId, schema = 'autoescolademo') =>
    t.call('GET', `/instrutor/aulas/praticas?id=${id}&schema=${schema}`, session);
  const posicoes = (count: number, offsetSeconds = 0) => ({
    posicoes: Array.from({ length: count }, (_, index) => ({
      registrado_em: new Date(Date.now() - offsetSeconds * 1000 - index * 15_000).toISOString(),
      latitude: -2.53 + index / 10_000,
      longitude: -44.3,
      precisao_metros: 8,
    })),
  });
  const lessonAt = (inicio: Date) =>
    t.insertLesson({ processo_id: processoId, instrutor_id: instrutorId, veiculo_id: veiculoId, inicio });
  const alunoDaAlice = () =>
    t.platform.database.db
      .selectFrom('alunos')
      .select('id')
      .where('usuario_id', '=', t.as.alice.usuarioId)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    const { db } = t.platform.database;
    instrutorId = (
      await db
        .selectFrom('instrutores')
        .select('id')
        .where('usuario_id', '=', t.as.ivo.usuarioId)
        .executeTakeFirstOrThrow()
    ).id;
    expect(instrutorId).toBe(t.instrutor(0));
    const aluno = await alunoDaAlice();
    processoId = await t.createProcesso(t.demo.alunos.findIndex((found) => found.id === aluno.id));
    veiculoId = await t.createVeiculo('B', 7);
    await db.updateTable('veiculos').set({ hodometro: 1000 }).where('id', '=', veiculoId).execute();
    const now = Math.floor(Date.now() / 60_000) * 60_000;
    aulaId = await lessonAt(new Date(now));
    futuraId = await lessonAt(new Date(now + 3 * 60 * 60_000));
  });
  it("lists the instructor's lessons of today, only its own and only of its school", async () => {
    const reply = await lista();
    expect(reply.statusCode, reply.body).toBe(200);
    const aula = reply.json().dados.find((found: { aulaId: number }) => found.aulaId === aulaId);
    expect(aula).toMatchObject({
      id_aulas_praticas: aulaId,
      status: 'agendada',
      aluno: 'Alice Aluna',
      id_instrutor: instrutorId,
      id_veiculo: veiculoId,
      fotos: [],
      anotacao: null,
    });
    expect(aula.data_aula).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The default state profile's tolerance: 10 minutes either side of the planned start.
    const planned = Date.parse(aula.inicio);
    expect(aula.inicio_permitido).toEqual({
      de: new Date(planned - 10 * 60_000).toISOString(),
      ate: new Date(planned + 10 * 60_000).toISOString(),
    });
    expect((await lista(t.as.ivo, t.instrutor(1))).statusCode).toBe(403);
    expect((await lista(t.as.ivo, instrutorId, 'cfcmodelo')).statusCode).toBe(403);
    expect((await lista(t.as.alice)).statusCode).toBe(403);
  });

  it('starts with the odometer (never below the vehicle), records the track, the photo and finishes', async () => {
    const start = { hodometro: 999, latitude: -2.53, longitude: -44.3 };
    const lower = await t.call('POST', `/instrutor/aulas/${aulaId}/iniciar`, t.as.ivo, start);
    expect(lower.statusCode).toBe(422);
    expect(lower.json().mensagem).toBe(hodometroMenor(1000));
    const early = await t.call('POST', `/instrutor/aulas/${futuraId}/iniciar`, t.as.ivo, {
      ...start,
      hodometro: 1000,
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().mensagem).toContain('minutos antes ou depois');

    const started = await t.call('POST', `/instrutor/aulas/${aulaId}/iniciar`, t.as.ivo, {
      ...start,
      hodometro: 1000,
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().dados).toMatchObject({
      status: 'em_andamento',
      anotacao: {
        aluno: 'Alice Aluna',
        hodometro_inicio: 1000,
        hodometro_fim: null,
        fim: null,
        aulas: [aulaId],
      },
    });
    const again = await t.call('POST', `/instrutor/aulas/${aulaId}/iniciar`, t.as.ivo, {
      ...start,
      hodometro: 1000,
    });
    expect(again.json().mensagem).toBe(NAO_AGENDADA);

    const batch = posicoes(3);
    const first = await t.call('POST', `/instrutor/aulas/${aulaId}/posicoes`, t.as.ivo, batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().dados).toEqual({ recebidas: 3, novas: 3 });
    const resent = await t.call('POST', `/instrutor/aulas/${aulaId}/posicoes`, t.as.ivo, batch);
    expect(resent.json().dados).toEqual({ recebidas: 3, novas: 0 });
    const { db } = t.platform.database;
    const track = await db
      .selectFrom('aula_posicoes')
      .select('registrado_em')
      .where('aula_id', '=', aulaId)
      .execute();
    expect(track).toHaveLength(3);

    const upload = multipart(PNG);
    for (let round = 0; round < 2; round++) {
      const photo = await t.call(
        'PUT',
        `/instrutor/aulas/${aulaId}/fotos/inicio`,
        t.as.ivo,
        upload.payload,
        upload.headers,
      );
      expect(photo.statusCode, photo.body).toBe(200);
      expect(photo.json().dados).toMatchObject({ aulaId, momento: 'inicio' });
    }
    const fotos = await db.selectFrom('aula_fotos').selectAll().where('aula_id', '=', aulaId).execute();
    expect(fotos.map((foto) => foto.arquivo)).toEqual([`aulas/${t.demo.id}/${aulaId}/inicio`]);
    expect(
      (await t.platform.app.storage.get(`aulas/${t.demo.id}/${aulaId}/inicio`))?.content.equals(PNG),
    ).toBe(true);
    const badMoment = await t.call(
      'PUT',
      `/instrutor/aulas/${aulaId}/fotos/meio`,
      t.as.ivo,
      upload.payload,
      upload.headers,
    );
    expect(badMoment.statusCode).toBe(422);

    const end = { hodometro: 990, latitude: -2.54, longitude: -44.31 };
    const backwards = await t.call('POST', `/instrutor/aulas/${aulaId}/finalizar`, t.as.ivo, end);
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().mensagem).toBe(HODOMETRO_FINAL_MENOR);
    const finished = await t.call('POST', `/instrutor/aulas/${aulaId}/finalizar`, t.as.ivo, {
      ...end,
      hodometro: 1012,
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const dados = finished.json().dados;
    expect(dados).toMatchObject({
      status: 'realizada',
      fotos: ['inicio'],
      anotacao: { hodometro_inicio: 1000, hodometro_fim: 1012 },
    });
    expect(Date.parse(dados.anotacao.fim)).toBeGreaterThanOrEqual(Date.parse(dados.anotacao.inicio));
    const twice = await t.call('POST', `/instrutor/aulas/${aulaId}/finalizar`, t.as.ivo, {
      ...end,
      hodometro: 2000,
    });
    expect(twice.statusCode).toBe(422);

    const late = await t.call('POST', `/instrutor/aulas/${aulaId}/posicoes`, t.as.ivo, posicoes(1, 600));
    expect(late.json().dados).toEqual({ recebidas: 1, novas: 1 });

    const veiculo = await db
      .selectFrom('veiculos')
      .select('hodometro')
      .where('id', '=', veiculoId)
      .executeTakeFirstOrThrow();
    expect(veiculo.hodometro).toBe(1012);
    const anotacao = await db
      .selectFrom('anotacoes_praticas')
      .selectAll()
      .where('aula_id', '=', aulaId)
      .executeTakeFirstOrThrow();
    expect(anotacao).toMatchObject({ hodo_start: 1000, hodo_end: 1012 });
    const historico = await db
      .selectFrom('aula_historico')
      .select('acao')
      .where('aula_id', '=', aulaId)
      .orderBy('id')
      .execute();
    expect(historico.map((row) => row.acao)).toEqual(['iniciada', 'finalizada']);
    const audit = await db
      .selectFrom('audit_log')
      .select(['acao', 'usuario_id', 'autoescola_id'])
      .where('entidade', '=', 'aula_pratica')
      .where('entidade_id', '=', String(aulaId))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.acao)).toEqual([
      'aula_pratica_iniciada',
      'aula_pratica_posicoes',
      'aula_pratica_foto',
      'aula_pratica_foto',
      'aula_pratica_finalizada',
      'aula_pratica_posicoes',
    ]);
    expect(
      audit.every((row) => row.usuario_id === t.as.ivo.usuarioId && row.autoescola_id === t.demo.id),
    ).toBe(true);
  });

  it('shows the student its lessons, the hours done against required and the next lesson', async () => {
    const reply = await t.call('GET', '/candidato/aulas-praticas', t.as.alice);
    expect(reply.statusCode, reply.body).toBe(200);
    const { aulas, processos, proxima_aula } = reply.json().dados;
    expect(
      aulas.find((aula: { id_aulas_praticas: number }) => aula.id_aulas_praticas === aulaId),
    ).toMatchObject({
      status: 'realizada',
      instrutor: expect.any(String),
    });
    expect(
      processos.find((found: { id_processo: number }) => found.id_processo === processoId),
    ).toMatchObject({
      horas_requeridas: 20,
      // The lesson above was finished a moment after its start: under the minimum, it counts no h/a.
      horas_realizadas: 0,
    });
    const futura = aulas.find((aula: { id_aulas_praticas: number }) => aula.id_aulas_praticas === futuraId);
    expect(['agendada', 'em_andamento']).toContain(proxima_aula.status);
    expect(Date.parse(proxima_aula.inicio)).toBeLessThanOrEqual(Date.parse(futura.inicio));
    expect(Date.parse(proxima_aula.fim)).toBeGreaterThan(Date.now());
    const done = await t.call('GET', '/candidato/aulas-praticas?status=realizada', t.as.alice);
    expect(done.json().dados.aulas.every((aula: { status: string }) => aula.status === 'realizada')).toBe(
      true,
    );
    expect((await t.call('GET', '/candidato/aulas-praticas', t.as.ivo)).statusCode).toBe(403);
  });

  it("refuses another instructor's lesson and an unknown one", async () => {
    const { db } = t.platform.database;
    const other = t.instrutor(1);
    await db.updateTable('instrutores').set({ usuario_id: null }).where('id', '=', instrutorId).execute();
    await db
      .updateTable('instrutores')
      .set({ usuario_id: t.as.ivo.usuarioId })
      .where('id', '=', other)
      .execute();
    try {
      const start = { hodometro: 1500, latitude: -2.53, longitude: -44.3 };
      const refused = await t.call('POST', `/instrutor/aulas/${futuraId}/iniciar`, t.as.ivo, start);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().mensagem).toBe(AULA_DE_OUTRO);
      const photos = await t.call('POST', `/instrutor/aulas/${futuraId}/posicoes`, t.as.ivo, posicoes(1));
      expect(photos.statusCode).toBe(422);
      expect((await lista(t.as.ivo, instrutorId)).statusCode).toBe(403);
      expect((await lista(t.as.ivo, other)).statusCode).toBe(200);
      expect((await t.call('POST', '/instrutor/aulas/999999999/iniciar', t.as.ivo, start)).statusCode).toBe(
        404,
      );
    } finally {
      await db.updateTable('instrutores').set({ usuario_id: null }).where('id', '=', other).execute();
      await db
        .updateTable('instrutores')
        .set({ usuario_id: t.as.ivo.usuarioId })
        .where('id', '=', instrutorId)
        .execute();
    }
  });
});
