import fs from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';

/** Where files (photos, attachments, camera snapshots) live: a local folder or an S3-compatible bucket. */
export interface Storage {
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  /** The file and its content type, or null when there is none under the key. */
  get(key: string): Promise<{ content: Buffer; contentType: string } | null>;
  /** Removes the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
}

/** An S3-compatible bucket: AWS S3, or another store (MinIO, Cloudflare R2, ...) at its own endpoint. */
export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** The store's address; none for AWS S3. */
  endpoint?: string | null;
  /** Bucket in the path (`https://host/bucket/key`) instead of the host name, as MinIO and most local stores need. */
  forcePathStyle?: boolean;
  /** Put before every key (`cfc` stores `alunos/1/2/foto` as `cfc/alunos/1/2/foto`), to share a bucket. */
  prefix?: string | null;
  /** Without them, the SDK's own chain: AWS_* variables, shared files, the machine's role. */
  credentials?: { accessKeyId: string; secretAccessKey: string } | null;
}

/** What the configuration says the files go to (STORAGE and the S3_* variables). */
export type StorageConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3StorageOptions);

/** The one storage of the platform: built here for the app and for the demo seed alike. */
export function storageFrom(config: StorageConfig): Storage {
  return config.kind === 's3' ? s3Storage(config) : localStorage(config.dir);
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

function assertSafe(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Chave de arquivo inválida: ${key}`);
}

/** Files in a folder (DATA_DIR/uploads by default), each with its content type beside it. */
export function localStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, key);
  return {
    async put(key, content, contentType) {
      assertSafe(key);
      await fs.mkdir(path.dirname(fileOf(key)), { recursive: true });
      await fs.writeFile(fileOf(key), content);
      await fs.writeFile(`${fileOf(key)}.type`, contentType);
    },
    async get(key) {
      assertSafe(key);
      try {
        const [content, contentType] = await Promise.all([
          fs.readFile(fileOf(key)),
          fs.readFile(`${fileOf(key)}.type`, 'utf8'),
        ]);
        return { content, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafe(key);
      await fs.rm(fileOf(key), { force: true });
      await fs.rm(`${fileOf(key)}.type`, { force: true });
    },
  };
}

/** Objects in an S3-compatible bucket, their content type kept as the object's Content-Type. */
export function s3Storage(options: S3StorageOptions): Storage {
  const config: S3ClientConfig = {
    region: options.region,
    forcePathStyle: options.forcePathStyle ?? false,
    // A store that stops answering fails the request instead of holding it.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    ...(options.credentials ? { credentials: options.credentials } : {}),
  };
  if (options.endpoint) {
    config.endpoint = options.endpoint;
    // Checksums only where the operation requires them: not every S3-compatible store takes the SDK's
    // default ones (CRC32 headers and trailers).
    config.requestChecksumCalculation = 'WHEN_REQUIRED';
    config.responseChecksumValidation = 'WHEN_REQUIRED';
  }
  const client = new S3Client(config);
  const Bucket = options.bucket;
  const prefix = options.prefix ? `${options.prefix.replace(/\/+$/, '')}/` : '';
  const objectKey = (key: string) => {
    assertSafe(key);
    return `${prefix}${key}`;
  };
  return {
    async put(key, content, ContentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: content, ContentType }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
        return {
          content: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing object with success, as the local folder does.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
  };
}

/** No object under the key; a missing bucket is a configuration error and stays one. */
function isMissingObject(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || ($metadata?.httpStatusCode === 404 && name !== 'NoSuchBucket');
}
