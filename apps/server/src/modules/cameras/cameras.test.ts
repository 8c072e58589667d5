import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../../platform/crypto/sealed.ts';
import { createOutboundClient } from '../../platform/http/outbound.ts';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { checkCameras } from './service.ts';

const engines = await testEngines();

/** A camera on the network: answers a JPEG snapshot to the right credentials only. */
const cameraServer = http.createServer((request, reply) => {
  const expected = `Basic ${Buffer.from('admin:segredo-da-camera').toString('base64')}`;
  if (request.headers.authorization !== expected) {
    reply.writeHead(401).end();
    return;
  }
  reply.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
});
let cameraConnections = 0;
cameraServer.on('connection', () => {
  cameraConnections += 1;
});

describe.each(engines)('cameras on $name', (engine) => {
  let platform: Platform;
  let admin: Session;
  let salaId: number;
  let snapshotUrl: string;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    session: Session,
    payload?: object,
  ) =>
    platform.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: session.headers,
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    if (!cameraServer.listening)
      await new Promise<void>((resolve) => cameraServer.listen(0, '127.0.0.1', resolve));
    snapshotUrl = `http://127.0.0.1:${(cameraServer.address() as AddressInfo).port}/snapshot.jpg`;
    // The fake camera sits on loopback, which only an operator's OUTBOUND_ALLOW_HOSTS opens (port 1: nothing listens).
    platform = await startTestPlatform(engine, {
      env: { OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${(cameraServer.address() as AddressInfo).port},127.0.0.1:1` },
    });
    admin = await sessionFor(platform, 'admin@demo.cfc');
    salaId = (await call('POST', '/salas', admin, { nome: 'Sala das Câmeras', capacidade: 40 })).json().dados
      .id_sala;
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
    if (engine.name === 'postgres' || engines.length === 1) cameraServer.close();
  });

  it('stores the password sealed and never sends it back', async () => {
    const created = await call('POST', '/cameras', admin, {
      sala_id: salaId,
      nome: 'Entrada',
      url_snapshot: snapshotUrl,
      usuario: 'admin',
      senha: 'segredo-da-camera',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().dados).toMatchObject({
      nome: 'Entrada',
      sala_nome: 'Sala das Câmeras',
      tem_senha: true,
      status: 'desconhecido',
    });
    expect(created.body).not.toContain('segredo-da-camera');
    const list = await call('GET', '/cameras', admin);
    expect(list.body).not.toContain('segredo-da-camera');
    expect(list.body).not.toContain('senha_cifrada');

    const stored = await platform.database.db
      .selectFrom('cameras')
      .select('senha_cifrada')
      .where('nome', '=', 'Entrada')
      .executeTakeFirstOrThrow();
    expect(stored.senha_cifrada).toMatch(/^v1:/);
    expect(stored.senha_cifrada).not.toContain('segredo');

    // Editing without a password keeps the stored one.
    const id = created.json().dados.id_camera;
    await call('PUT', `/cameras/${id}`, admin, {
      sala_id: salaId,
      nome: 'Entrada principal',
      url_snapshot: snapshotUrl,
      usuario: 'admin',
    });
    const after = await platform.database.db
      .selectFrom('cameras')
      .select('senha_cifrada')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after.senha_cifrada).toBe(stored.senha_cifrada);
  });

  it('records online and offline with the time of the last good snapshot', async () => {
    await call('POST', '/cameras', admin, {
      sala_id: salaId,
      nome: 'Sem rede',
      url_snapshot: 'http://127.0.0.1:1/snapshot.jpg',
    });
    await call('POST', '/cameras', admin, {
      sala_id: salaId,
      nome: 'Senha errada',
      url_snapshot: snapshotUrl,
      usuario: 'admin',
      senha: 'errada',
    });
    // The demo cameras of both schools are checked too (they answer nowhere: offline).
    const result = await checkCameras(
      platform.database.db,
      new SecretBox(platform.app.config.jwtSecret),
      createOutboundClient(platform.app.config.outbound),
    );
    expect(result.online).toBe(1);
    expect(result.offline).toBeGreaterThanOrEqual(2);
    expect(result.falhas.map((falha) => falha.motivo)).toEqual(expect.arrayContaining(['network', 'http']));

    const list = (await call('GET', '/cameras?sort=nome', admin)).json().dados.data as {
      nome: string;
      status: string;
      ultimo_snapshot_em: string | null;
      verificado_em: string | null;
    }[];
    const byName = Object.fromEntries(list.map((camera) => [camera.nome, camera]));
    expect(byName['Entrada principal']).toMatchObject({ status: 'online' });
    expect(byName['Entrada principal']?.ultimo_snapshot_em).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(byName['Sem rede']).toMatchObject({ status: 'offline', ultimo_snapshot_em: null });
    expect(byName['Senha errada']?.status).toBe('offline');
    expect(byName['Sem rede']?.verificado_em).not.toBeNull();
  });

  it('refuses a camera without an address, in a room of another school, and hides it from other schools', async () => {
    const noUrl = await call('POST', '/cameras', admin, { sala_id: salaId, nome: 'Sem endereço' });
    expect(noUrl.json().errors).toEqual({ url_snapshot: ['Informe o endereço da imagem ou do vídeo.'] });

    const modelo = await sessionFor(platform, 'admin@modelo.cfc');
    const foreignRoom = await call('POST', '/cameras', modelo, {
      sala_id: salaId,
      nome: 'Intrusa',
      url_stream: 'rtsp://x',
    });
    expect(foreignRoom.statusCode).toBe(422);
    const theirs = (await call('GET', '/cameras?per_page=100', modelo)).json().dados.data as {
      sala_nome: string;
    }[];
    expect(theirs.some((camera) => camera.sala_nome === 'Sala das Câmeras')).toBe(false);
  });

  it("refuses to save an address on the platform's own network, the cloud metadata or an unknown name", async () => {
    const internal = await call('POST', '/cameras', admin, {
      sala_id: salaId,
      nome: 'Banco de dados',
      url_snapshot: 'http://127.0.0.1:5432/',
      url_stream: 'rtsp://169.254.169.254/latest/meta-data',
    });
    expect(internal.statusCode).toBe(422);
    expect(internal.json().errors).toEqual({
      url_snapshot: ['Endereço não permitido: aponta para a rede interna da plataforma (127.0.0.1).'],
      url_stream: ['Endereço não permitido: aponta para o serviço de metadados da nuvem (169.254.169.254).'],
    });

    const lan = await call('POST', '/cameras', admin, {
      sala_id: salaId,
      nome: 'Rede local',
      url_snapshot: 'http://10.0.0.1/snapshot.jpg',
    });
    expect(lan.json().errors).toEqual({
      url_snapshot: [
        'Endereço não permitido: aponta para uma rede privada (10.0.0.1), não liberada nesta instalação.',
      ],
    });

    const unknown = await call('POST', '/cameras', admin, {
      sala_id: salaId,
      nome: 'Sem nome',
      url_snapshot: 'http://camera-que-nao-existe.invalid/snapshot.jpg',
    });
    expect(unknown.json().errors).toEqual({
      url_snapshot: [
        'Endereço não encontrado: o nome camera-que-nao-existe.invalid não foi encontrado no DNS.',
      ],
    });

    // An edit is checked as well, and a name resolving to loopback counts as loopback.
    const id = (await call('GET', '/cameras?filtro=Entrada%20principal', admin)).json().dados.data[0]
      .id_camera;
    const edited = await call('PUT', `/cameras/${id}`, admin, {
      sala_id: salaId,
      nome: 'Entrada principal',
      url_snapshot: 'http://localhost:5432/',
    });
    expect(edited.statusCode).toBe(422);
    expect(edited.json().errors.url_snapshot[0]).toBe(
      'Endereço não permitido: aponta para a rede interna da plataforma (localhost → 127.0.0.1).',
    );
    const names = await platform.database.db.selectFrom('cameras').select(['nome', 'url_snapshot']).execute();
    expect(names.some((camera) => ['Banco de dados', 'Rede local', 'Sem nome'].includes(camera.nome))).toBe(
      false,
    );
    expect(names.find((camera) => camera.nome === 'Entrada principal')?.url_snapshot).toBe(snapshotUrl);
  });

  it('marks a camera whose address is no longer allowed offline with the reason, without connecting', async () => {
    // The operator took the camera's host off OUTBOUND_ALLOW_HOSTS after it was saved.
    const before = cameraConnections;
    const result = await checkCameras(
      platform.database.db,
      new SecretBox(platform.app.config.jwtSecret),
      createOutboundClient({ allowPrivate: false, allowHosts: [] }),
    );
    expect(result.online).toBe(0);
    expect(cameraConnections).toBe(before);

    const entrada = await platform.database.db
      .selectFrom('cameras')
      .select(['autoescola_id', 'id', 'status'])
      .where('nome', '=', 'Entrada principal')
      .executeTakeFirstOrThrow();
    expect(entrada.status).toBe('offline');
    expect(result.falhas).toContainEqual({
      autoescolaId: entrada.autoescola_id,
      id: entrada.id,
      motivo: 'refused',
      mensagem: 'Endereço não permitido: aponta para a rede interna da plataforma (127.0.0.1).',
    });
    // The demo cameras sit on a LAN this installation does not allow.
    expect(result.falhas.some((falha) => falha.mensagem.includes('rede privada (192.168.'))).toBe(true);
  });
});
