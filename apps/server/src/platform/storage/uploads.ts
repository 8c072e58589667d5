import type { FastifyRequest } from 'fastify';
import { invalid } from '../http/errors.ts';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Reads the one image of a multipart request (field `arquivo`), or answers 422 in Portuguese. */
export async function readImageUpload(
  request: FastifyRequest,
): Promise<{ content: Buffer; contentType: string }> {
  const refused = invalid({ arquivo: ['Envie uma imagem JPG, PNG ou WEBP de até 5 MB.'] });
  if (!request.isMultipart()) throw refused;
  const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  if (!file || !(IMAGE_TYPES as readonly string[]).includes(file.mimetype)) throw refused;
  const content = await file.toBuffer().catch(() => {
    throw refused; // larger than the limit
  });
  if (file.file.truncated || content.length === 0) throw refused;
  return { content, contentType: file.mimetype };
}
