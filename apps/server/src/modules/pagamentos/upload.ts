import type { FastifyRequest } from 'fastify';
import { type FieldErrors, invalid } from '../../platform/http/errors.ts';
import { imageTypeOf } from '../../platform/storage/uploads.ts';
import { nomeSeguro } from '../notificacoes/anexos.ts';

/** A file of a multipart form, with its text fields: a bank return file, a write-off's receipt. */

export interface ArquivoEnviado {
  nome: string;
  content: Buffer;
}

export interface FormularioEnviado {
  fields: Record<string, string>;
  arquivo: ArquivoEnviado | null;
}

/**
 * Reads a multipart form: its text fields and at most one file (field `arquivo`) of up to `maxBytes`.
 * A request that is no form, or a file too large or empty, is `refused` (422).
 */
export async function lerFormulario(
  request: FastifyRequest,
  options: { maxBytes: number; refused: FieldErrors },
): Promise<FormularioEnviado> {
  const refused = () => invalid(options.refused);
  if (!request.isMultipart()) throw refused();
  const fields: Record<string, string> = {};
  let arquivo: ArquivoEnviado | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: options.maxBytes, files: 1, fields: 10 },
    })) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'arquivo' && content.length > 0 && !part.file.truncated) {
          arquivo = { nome: nomeSeguro(part.filename || 'arquivo'), content };
        } else {
          throw refused();
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // larger than the limit, or a form cut short
    if (error instanceof Error && 'statusCode' in error && error.statusCode === 422) throw error;
    throw refused();
  }
  return { fields, arquivo };
}

export type TipoDeComprovante = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';

/** What a receipt's first bytes say it is (a PDF or an image), or null. */
export function tipoDoComprovante(content: Buffer): TipoDeComprovante | null {
  if (content.subarray(0, 4).toString('latin1') === '%PDF') return 'application/pdf';
  return imageTypeOf(content);
}

/**
 * A return file's text: UTF-8 when it is valid UTF-8, Latin-1 otherwise (banks write CNAB in ASCII or
 * ISO-8859-1).
 */
export function textoDoArquivo(content: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return content.toString('latin1');
  }
}
