import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { type Database, openDatabase } from '../db/engine.ts';
import { migrate } from '../db/migrate.ts';

/** A built web app of two files, so the pages and assets are served as in production. */
function tinyWebApp(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfc-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index.js'), 'document.title = "CFC";');
  return dir;
}

function directives(reply: LightMyRequestResponse): Map<string, string> {
  const header = String(reply.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = '', ...values] = directive.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

function expectSecurityHeaders(reply: LightMyRequestResponse, what: string) {
  const csp = directives(reply);
  expect(csp.get('script-src'), what).toBe("'self'");
  expect(csp.get('default-src'), what).toBe("'self'");
  expect(csp.get('connect-src'), what).toBe("'self' ws://cfc.test");
  expect(csp.get('img-src'), what).toBe("'self' data: blob: https://*.tile.openstreetmap.org");
  expect(csp.get('media-src'), what).toBe("'self' blob:");
  expect(csp.get('frame-ancestors'), what).toBe("'self'");
  expect(csp.get('object-src'), what).toBe("'none'");
  expect(csp.get('base-uri'), what).toBe("'self'");
  expect(csp.get('form-action'), what).toBe("'self'");
  expect(csp.has('upgrade-insecure-requests'), what).toBe(false);
  expect(reply.headers['x-content-type-options'], what).toBe('nosniff');
  expect(reply.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(reply.headers['x-frame-options'], what).toBe('SAMEORIGIN');
  const permissions = String(reply.headers['permissions-policy']);
  for (const allowed of [
    'camera=(self)',
    'geolocation=(self)',
    'microphone=(self)',
    'display-capture=(self)',
  ])
    expect(permissions, what).toContain(allowed);
  for (const denied of ['payment=()', 'usb=()']) expect(permissions, what).toContain(denied);
  expect(reply.headers['strict-transport-security'], what).toBeUndefined();
}

// The headers do not depend on the database engine: PGlite in memory is enough.
describe('security headers on every reply', () => {
  let database: Database;
  let app: FastifyInstance;
  let secure: FastifyInstance;
  const webDir = tinyWebApp();

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
    await migrate(database.pool);
    const build = (publicUrl: string) =>
      buildApp({
        config: loadConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          SEED_DEMO: 'false',
          PUBLIC_URL: publicUrl,
        }),
        database,
        webDir,
      });
    app = await build('http://cfc.test');
    secure = await build('https://cfc.example.com.br');
    await app.ready();
    await secure.ready();
  });
  afterAll(async () => {
    await app?.close();
    await secure?.close();
    await database?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('on API replies, errors, /health, the pages, their assets and the API docs', async () => {
    const replies = {
      'API 401': await app.inject({ method: 'GET', url: '/api/v1/autoescola' }),
      'API 404': await app.inject({ method: 'GET', url: '/api/v1/nao-existe' }),
      'API 422': await app.inject({ method: 'POST', url: '/api/v1/login', payload: {} }),
      'bad JSON': await app.inject({
        method: 'POST',
        url: '/api/v1/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      }),
      health: await app.inject({ method: 'GET', url: '/health' }),
      page: await app.inject({ method: 'GET', url: '/' }),
      'client route': await app.inject({ method: 'GET', url: '/admin/alunos' }),
      asset: await app.inject({ method: 'GET', url: '/assets/index.js' }),
      'missing asset': await app.inject({ method: 'GET', url: '/assets/nao-existe.js' }),
      docs: await app.inject({ method: 'GET', url: '/api/docs/' }),
      'docs script': await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' }),
      'docs document': await app.inject({ method: 'GET', url: '/api/docs/json' }),
    };
    expect(replies['API 401'].statusCode).toBe(401);
    expect(replies['API 422'].statusCode).toBe(422);
    expect(replies['bad JSON'].statusCode).toBe(400);
    expect(replies.page.statusCode).toBe(200);
    expect(replies.page.headers['content-type']).toMatch(/^text\/html/);
    expect(replies['client route'].body).toBe(replies.page.body);
    expect(replies.asset.statusCode).toBe(200);
    expect(replies['missing asset'].statusCode).toBe(404);
    expect(replies.docs.statusCode).toBe(200);
    expect(replies['docs script'].statusCode).toBe(200);
    for (const [what, reply] of Object.entries(replies)) expectSecurityHeaders(reply, what);
  });

  it('on a URL Fastify cannot decode, with the error envelope', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/v1/autoescolas/publica/%ED%A0%80' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ success: false, mensagem: 'Requisição inválida.' });
    expectSecurityHeaders(reply, 'bad URL');
  });

  it('sends HSTS and upgrades requests only when PUBLIC_URL is https', async () => {
    const reply = await secure.inject({ method: 'GET', url: '/health' });
    expect(reply.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = directives(reply);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(csp.get('connect-src')).toBe("'self' wss://cfc.example.com.br");
    const plain = await app.inject({ method: 'GET', url: '/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers HEAD of a page as GET, headers and all, without a body', async () => {
    for (const url of ['/', '/admin/alunos', '/aluno/autoescolademo', '/assets/index.js']) {
      const get = await app.inject({ method: 'GET', url });
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.statusCode, url).toBe(get.statusCode);
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(head.headers['content-security-policy'], url).toBe(get.headers['content-security-policy']);
      expect(head.body, url).toBe('');
    }
    const api = await app.inject({ method: 'HEAD', url: '/api/v1/nao-existe' });
    expect(api.statusCode).toBe(404);
  });
});
