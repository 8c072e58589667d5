import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOutboundClient,
  HttpStatusError,
  type OutboundClient,
  OutboundTimeoutError,
  RefusedAddressError,
  ResponseTooLargeError,
  refusalOf,
  TooManyRedirectsError,
  UnresolvedHostError,
} from './outbound.ts';

/** A local HTTP server that counts the connections it receives. */
async function localServer(handler: http.RequestListener) {
  const server = http.createServer(handler);
  let connections = 0;
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    url: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    connections: () => connections,
  };
}

type Local = Awaited<ReturnType<typeof localServer>>;

describe('outbound client', () => {
  let camera: Local;
  let internal: Local;
  let gateway: Local;
  let trusting: OutboundClient;

  beforeAll(async () => {
    // What the platform itself runs on loopback (a database, an admin port): never to be reached.
    internal = await localServer((_request, reply) => reply.end('segredo interno'));
    // Another trusted origin, to see which headers follow a redirect there.
    gateway = await localServer((request, reply) =>
      reply.end(request.headers.authorization ?? 'sem credenciais'),
    );
    camera = await localServer((request, reply) => {
      const routes: Record<string, () => void> = {
        '/snapshot.jpg': () => reply.writeHead(200, { 'content-type': 'image/jpeg' }).end('jpeg'),
        '/credenciais': () => reply.end(request.headers.authorization ?? 'sem credenciais'),
        '/para-credenciais': () => reply.writeHead(302, { location: '/credenciais' }).end(),
        '/para-gateway': () => reply.writeHead(307, { location: `${gateway.url}/` }).end(),
        '/para-interno': () => reply.writeHead(302, { location: `${internal.url}/` }).end(),
        '/para-si': () => reply.writeHead(302, { location: '/para-si' }).end(),
        '/lenta': () => undefined, // never answers
        '/grande': () => reply.writeHead(200, { 'content-length': 4096 }).end(Buffer.alloc(4096)),
        '/grande-sem-tamanho': () => {
          reply.writeHead(200);
          for (let i = 0; i < 8; i += 1) reply.write(Buffer.alloc(512));
          reply.end();
        },
        '/video': () =>
          reply.writeHead(200, { 'content-type': 'multipart/x-mixed-replace' }).write('--quadro'),
      };
      const route = routes[request.url ?? ''];
      if (route) route();
      else reply.writeHead(404).end();
    });
    trusting = createOutboundClient({
      allowPrivate: false,
      allowHosts: [camera.hostPort, gateway.hostPort],
    });
  });
  afterAll(() => {
    for (const local of [camera, internal, gateway]) local?.server.closeAllConnections();
    for (const local of [camera, internal, gateway]) local?.server.close();
  });

  it('refuses loopback by default, by address and by a name that resolves to it, without connecting', async () => {
    const strict = createOutboundClient({ allowPrivate: false, allowHosts: [] });
    const byAddress = strict.request(`${camera.url}/snapshot.jpg`);
    await expect(byAddress).rejects.toBeInstanceOf(RefusedAddressError);
    await expect(byAddress).rejects.toMatchObject({
      kind: 'refused',
      reason: 'internal',
      mensagem: 'Endereço não permitido: aponta para a rede interna da plataforma (127.0.0.1).',
    });
    await expect(strict.request(`http://localhost:${camera.port}/snapshot.jpg`)).rejects.toMatchObject({
      reason: 'internal',
      host: 'localhost',
    });
    // The same host with the LAN allowed: loopback is never part of it.
    const lan = createOutboundClient({ allowPrivate: true, allowHosts: [] });
    await expect(lan.request(`${camera.url}/snapshot.jpg`)).rejects.toMatchObject({ reason: 'internal' });
    expect(camera.connections()).toBe(0);
  });

  it('reaches a host the operator listed in OUTBOUND_ALLOW_HOSTS', async () => {
    const reply = await trusting.request(`${camera.url}/snapshot.jpg`);
    expect(reply).toMatchObject({ status: 200, url: `${camera.url}/snapshot.jpg` });
    expect(reply.body.toString()).toBe('jpeg');
    await expect(trusting.check(`${camera.url}/snapshot.jpg`)).resolves.toBeUndefined();
  });

  it('checks every redirect again: an allowed host cannot send the request to a refused one', async () => {
    await expect(trusting.request(`${camera.url}/para-interno`)).rejects.toMatchObject({
      kind: 'refused',
      reason: 'internal',
    });
    expect(internal.connections()).toBe(0);
    await expect(trusting.request(`${camera.url}/para-si`)).rejects.toBeInstanceOf(TooManyRedirectsError);
  });

  it('keeps credentials on the same origin and drops them on a redirect to another one', async () => {
    const authorization = `Basic ${Buffer.from('admin:segredo').toString('base64')}`;
    const same = await trusting.request(`${camera.url}/para-credenciais`, {
      headers: { Authorization: authorization },
    });
    expect(same.body.toString()).toBe(authorization);
    const other = await trusting.request(`${camera.url}/para-gateway`, {
      headers: { Authorization: authorization },
    });
    expect(other.url).toBe(`${gateway.url}/`);
    expect(other.body.toString()).toBe('sem credenciais');
  });

  it('gives up after the timeout and past the size cap, and reports an HTTP error by its status', async () => {
    const started = Date.now();
    const slow = trusting.request(`${camera.url}/lenta`, { timeoutMs: 300 });
    await expect(slow).rejects.toBeInstanceOf(OutboundTimeoutError);
    expect(Date.now() - started).toBeLessThan(3000);

    await expect(trusting.request(`${camera.url}/grande`, { maxBytes: 1024 })).rejects.toBeInstanceOf(
      ResponseTooLargeError,
    );
    await expect(
      trusting.request(`${camera.url}/grande-sem-tamanho`, { maxBytes: 1024 }),
    ).rejects.toMatchObject({ kind: 'too_large' });

    const missing = trusting.request(`${camera.url}/nao-existe`);
    await expect(missing).rejects.toBeInstanceOf(HttpStatusError);
    await expect(missing).rejects.toMatchObject({ status: 404 });
  });

  it('answers a stream once its status is known, without waiting for a body that never ends', async () => {
    const reply = await trusting.request(`${camera.url}/video`, { read: 'headers', timeoutMs: 2000 });
    expect(reply.status).toBe(200);
    expect(reply.body.length).toBe(0);
  });

  it('refuses private ranges unless OUTBOUND_ALLOW_PRIVATE, and internal ones always (address literals, no connection)', async () => {
    const strict = createOutboundClient({ allowPrivate: false, allowHosts: [] });
    const lan = createOutboundClient({ allowPrivate: true, allowHosts: [] });
    const privates = [
      'http://10.0.0.1/',
      'http://172.16.5.4/',
      'http://192.168.1.20/snapshot.jpg',
      'http://100.64.0.7/',
      'http://[fd12:3456::1]/',
      'http://[::ffff:10.0.0.1]/',
      'rtsp://192.168.0.10:554/stream1',
    ];
    for (const url of privates) {
      await expect(strict.check(url), url).rejects.toMatchObject({ kind: 'refused', reason: 'private' });
      await expect(lan.check(url), url).resolves.toBeUndefined();
    }
    await expect(strict.request('http://10.0.0.1/snapshot.jpg')).rejects.toMatchObject({
      reason: 'private',
      mensagem:
        'Endereço não permitido: aponta para uma rede privada (10.0.0.1), não liberada nesta instalação.',
    });

    const neverAllowed: [string, string][] = [
      ['http://127.0.0.1:5432/', 'internal'],
      ['http://2130706433/', 'internal'],
      ['http://0.0.0.0/', 'internal'],
      ['http://[::1]/', 'internal'],
      ['http://[::ffff:127.0.0.1]/', 'internal'],
      ['rtsp://127.0.0.1:554/', 'internal'],
      ['http://169.254.169.254/latest/meta-data/', 'metadata'],
      ['http://[fd00:ec2::254]/', 'metadata'],
      ['http://100.100.100.200/', 'metadata'],
      ['http://169.254.10.1/', 'reserved'],
      ['http://224.0.0.1/', 'reserved'],
      ['http://255.255.255.255/', 'reserved'],
      ['http://192.0.2.10/', 'reserved'],
      ['http://[fe80::1]/', 'reserved'],
      ['http://[2002:7f00:1::]/', 'reserved'],
    ];
    for (const [url, reason] of neverAllowed)
      await expect(lan.check(url), url).rejects.toMatchObject({ kind: 'refused', reason });

    await expect(strict.check('http://8.8.8.8/snapshot.jpg')).resolves.toBeUndefined();
    await expect(strict.check('ftp://8.8.8.8/')).rejects.toMatchObject({ reason: 'scheme' });
    await expect(strict.request('rtsp://8.8.8.8/')).rejects.toMatchObject({ reason: 'scheme' });
  });

  it('says when a name does not resolve', async () => {
    const strict = createOutboundClient({ allowPrivate: false, allowHosts: [] });
    const check = strict.check('http://camera-que-nao-existe.invalid/snapshot.jpg');
    await expect(check).rejects.toBeInstanceOf(UnresolvedHostError);
    await expect(check).rejects.toMatchObject({
      mensagem: 'Endereço não encontrado: o nome camera-que-nao-existe.invalid não foi encontrado no DNS.',
    });
  });

  it('classifies addresses with ipaddr.js ranges', () => {
    expect(refusalOf('8.8.8.8', { allowPrivate: false })).toBeNull();
    expect(refusalOf('2001:4860:4860::8888', { allowPrivate: false })).toBeNull();
    expect(refusalOf('::ffff:169.254.169.254', { allowPrivate: true })).toBe('metadata');
    expect(refusalOf('::127.0.0.1', { allowPrivate: true })).toBe('internal');
    expect(refusalOf('64:ff9b::7f00:1', { allowPrivate: true })).toBe('reserved');
    expect(refusalOf('192.168.0.1', { allowPrivate: true })).toBeNull();
  });
});
