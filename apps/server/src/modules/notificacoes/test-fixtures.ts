import { randomBytes } from 'node:crypto';
import type { Platform } from '../../server.ts';
import type { Session } from '../../test/platform.ts';

/** Test helpers of the notifications: calls, a multipart notice as a browser sends it, small files. */

type Method = 'GET' | 'POST' | 'PATCH';

export function caller(platform: () => Platform) {
  return (method: Method, url: string, session: Session, payload?: object) =>
    platform().app.inject({
      method,
      url: `/api/v1${url}`,
      headers: session.headers,
      ...(payload ? { payload } : {}),
    });
}

export interface Arquivo {
  filename: string;
  contentType: string;
  content: Buffer;
  field?: string;
}

/** A multipart/form-data body: text fields (arrays as repeated `campo[]`) and files in `anexos`. */
export function multipart(fields: Record<string, string | string[]>, files: Arquivo[] = []) {
  const boundary = `----cfcAviso${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const values = Array.isArray(value) ? value : [value];
    const field = Array.isArray(value) ? `${name}[]` : name;
    for (const item of values) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${item}\r\n`),
      );
    }
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'anexos'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends a notice as the monitoring user's screen does. */
export function sendAviso(
  platform: Platform,
  session: Session,
  fields: Record<string, string | string[]>,
  files: Arquivo[] = [],
) {
  const body = multipart(fields, files);
  return platform.app.inject({
    method: 'POST',
    url: '/api/v1/notificacoes/avisos',
    headers: { ...session.headers, ...body.headers },
    payload: body.payload,
  });
}

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A small PDF (its signature is what the check reads). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
