import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays } from '@cfc/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../../platform/crypto/sealed.ts';
import { createOutboundClient } from '../../platform/http/outbound.ts';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { type DemoSchool, demoSchool } from '../aulas-praticas/test-fixtures.ts';
import { capturarEvidencias, SALA_SEM_CAMERA } from './jobs.ts';
import { demoPng } from './seed.ts';
import { DIA, turmasFixtures } from './turmas.fixtures.ts';

const engines = await testEngines();

/** The room's camera on the network: a PNG snapshot to the right credentials, counting its snapshots. */
let snapshots = 0;
const camera = http.createServer((request, reply) => {
  const expected = `Basic ${Buffer.from('sala:segredo-da-sala').toString('base64')}`;
  if (request.headers.authorization !== expected) {
    reply.writeHead(401).end();
    return;
  }
  if (request.url === '/texto') {
    reply.writeHead(200, { 'content-type': 'text/plain' }).end('não sou uma imagem');
    return;
  }
  snapshots += 1;
  reply.writeHead(200, { 'content-type': 'image/png' }).end(demoPng(snapshots));
});

async function until<T>(what: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.each(engines)("a session's evidence from the room camera on $name", (engine) => {
  let platform: Platform;
  let school: DemoSchool;
  let admin: Session;
  let base: string;
  const fx = turmasFixtures(
    () => platform,
    () => school,
  );
  const { call } = fx;

  beforeAll(async () => {
    if (!camera.listening) await new Promise<void>((resolve) => camera.listen(0, '127.0.0.1', resolve));
    const port = (camera.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
    // The camera sits on loopback, which only the operator's list of trusted hosts opens.
    platform = await startTestPlatform(engine, {
      jobs: true,
      env: { OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${port}` },
    });
    school = await demoSchool(platform, 'autoescolademo');
    admin = await sessionFor(platform, 'admin@demo.cfc');
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
    if (engine.name === 'postgres' || engines.length === 1) camera.close();
  });

  it('takes the snapshots at the opening and at the closing through the job, and keeps the images', async () => {
    const turma = await fx.turma(admin);
    const cam = await call('POST', '/cameras', admin, {
      sala_id: turma.id_sala,
      nome: 'Câmera da frente',
      url_snapshot: `${base}/snapshot.png`,
      usuario: 'sala',
      senha: 'segredo-da-sala',
    });
    expect(cam.statusCode, cam.body).toBe(201);
    const aula = await fx.aula(admin, turma.id_turma, { data: addDays(DIA, -1) });
    const id = aula.id_aula_teorica;
    await fx.mover(id, -5, 95);
    expect((await call('POST', `/aulas-teoricas/${id}/abrir`, admin)).statusCode).toBe(200);

    const evidencias = () =>
      call('GET', `/aulas-teoricas/${id}/evidencias`, admin).then((reply) => reply.json().dados);
    const inicio = await until(evidencias, (list) => list.length >= 1);
    expect(inicio).toEqual([
      expect.objectContaining({
        tipo: 'inicio',
        camera_nome: 'Câmera da frente',
        tem_arquivo: true,
        erro: null,
      }),
    ]);
    const imagem = await call('GET', `/aulas-teoricas/${id}/evidencias/${inicio[0].id_evidencia}`, admin);
    expect(imagem.headers['content-type']).toBe('image/png');
    expect(imagem.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    // Two snapshots at random moments are queued for later in the session.
    const { rows: pedidos } = await sql<{ data: { aulaId: number; tipo: string }; start_after: Date }>`
      select data, start_after from pgboss.job where name = 'evidencias-aula-teorica'`.execute(
      platform.database.db,
    );
    const minhas = pedidos.filter((job) => job.data.aulaId === id && job.data.tipo === 'aleatoria');
    expect(minhas).toHaveLength(2);
    for (const job of minhas) expect(new Date(job.start_after).getTime()).toBeGreaterThan(Date.now());

    expect((await call('POST', `/aulas-teoricas/${id}/encerrar`, admin)).statusCode).toBe(200);
    const todas = await until(evidencias, (list) => list.length >= 2);
    expect(todas.map((e: { tipo: string }) => e.tipo)).toEqual(['inicio', 'fim']);
    expect((await call('GET', `/aulas-teoricas/${id}`, admin)).json().dados.fotos).toBe(2);
    const pdf = await call('GET', `/turmas/pdf/${turma.id_turma}`, admin);
    expect(pdf.statusCode).toBe(200);
  });

  it('keeps a failed snapshot with its reason, and says when the room has no camera', async () => {
    const deps = {
      db: platform.database.db,
      box: new SecretBox(platform.app.config.jwtSecret),
      outbound: createOutboundClient(platform.app.config.outbound),
      storage: platform.app.storage,
    };
    const semCamera = await fx.turma(admin);
    const aula = await fx.aula(admin, semCamera.id_turma, { data: addDays(DIA, -2) });
    // Not open yet: a snapshot of a moment that did not come does nothing.
    expect(
      await capturarEvidencias(deps, {
        autoescolaId: school.id,
        aulaId: aula.id_aula_teorica,
        tipo: 'aleatoria',
      }),
    ).toBe(0);
    await fx.mover(aula.id_aula_teorica, -200, -110);
    await platform.database.db
      .updateTable('aulas_teoricas')
      .set({ status: 'aberta', aberta_em: new Date() })
      .where('id', '=', aula.id_aula_teorica)
      .execute();
    expect(
      await capturarEvidencias(deps, {
        autoescolaId: school.id,
        aulaId: aula.id_aula_teorica,
        tipo: 'aleatoria',
      }),
    ).toBe(0);
    const [semFoto] = (await call('GET', `/aulas-teoricas/${aula.id_aula_teorica}/evidencias`, admin)).json()
      .dados;
    expect(semFoto).toMatchObject({ tipo: 'aleatoria', tem_arquivo: false, erro: SALA_SEM_CAMERA });

    await call('POST', '/cameras', admin, {
      sala_id: semCamera.id_sala,
      nome: 'Câmera errada',
      url_snapshot: `${base}/snapshot.png`,
      usuario: 'sala',
      senha: 'outra',
    });
    await call('POST', '/cameras', admin, {
      sala_id: semCamera.id_sala,
      nome: 'Câmera de texto',
      url_snapshot: `${base}/texto`,
      usuario: 'sala',
      senha: 'segredo-da-sala',
    });
    expect(
      await capturarEvidencias(deps, {
        autoescolaId: school.id,
        aulaId: aula.id_aula_teorica,
        tipo: 'aleatoria',
      }),
    ).toBe(0);
    const falhas = (await call('GET', `/aulas-teoricas/${aula.id_aula_teorica}/evidencias`, admin))
      .json()
      .dados.slice(1);
    expect(falhas.map((e: { camera_nome: string; erro: string }) => [e.camera_nome, e.erro]).sort()).toEqual([
      ['Câmera de texto', 'A câmera não respondeu com uma imagem JPG, PNG ou WEBP.'],
      ['Câmera errada', expect.stringContaining('401')],
    ]);
  });
});
