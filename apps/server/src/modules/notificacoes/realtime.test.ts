import { EVENTO_NOTIFICACAO, type Notificacao } from '@cfc/contract';
import type Pusher from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import {
  type Session,
  sessionFor,
  startTestInstance,
  startTestPlatform,
  type TestPlatform,
} from '../../test/platform.ts';
import { connected, nextEvent, portOf, pusherClient, subscribe } from '../../test/pusher.ts';
import { PDF, sendAviso } from './test-fixtures.ts';

const engines = await testEngines();
const postgres = engines.find((engine) => engine.name === 'postgres');

/** Connects a stock pusher-js client as `session` and joins its own channel. */
async function listen(port: number, session: Session, clients: Pusher[]) {
  const pusher = pusherClient(port, session.accessToken);
  clients.push(pusher);
  await connected(pusher);
  const joined = await subscribe(pusher, `private-user.${session.usuarioId}`);
  if (!joined.ok) throw new Error(`inscrição recusada: ${joined.status}`);
  return joined.channel;
}

async function listItem(platform: Platform, session: Session, id: number): Promise<Notificacao | undefined> {
  const reply = await platform.app.inject({
    method: 'GET',
    url: '/api/v1/notificacoes?limit=100',
    headers: session.headers,
  });
  return (reply.json().dados.data as Notificacao[]).find((n) => n.id === id);
}

describe.each(engines)('notifications in realtime with a stock pusher-js client on $name', (engine) => {
  let platform: TestPlatform;
  let port: number;
  let monitor: Session;
  let admin: Session;
  let gestor: Session;
  let modelo: Session;
  const clients: Pusher[] = [];

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    await platform.app.listen({ host: '127.0.0.1', port: 0 });
    port = portOf(platform.app);
    monitor = await sessionFor(platform, 'monitor@demo.cfc');
    admin = await sessionFor(platform, 'admin@demo.cfc');
    gestor = await sessionFor(platform, 'gestor@demo.cfc');
    modelo = await sessionFor(platform, 'admin@modelo.cfc');
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.disconnect();
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('connects, is refused a channel that is not its own, and joins its own', async () => {
    const pusher = pusherClient(port, admin.accessToken);
    clients.push(pusher);
    expect(await connected(pusher)).toMatch(/^\d+\.\d+$/);
    expect(await subscribe(pusher, `private-user.${gestor.usuarioId}`)).toEqual({ ok: false, status: 403 });
    const own = await subscribe(pusher, `private-user.${admin.usuarioId}`);
    expect(own.ok).toBe(true);

    const expired = pusherClient(port, 'token-invalido');
    clients.push(expired);
    await connected(expired);
    expect(await subscribe(expired, `private-user.${admin.usuarioId}`)).toEqual({ ok: false, status: 401 });
  });

  it('receives GetNotificacao when a notice reaches the user, as the list gives it', async () => {
    const channel = await listen(port, admin, clients);
    const outsider = await listen(port, modelo, clients);
    const strays: unknown[] = [];
    outsider.bind(EVENTO_NOTIFICACAO, (data: unknown) => strays.push(data));

    const arrived = nextEvent<{ notificacao: Notificacao }>(channel, EVENTO_NOTIFICACAO);
    const sent = await sendAviso(
      platform,
      monitor,
      {
        titulo: 'Plantão de sábado',
        descricao: '<p>Atendimento até <b>meio-dia</b>.</p><script>x()</script>',
        destino: 'autoescolas',
        autoescolas: ['autoescolademo'],
      },
      [{ filename: 'escala.pdf', contentType: 'application/pdf', content: PDF }],
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const { notificacao } = await arrived;
    const listed = await listItem(platform, admin, sent.json().dados.id);
    // The same item as the list, but the attachment's content stays out of the event: `url` downloads it.
    expect(notificacao).toEqual({
      ...listed,
      anexos: listed?.anexos.map((anexo) => ({ ...anexo, file: '' })),
    });
    expect(notificacao).toMatchObject({
      title: 'Plantão de sábado',
      description: '<p>Atendimento até <b>meio-dia</b>.</p>',
      is_read: false,
      is_archived: false,
      type: 'geral',
    });
    expect(notificacao.anexos[0]?.url).toMatch(/^\/api\/v1\/notificacoes\/anexos\/\d+$/);
    // The other school's admin, connected on the same instance, got nothing: a later notice to its
    // school reaches it on the same connection, after anything sent to it before.
    const marker = nextEvent<{ notificacao: Notificacao }>(outsider, EVENTO_NOTIFICACAO);
    const later = await sendAviso(platform, monitor, {
      titulo: 'Vistoria na CFC Modelo',
      descricao: 'Somente para a CFC Modelo',
      destino: 'autoescolas',
      autoescolas: ['cfcmodelo'],
    });
    expect(later.statusCode).toBe(201);
    expect((await marker).notificacao.id).toBe(later.json().dados.id);
    expect(strays).toEqual([await marker]);
  });

  it('reaches every one of several users, and each of a user’s tabs', async () => {
    const tabs = [await listen(port, gestor, clients), await listen(port, gestor, clients)];
    const other = await listen(port, admin, clients);
    const events = [...tabs, other].map((channel) =>
      nextEvent<{ notificacao: Notificacao }>(channel, EVENTO_NOTIFICACAO),
    );
    const sent = await sendAviso(platform, monitor, {
      titulo: 'Versão 3.0',
      descricao: 'Novidades',
      tipo: 'version_control',
    });
    expect(sent.statusCode).toBe(201);
    for (const event of await Promise.all(events)) {
      expect(event.notificacao).toMatchObject({ id: sent.json().dados.id, type: 'version_control' });
    }
  });
});

describe.skipIf(!postgres)('realtime across two instances on one PostgreSQL', () => {
  // Skipped without PostgreSQL: PGlite is one process's database, so it never has two instances.
  let first: TestPlatform;
  let second: Platform;
  let monitor: Session;
  let admin: Session;
  let gestor: Session;
  const clients: Pusher[] = [];

  beforeAll(async () => {
    if (!postgres) return;
    first = await startTestPlatform(postgres);
    second = await startTestInstance(first);
    await first.app.listen({ host: '127.0.0.1', port: 0 });
    await second.app.listen({ host: '127.0.0.1', port: 0 });
    monitor = await sessionFor(first, 'monitor@demo.cfc');
    admin = await sessionFor(first, 'admin@demo.cfc');
    gestor = await sessionFor(first, 'gestor@demo.cfc');
  });
  afterAll(async () => {
    for (const client of clients.splice(0)) client.disconnect();
    await second?.stop();
    await first?.stop();
    await postgres?.cleanup();
  });

  it('delivers a notice sent on one instance to a user connected to the other', async () => {
    expect(second.database.kind).toBe('postgres');
    // The admin authorises and listens on the second instance, the gestor on the first.
    const remote = await listen(portOf(second.app), admin, clients);
    const local = await listen(portOf(first.app), gestor, clients);
    const arrivals = [remote, local].map((channel) =>
      nextEvent<{ notificacao: Notificacao }>(channel, EVENTO_NOTIFICACAO),
    );
    const sent = await sendAviso(first, monitor, {
      titulo: 'Aviso entre instâncias',
      descricao: '<p>Chegou?</p>',
      destino: 'todas',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    for (const { notificacao } of await Promise.all(arrivals)) {
      expect(notificacao).toMatchObject({ id: sent.json().dados.id, title: 'Aviso entre instâncias' });
    }

    // And the other way round: sent on the second, heard on the first.
    const back = nextEvent<{ notificacao: Notificacao }>(local, EVENTO_NOTIFICACAO);
    const again = await sendAviso(second, monitor, { titulo: 'De volta', descricao: 'x', destino: 'todas' });
    expect(again.statusCode).toBe(201);
    expect((await back).notificacao.title).toBe('De volta');
  });
});
