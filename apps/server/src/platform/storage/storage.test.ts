import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alunoCompleto, multipart, PNG } from '../../modules/alunos/alunos.fixtures.ts';
import { testEngines } from '../../test/engines.ts';
import { apiCaller, sessionFor, startTestPlatform, type TestPlatform } from '../../test/platform.ts';
import { localStorage, type Storage, s3Storage } from './storage.ts';

/** s3rver's own keys: it checks each request's signature against them. */
const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const BUCKET = 'cfc-testes';
const PLATFORM_BUCKET = 'cfc-plataforma';

const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfc-storage-'));
// A local S3 server over real HTTP, on any free port, its objects in the temporary folder.
const s3rver = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: path.join(tempDir, 's3rver'),
  configureBuckets: [
    { name: BUCKET, configs: [] },
    { name: PLATFORM_BUCKET, configs: [] },
  ],
});
let endpoint = '';

beforeAll(async () => {
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3rver.close();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

const inBucket = (options: { prefix?: string; bucket?: string } = {}) =>
  s3Storage({
    bucket: options.bucket ?? BUCKET,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    prefix: options.prefix ?? null,
    credentials: S3_KEYS,
  });

const backends: { name: string; open: () => Storage }[] = [
  { name: 'a local folder', open: () => localStorage(path.join(tempDir, 'uploads')) },
  { name: 'an S3 bucket', open: () => inBucket() },
  { name: 'an S3 bucket under a prefix', open: () => inBucket({ prefix: 'cfc/instancia' }) },
];

describe.each(backends)('storage in $name', ({ name, open }) => {
  let storage: Storage;
  // Each backend its own keys: the two S3 ones share a bucket.
  const key = (rest: string) => `${name.toLowerCase().replace(/\W+/g, '-')}/${rest}`;
  beforeAll(() => {
    storage = open();
  });

  it('keeps a file with its content type, and removes it', async () => {
    await storage.put(key('alunos/1/2/foto'), PNG, 'image/png');
    expect(await storage.get(key('alunos/1/2/foto'))).toEqual({ content: PNG, contentType: 'image/png' });
    await storage.delete(key('alunos/1/2/foto'));
    expect(await storage.get(key('alunos/1/2/foto'))).toBeNull();
  });

  it('answers null for a key never stored, and deletes one quietly', async () => {
    expect(await storage.get(key('nunca/gravado'))).toBeNull();
    await expect(storage.delete(key('nunca/gravado'))).resolves.toBeUndefined();
  });

  it('keeps binary content byte for byte', async () => {
    const everyByte = Buffer.from(Array.from({ length: 256 }, (_, byte) => byte));
    const large = randomBytes(3 * 1024 * 1024 + 17);
    await storage.put(key('binario/bytes'), everyByte, 'application/octet-stream');
    await storage.put(key('binario/grande'), large, 'video/mp2t');
    expect((await storage.get(key('binario/bytes')))?.content.equals(everyByte)).toBe(true);
    const got = await storage.get(key('binario/grande'));
    expect(got?.contentType).toBe('video/mp2t');
    expect(got?.content.length).toBe(large.length);
    expect(got?.content.equals(large)).toBe(true);
  });

  it('replaces a file put again under the same key, content type included', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    await storage.put(key('instrutores/1/9/foto'), PNG, 'image/png');
    await storage.put(key('instrutores/1/9/foto'), jpeg, 'image/jpeg');
    expect(await storage.get(key('instrutores/1/9/foto'))).toEqual({
      content: jpeg,
      contentType: 'image/jpeg',
    });
    await storage.put(key('instrutores/1/10/foto'), PNG, 'image/png');
    expect((await storage.get(key('instrutores/1/10/foto')))?.content.equals(PNG)).toBe(true);
  });

  it('refuses keys that could leave its place', async () => {
    for (const unsafe of [
      '../fora',
      '/etc/passwd',
      'a/../../b',
      'Maiuscula/x',
      'com espaco',
      '',
      '.oculto',
    ]) {
      await expect(storage.put(unsafe, PNG, 'image/png')).rejects.toThrow('Chave de arquivo inválida');
      await expect(storage.get(unsafe)).rejects.toThrow('Chave de arquivo inválida');
      await expect(storage.delete(unsafe)).rejects.toThrow('Chave de arquivo inválida');
    }
  });
});

describe('S3 storage', () => {
  it('puts every key under its prefix, so instances or deployments can share a bucket', async () => {
    await inBucket({ prefix: 'cfc/homologacao/' }).put('alunos/3/4/foto', PNG, 'image/png');
    expect(await inBucket().get('cfc/homologacao/alunos/3/4/foto')).toEqual({
      content: PNG,
      contentType: 'image/png',
    });
    expect(await inBucket().get('alunos/3/4/foto')).toBeNull();
  });

  it('sends the configured access key', async () => {
    // s3rver knows only its own key; it does not check SigV4 signatures themselves.
    const stranger = s3Storage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'DESCONHECIDA', secretAccessKey: 'outro-segredo' },
    });
    await expect(stranger.put('alunos/5/6/foto', PNG, 'image/png')).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    });
    await expect(stranger.get('alunos/5/6/foto')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
  });

  it('fails, instead of answering "no file", when the bucket does not exist', async () => {
    await expect(inBucket({ bucket: 'nao-existe' }).get('alunos/1/1/foto')).rejects.toThrow();
  });
});

const engines = await testEngines();

describe.each(engines)('the platform with STORAGE=s3 on $name', (engine) => {
  let platform: TestPlatform;
  const call = apiCaller(() => platform);
  const prefix = `plataforma-${engine.name}`;
  const s3 = () =>
    new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: S3_KEYS });

  beforeAll(async () => {
    platform = await startTestPlatform(engine, {
      env: {
        STORAGE: 's3',
        S3_ENDPOINT: endpoint,
        S3_BUCKET: PLATFORM_BUCKET,
        S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
        S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
        S3_PREFIX: prefix,
      },
    });
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('seeds the demo snapshots into the bucket, not the data folder', async () => {
    const listed = await s3().send(
      new ListObjectsV2Command({ Bucket: PLATFORM_BUCKET, Prefix: `${prefix}/` }),
    );
    expect(listed.Contents?.length).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(platform.dataDir, 'uploads'))).toBe(false);
  });

  it("stores a student's uploaded photo in the bucket and serves it back from there", async () => {
    const admin = await sessionFor(platform, 'admin@demo.cfc');
    const created = await call('POST', '/alunos', admin, alunoCompleto('Xavante Guardado no Bucket'));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().dados.id_aluno as number;

    const upload = multipart(PNG);
    const sent = await platform.app.inject({
      method: 'PUT',
      url: `/api/v1/alunos/${id}/foto`,
      headers: { ...admin.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const [row] = await platform.database.db
      .selectFrom('alunos')
      .select('foto')
      .where('id', '=', id)
      .execute();
    const object = await s3().send(
      new GetObjectCommand({ Bucket: PLATFORM_BUCKET, Key: `${prefix}/${row?.foto}` }),
    );
    expect(object.ContentType).toBe('image/png');
    expect(Buffer.from(await (object.Body?.transformToByteArray() ?? [])).equals(PNG)).toBe(true);

    const photo = await call('GET', `/alunos/${id}/foto`, admin);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(PNG)).toBe(true);

    expect((await call('DELETE', `/alunos/${id}/foto`, admin)).statusCode).toBe(200);
    await expect(
      s3().send(new GetObjectCommand({ Bucket: PLATFORM_BUCKET, Key: `${prefix}/${row?.foto}` })),
    ).rejects.toMatchObject({ name: 'NoSuchKey' });
    expect(fs.existsSync(path.join(platform.dataDir, 'uploads'))).toBe(false);
  });
});
