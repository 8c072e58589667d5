import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { RawPusherClient } from '../../test/pusher.ts';
import { channelSignature } from './channels.ts';
import { CloseCode } from './pusher-server.ts';
import { CANAL_ALHEIO } from './routes.ts';

const engines = await testEngines();
const KEY = 'cfc-local';

describe.each(engines)('the Pusher-protocol endpoint and the channel authorisation on $name', (engine) => {
  let platform: Platform;
  let admin: Session;
  let gestor: Session;

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    admin = await sessionFor(platform, 'admin@demo.cfc');
    gestor = await sessionFor(platform, 'gestor@demo.cfc');
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  const connect = (path = `/app/${KEY}?protocol=7&client=js&version=8.6.0`) =>
    RawPusherClient.connect(platform.app, path);
  async function socketIdOf(client: RawPusherClient): Promise<string> {
    const established = await client.event('pusher:connection_established');
    return (established.data as { socket_id: string }).socket_id;
  }
  const authorize = (session: Session, body: object, form = false) =>
    platform.app.inject({
      method: 'POST',
      url: '/api/v1/login/broadcast',
      headers: {
        authorization: session.headers.authorization ?? '',
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload: form ? new URLSearchParams(body as Record<string, string>).toString() : body,
    });

  it('greets a connection with its socket id and activity timeout', async () => {
    const client = await connect();
    const established = await client.event('pusher:connection_established');
    expect(established.data).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    });
    client.send('pusher:ping', {});
    expect((await client.event('pusher:pong')).data).toEqual({});
    client.close();
  });

  it('refuses a wrong app key and a missing or unsupported protocol with their close codes', async () => {
    for (const [path, code] of [
      ['/app/outra-chave?protocol=7', CloseCode.APP_NOT_FOUND],
      [`/app/${KEY}`, CloseCode.NO_PROTOCOL],
      [`/app/${KEY}?protocol=x`, CloseCode.INVALID_VERSION],
      [`/app/${KEY}?protocol=8`, CloseCode.UNSUPPORTED_PROTOCOL],
    ] as const) {
      const client = await connect(path);
      const error = await client.event('pusher:error');
      expect((error.data as { code: number }).code, path).toBe(code);
      expect((await client.closed).code, path).toBe(code);
    }
  });

  it("signs only the caller's own channel, from a form as pusher-js sends it or from JSON", async () => {
    const socket_id = '1234.5678';
    const own = `private-user.${admin.usuarioId}`;
    const form = await authorize(admin, { socket_id, channel_name: own }, true);
    expect(form.statusCode, form.body).toBe(200);
    const { appKey, appSecret } = platform.app.config.realtime;
    expect(form.json()).toEqual({ auth: channelSignature(appKey, appSecret, socket_id, own) });
    expect(form.json().auth).toMatch(/^cfc-local:[0-9a-f]{64}$/);
    expect((await authorize(admin, { socket_id, channel_name: own })).json()).toEqual(form.json());

    const other = await authorize(
      admin,
      { socket_id, channel_name: `private-user.${gestor.usuarioId}` },
      true,
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().mensagem).toBe(CANAL_ALHEIO);
    expect((await authorize(admin, { socket_id, channel_name: 'private-admin' })).statusCode).toBe(403);
    expect((await authorize(admin, { socket_id: 'abc', channel_name: own })).statusCode).toBe(422);
    const anonymous = await platform.app.inject({
      method: 'POST',
      url: '/api/v1/login/broadcast',
      payload: { socket_id, channel_name: own },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('joins a private channel with a valid signature, receives its events, and leaves it', async () => {
    const client = await connect();
    const socketId = await socketIdOf(client);
    const channel = `private-user.${admin.usuarioId}`;
    const { auth } = (await authorize(admin, { socket_id: socketId, channel_name: channel })).json();
    client.send('pusher:subscribe', { channel, auth });
    const succeeded = await client.event('pusher_internal:subscription_succeeded', channel);
    expect(succeeded.data).toEqual({});
    expect(platform.app.realtime.localUserIds()).toContain(admin.usuarioId);

    expect(
      platform.app.realtime.sendToUsers([admin.usuarioId], 'GetNotificacao', { notificacao: { id: 1 } }),
    ).toBe(1);
    const event = await client.event('GetNotificacao', channel);
    expect(event.data).toEqual({ notificacao: { id: 1 } });

    client.send('pusher:unsubscribe', { channel });
    await client.next(() => false, 100).catch(() => undefined); // let the server read it
    expect(platform.app.realtime.sendToUsers([admin.usuarioId], 'GetNotificacao', {})).toBe(0);
    expect(platform.app.realtime.localUserIds()).not.toContain(admin.usuarioId);
    client.close();
    await client.closed;
  });

  it("refuses a forged or someone else's signature, presence channels and client events", async () => {
    const client = await connect();
    const socketId = await socketIdOf(client);
    const gestorChannel = `private-user.${gestor.usuarioId}`;
    // A signature obtained for another connection does not open the channel on this one.
    const other = `${socketId.split('.')[0]}.1`;
    const elsewhere = (await authorize(gestor, { socket_id: other, channel_name: gestorChannel })).json()
      .auth;
    client.send('pusher:subscribe', { channel: gestorChannel, auth: elsewhere });
    const refused = await client.event('pusher:subscription_error', gestorChannel);
    expect(refused.data).toMatchObject({ type: 'AuthError', status: 401 });
    const error = await client.event('pusher:error');
    expect(error.data).toMatchObject({ code: CloseCode.UNAUTHORIZED });
    client.send('pusher:subscribe', { channel: gestorChannel, auth: `${KEY}:${'0'.repeat(64)}` });
    client.send('pusher:subscribe', { channel: 'presence-sala', auth: 'x', channel_data: '{}' });
    expect((await client.event('pusher:subscription_error', 'presence-sala')).data).toMatchObject({
      type: 'UnsupportedChannel',
    });
    expect(platform.app.realtime.localUserIds()).not.toContain(gestor.usuarioId);

    client.send('client-oi', {}, 'private-user.1');
    await client.next(
      (m) =>
        m.event === 'pusher:error' && String((m.data as { message: string }).message).includes('cliente'),
    );
    client.send('pusher:subscribe', { channel: 'nome inválido!' });
    await client.next((m) => (m.data as { message?: string }).message === 'Nome de canal inválido.');
    // The connection is still usable after refusals.
    client.send('pusher:ping', {});
    await client.event('pusher:pong');
    client.close();
  });

  it("closes a user's channel sockets when the session ends, and refuses the channel to it after", async () => {
    const gerente = await sessionFor(platform, 'gestor@demo.cfc');
    const channel = `private-user.${gerente.usuarioId}`;
    const client = await connect();
    const socketId = await socketIdOf(client);
    const { auth } = (await authorize(gerente, { socket_id: socketId, channel_name: channel })).json();
    client.send('pusher:subscribe', { channel, auth });
    await client.event('pusher_internal:subscription_succeeded', channel);
    const bystander = await connect();
    await socketIdOf(bystander);

    const logout = await platform.app.inject({
      method: 'POST',
      url: '/api/v1/login/logout',
      headers: { authorization: gerente.headers.authorization ?? '' },
    });
    expect(logout.statusCode, logout.body).toBe(200);
    // 4200: a client reconnects, and must be authorised again for its channel.
    expect(await client.closed).toEqual({ code: CloseCode.RECONNECT, reason: 'Sessão encerrada.' });
    expect(platform.app.realtime.localUserIds()).not.toContain(gerente.usuarioId);
    const again = await connect();
    const refused = await authorize(gerente, { socket_id: await socketIdOf(again), channel_name: channel });
    expect(refused.statusCode).toBe(401);
    again.close();
    // Other connections stay open.
    bystander.send('pusher:ping', {});
    await bystander.event('pusher:pong');
    bystander.close();
  });
});

describe('a stopping platform and its realtime clients', () => {
  it('tells every client to reconnect (4200), then stops', async () => {
    const engine = engines[0];
    if (!engine) throw new Error('sem banco de testes');
    const platform = await startTestPlatform(engine);
    try {
      const client = await RawPusherClient.connect(platform.app, `/app/${KEY}?protocol=7`);
      await client.event('pusher:connection_established');
      const stopping = platform.stop();
      expect((await client.closed).code).toBe(CloseCode.RECONNECT);
      await stopping;
    } finally {
      await engine.cleanup();
    }
  });
});
