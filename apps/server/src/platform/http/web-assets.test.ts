import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { type Database, openDatabase } from '../db/engine.ts';
import { migrate } from '../db/migrate.ts';

const SCRIPT = `document.title = "CFC";${' '.repeat(4096)}`;

/** A built web app as `vite build` leaves it: a hashed asset with its brotli and gzip copies. */
function builtWebApp(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfc-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-CQ3gaETD.js"></script></head><body></body></html>',
  );
  const asset = path.join(dir, 'assets', 'index-CQ3gaETD.js');
  fs.writeFileSync(asset, SCRIPT);
  fs.writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('the built web app as a browser gets it', () => {
  let database: Database;
  let app: FastifyInstance;
  const webDir = builtWebApp();

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
    await migrate(database.pool);
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
      database,
      webDir,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('sends the compressed copy the browser accepts, and the plain file to one that accepts none', async () => {
    const url = '/assets/index-CQ3gaETD.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('lets browsers keep hashed assets for a year and asks again for everything else', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-CQ3gaETD.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('no-cache');
    for (const url of ['/', '/admin/alunos']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
