import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs with no configuration on PGlite in ./data at port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dir: path.resolve('data', 'pglite') });
    expect(config.seedDemo).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('uses PostgreSQL when DATABASE_URL is given', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://cfc@db:5432/cfc',
      DATABASE_POOL_MAX: '20',
      PORT: '8080',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://cfc@db:5432/cfc', poolMax: 20 });
    expect(config.port).toBe(8080);
  });

  it('never seeds demo data in production, and demands a real secret there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: obrigatório em produção/);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(config.seedDemo).toBe(false);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SEED_DEMO: 'true' }),
    ).toThrow(/SEED_DEMO: dados de demonstração nunca entram em produção/);
  });

  it('opens outbound requests only to the LAN and the hosts the operator names', () => {
    // The demo (development) reaches its LAN cameras; elsewhere the LAN needs the setting.
    expect(loadConfig({}).outbound).toEqual({ allowPrivate: true, allowHosts: [] });
    expect(loadConfig({ NODE_ENV: 'test' }).outbound.allowPrivate).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).outbound.allowPrivate).toBe(
      false,
    );
    const config = loadConfig({
      OUTBOUND_ALLOW_PRIVATE: 'true',
      OUTBOUND_ALLOW_HOSTS: ' 127.0.0.1:8554, Gateway.Local:80,[0:0:0:0:0:0:0:1]:8080 ',
    });
    expect(config.outbound).toEqual({
      allowPrivate: true,
      allowHosts: ['127.0.0.1:8554', 'gateway.local:80', '[::1]:8080'],
    });
    expect(() => loadConfig({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1' })).toThrow(
      /OUTBOUND_ALLOW_HOSTS: "127.0.0.1": use host:porta separados por vírgula/,
    );
    expect(() => loadConfig({ OUTBOUND_ALLOW_HOSTS: 'http://camera:80/x' })).toThrow(ConfigError);
  });

  it('keeps files in DATA_DIR/uploads unless STORAGE=s3 names a bucket', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local', dir: path.resolve('data', 'uploads') });
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'cfc-arquivos' }).storage).toEqual({
      kind: 's3',
      bucket: 'cfc-arquivos',
      region: 'us-east-1',
      endpoint: null,
      forcePathStyle: false,
      prefix: null,
      credentials: null,
    });
    const minio = loadConfig({
      STORAGE: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'sa-east-1',
      S3_BUCKET: 'cfc',
      S3_ACCESS_KEY_ID: 'cfc',
      S3_SECRET_ACCESS_KEY: 'segredo-do-minio',
      S3_PREFIX: 'producao',
    }).storage;
    expect(minio).toEqual({
      kind: 's3',
      bucket: 'cfc',
      region: 'sa-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      prefix: 'producao',
      credentials: { accessKeyId: 'cfc', secretAccessKey: 'segredo-do-minio' },
    });
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET: obrigatório com STORAGE=s3/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'Meu_Bucket' })).toThrow(
      /S3_BUCKET: use de 3 a 63 letras minúsculas/,
    );
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'cfc', S3_ACCESS_KEY_ID: 'cfc' })).toThrow(
      /S3_SECRET_ACCESS_KEY: obrigatório com S3_ACCESS_KEY_ID/,
    );
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'cfc', S3_PREFIX: 'cfc/../fora' })).toThrow(
      /S3_PREFIX/,
    );
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'cfc', S3_ENDPOINT: 'ftp://minio' })).toThrow(
      /S3_ENDPOINT: use uma URL http:\/\/ ou https:\/\//,
    );
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
  });

  it('explains what is wrong, in Portuguese', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL deve começar com postgres:\/\//,
    );
  });
});
