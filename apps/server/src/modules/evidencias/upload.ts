import { EVIDENCIA_MANUAL_MAX_BYTES, message } from '@cfc/contract';
import type { FastifyRequest } from 'fastify';
import type { TipoEvidenciaManual } from '../../platform/db/schema-evidencias.ts';
import { invalid } from '../../platform/http/errors.ts';
import { imageTypeOf } from '../../platform/storage/uploads.ts';
import { nomeSeguro } from '../notificacoes/anexos.ts';

/**
 * The one file of a multipart request (field `arquivo`) and its text fields: a PDF or a JPG, PNG or
 * WEBP image, its type read from its first bytes (the browser's word is not taken for it).
 */

export interface ArquivoRecebido {
  nome: string;
  tipo: TipoEvidenciaManual;
  content: Buffer;
  fields: Record<string, string>;
}

const PDF = Buffer.from('%PDF');
const MEGABYTES = Math.round(EVIDENCIA_MANUAL_MAX_BYTES / (1024 * 1024));

function tipoDe(content: Buffer): TipoEvidenciaManual | null {
  if (content.subarray(0, 4).equals(PDF)) return 'application/pdf';
  return imageTypeOf(content);
}

export async function lerArquivo(
  request: FastifyRequest,
  options: { onlyPdf?: boolean } = {},
): Promise<ArquivoRecebido> {
  const refused = invalid({
    arquivo: [
      options.onlyPdf
        ? 'evidencias.envieRelatorio'
        : message('evidencias.arquivoRecusado', { megabytes: MEGABYTES }),
    ],
  });
  if (!request.isMultipart()) throw refused;
  const file = await request.file({ limits: { fileSize: EVIDENCIA_MANUAL_MAX_BYTES, files: 1, fields: 10 } });
  if (!file) throw refused;
  const content = await file.toBuffer().catch(() => {
    throw refused; // larger than the limit
  });
  const tipo = tipoDe(content);
  if (
    file.file.truncated ||
    content.length === 0 ||
    !tipo ||
    (options.onlyPdf && tipo !== 'application/pdf')
  ) {
    throw refused;
  }
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(file.fields)) {
    const value = Array.isArray(field) ? field[0] : field;
    if (value && value.type === 'field' && typeof value.value === 'string') fields[name] = value.value;
  }
  return { nome: nomeSeguro(file.filename), tipo, content, fields };
}
