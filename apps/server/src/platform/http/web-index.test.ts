import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, OSM_TILES } from '../../config.ts';
import { contentSecurityPolicy, tileOrigin } from './security-headers.ts';
import { webIndexHtml } from './web-index.ts';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfc-web-index-'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><head><title>CFC</title></head><body></body></html>',
);
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

describe("the maps' tile server is a setting of the server", () => {
  it("defaults to OpenStreetMap's, allowed by the CSP and written in the page", () => {
    const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false' });
    expect(config.mapTileUrl).toBe(OSM_TILES);
    expect(contentSecurityPolicy(config)['img-src']).toContain('https://*.tile.openstreetmap.org');
    expect(webIndexHtml(webDir, config.mapTileUrl)).toContain(
      `<meta name="cfc-map-tiles" content="${OSM_TILES}">`,
    );
  });

  it('takes another server, or none: then no tile host is allowed and the page says so', () => {
    const own = loadConfig({
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      MAP_TILE_URL: 'https://tiles.cfc.example/{z}/{x}/{y}.png',
    });
    expect(tileOrigin(own.mapTileUrl)).toEqual(['https://tiles.cfc.example']);
    const none = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', MAP_TILE_URL: '' });
    expect(none.mapTileUrl).toBeNull();
    expect(contentSecurityPolicy(none)['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(webIndexHtml(webDir, none.mapTileUrl)).toContain('<meta name="cfc-map-tiles" content="">');
    expect(() => loadConfig({ NODE_ENV: 'test', MAP_TILE_URL: 'https://tiles.example/a.png' })).toThrow(
      ConfigError,
    );
  });
});
