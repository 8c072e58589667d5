import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './platform/db/engine.ts';
import { migrate } from './platform/db/migrate.ts';
import type { Platform } from './server.ts';
import { testEngines } from './test/engines.ts';
import { sessionFor, startTestPlatform } from './test/platform.ts';

const engines = await testEngines();

describe.each(engines)('HTTP plumbing on $name', (engine) => {
  let platform: Platform;

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('/health answers plain ok after checking the database', async () => {
    const reply = await platform.app.inject({ method: 'GET', url: '/health' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain/);
    expect(reply.body).toBe('ok');
  });

  it('every reply carries a request id, and an incoming one is kept', async () => {
    const reply = await platform.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(reply.headers['x-request-id']).toBe('abc-123');
    const fresh = await platform.app.inject({ method: 'GET', url: '/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const odd = await platform.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'x'.repeat(500) },
    });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown API path with the error envelope', async () => {
    const reply = await platform.app.inject({ method: 'GET', url: '/api/v1/nao-existe' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ success: false, mensagem: 'Recurso não encontrado.' });
  });

  it('answers invalid input with 422 and a Portuguese field map', async () => {
    const reply = await platform.app.inject({
      method: 'GET',
      url: '/api/v1/autoescolas/publica/N%C3%A3o-V%C3%A1lida',
    });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toEqual({
      success: false,
      mensagem: 'Os dados enviados são inválidos.',
      errors: { slug: ['Identificador de autoescola inválido.'] },
    });
  });

  it('greets a school login page by its tenant key', async () => {
    const reply = await platform.app.inject({
      method: 'GET',
      url: '/api/v1/autoescolas/publica/autoescolademo',
    });
    expect(reply.json()).toEqual({
      success: true,
      dados: { slug: 'autoescolademo', nome_fantasia: 'Autoescola Demo' },
    });
    const missing = await platform.app.inject({
      method: 'GET',
      url: '/api/v1/autoescolas/publica/naoexiste',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().mensagem).toBe('Autoescola não encontrada.');
  });

  it('asks for a login on a protected route, and trusts only the token', async () => {
    const anonymous = await platform.app.inject({ method: 'GET', url: '/api/v1/autoescola' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, mensagem: 'Sessão expirada. Faça login novamente.' });
    const anonymousWithBadQuery = await platform.app.inject({
      method: 'GET',
      url: '/api/v1/autoescola?page=abc',
    });
    expect(anonymousWithBadQuery.statusCode).toBe(401);

    const forged = await platform.app.inject({
      method: 'GET',
      url: '/api/v1/autoescola',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.x' },
    });
    expect(forged.statusCode).toBe(401);

    const admin = await sessionFor(platform, 'admin@demo.cfc');
    const wrongRole = await platform.app.inject({
      method: 'GET',
      url: '/api/v1/autoescola',
      headers: { ...admin.headers, role: '2' },
    });
    expect(wrongRole.statusCode).toBe(403);

    const otherSchool = await platform.app.inject({
      method: 'GET',
      url: '/api/v1/autoescola',
      headers: { ...admin.headers, cfc: 'cfcmodelo' },
    });
    expect(otherSchool.statusCode).toBe(403);
    expect(otherSchool.json().mensagem).toBe('Você não tem acesso a esta autoescola.');
  });

  it('shows each principal only the schools it may see', async () => {
    const list = async (login: string, cfc?: string) => {
      const session = await sessionFor(platform, login);
      // Without the CFC header a principal works across every school it may see.
      const { cfc: _ownSchool, ...withoutSchool } = session.headers;
      const headers = cfc ? { ...withoutSchool, cfc } : withoutSchool;
      const reply = await platform.app.inject({ method: 'GET', url: '/api/v1/autoescola', headers });
      expect(reply.statusCode).toBe(200);
      return (reply.json().dados as { slug: string }[]).map((school) => school.slug);
    };
    expect(await list('admin@demo.cfc')).toEqual(['autoescolademo']);
    expect(await list('admin@modelo.cfc')).toEqual(['cfcmodelo']);
    expect(await list('suporte@demo.cfc')).toEqual(['autoescolademo', 'cfcmodelo', 'public']);
    expect(await list('suporte@demo.cfc', 'cfcmodelo')).toEqual(['cfcmodelo']);
    expect(await list('detran@demo.cfc')).toEqual(['autoescolademo']);
  });

  it('ends a session when a newer one starts elsewhere', async () => {
    const first = await sessionFor(platform, 'gestor@demo.cfc');
    await sessionFor(platform, 'gestor@demo.cfc');
    const reply = await platform.app.inject({
      method: 'GET',
      url: '/api/v1/autoescola',
      headers: first.headers,
    });
    expect(reply.statusCode).toBe(401);
  });

  it('refuses roles the route does not declare', async () => {
    const aluno = await sessionFor(platform, '529.982.247-25');
    const reply = await platform.app.inject({
      method: 'GET',
      url: '/api/v1/autoescola',
      headers: aluno.headers,
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual({ success: false, mensagem: 'Você não tem permissão para esta ação.' });
  });

  it('limits the rate of a route that declares it, in Portuguese', async () => {
    let last = await platform.app.inject({ method: 'GET', url: '/api/v1/autoescolas/publica/cfcmodelo' });
    for (let i = 0; i < 80 && last.statusCode !== 429; i++) {
      last = await platform.app.inject({ method: 'GET', url: '/api/v1/autoescolas/publica/cfcmodelo' });
    }
    expect(last.statusCode).toBe(429);
    expect(last.json().success).toBe(false);
    expect(last.json().mensagem).toMatch(/^Muitas tentativas\. Aguarde \d+ segundos/);
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const reply = await platform.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(reply.statusCode).toBe(200);
    const document = reply.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/autoescola', '/api/v1/autoescolas/publica/{slug}']),
    );
  });
});

describe('errors that must not leak', () => {
  it('an unexpected error answers 500 with a generic message and an id that is in the log', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', SEED_DEMO: 'false' });
    const database = await openDatabase({ kind: 'pglite-memory' });
    await migrate(database.pool);
    const logged: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({ config, database, serveWeb: false, logStream });
    app.get('/api/v1/quebrada', { config: { access: { public: true } } }, async () => {
      throw new Error('segredo interno em /srv/app/arquivo.ts');
    });
    await app.ready();

    const reply = await app.inject({ method: 'GET', url: '/api/v1/quebrada' });
    expect(reply.statusCode).toBe(500);
    const body = reply.json();
    expect(body.success).toBe(false);
    expect(body.mensagem).toMatch(/^Ocorreu um erro inesperado\./);
    expect(body.mensagem).toContain(body.erro_id);
    expect(reply.body).not.toMatch(/segredo|arquivo\.ts|stack/);
    expect(logged.some((line) => line.includes(body.erro_id) && line.includes('segredo interno'))).toBe(true);

    const malformed = await app.inject({
      method: 'POST',
      url: '/api/v1/quebrada',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(malformed.statusCode).toBeLessThan(500);

    await app.close();
    await database.close();
  });

  it('/health answers 503 when the database is gone', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    // A PostgreSQL address where nothing answers.
    const database = await openDatabase({
      kind: 'postgres',
      url: 'postgres://cfc@127.0.0.1:1/cfc',
      poolMax: 1,
    });
    const app = await buildApp({ config, database, serveWeb: false });
    await app.ready();
    const reply = await app.inject({ method: 'GET', url: '/health' });
    expect(reply.statusCode).toBe(503);
    expect(reply.body).toMatch(/^indisponível: o PostgreSQL não respondeu: /);
    await app.close();
    await database.close();
  });

  it('refuses to start with an /api route that does not declare who may call it', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    const database = await openDatabase({ kind: 'pglite-memory' });
    const app = await buildApp({ config, database, serveWeb: false });
    expect(() => app.get('/api/v1/sem-acesso', async () => 'x')).toThrow(/config\.access/);
    await app.close();
    await database.close();
  });
});
