import type { FastifyRequest } from 'fastify';
import { invalid } from '../http/errors.ts';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** What the file's first bytes say it is: the browser's word is not taken for it. */
export function imageTypeOf(content: Buffer): (typeof IMAGE_TYPES)[number] | null {
  if (content.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'image/jpeg';
  if (content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (
    content.subarray(0, 4).toString('latin1') === 'RIFF' &&
    content.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/**
 * Reads the one image of a multipart request (field `arquivo`), or answers 422 in Portuguese; with
 * the text fields sent before the file.
 */
export async function readImageUpload(
  request: FastifyRequest,
): Promise<{ content: Buffer; contentType: string; fields: Record<string, string> }> {
  const refused = invalid({ arquivo: ['comum.imagemInvalida'] });
  if (!request.isMultipart()) throw refused;
  const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  if (!file || !(IMAGE_TYPES as readonly string[]).includes(file.mimetype)) throw refused;
  const content = await file.toBuffer().catch(() => {
    throw refused; // larger than the limit
  });
  if (file.file.truncated || content.length === 0 || imageTypeOf(content) !== file.mimetype) throw refused;
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(file.fields)) {
    const value = Array.isArray(field) ? field[0] : field;
    if (value && value.type === 'field' && typeof value.value === 'string') fields[name] = value.value;
  }
  return { content, contentType: file.mimetype, fields };
}
