import { ANEXO_MAX_BYTES, ANEXOS_MAX, message, portuguese } from '@cfc/contract';
import type { FastifyRequest } from 'fastify';
import { invalid } from '../../platform/http/errors.ts';
import { imageTypeOf } from '../../platform/storage/uploads.ts';

/**
 * The files a notice may carry, and how a multipart notice is read. The type served later comes
 * from the file's extension and, where the format has a signature, from its first bytes: the
 * browser's word is not taken for it. Every download is served as an attachment, never shown inline.
 */

export interface AnexoRecebido {
  nome: string;
  mimetype: string;
  content: Buffer;
}

const PDF = [0x25, 0x50, 0x44, 0x46]; // %PDF
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4: docx, xlsx, pptx, odt, ods, zip
const OLE = [0xd0, 0xcf, 0x11, 0xe0]; // doc, xls, ppt

const startsWith = (content: Buffer, signature: number[]) =>
  content.subarray(0, signature.length).equals(Buffer.from(signature));

/** Extension: its type and the check of its first bytes (none for plain text). */
const TIPOS: Record<string, { mimetype: string; matches: (content: Buffer) => boolean }> = {
  pdf: { mimetype: 'application/pdf', matches: (c) => startsWith(c, PDF) },
  png: { mimetype: 'image/png', matches: (c) => imageTypeOf(c) === 'image/png' },
  jpg: { mimetype: 'image/jpeg', matches: (c) => imageTypeOf(c) === 'image/jpeg' },
  jpeg: { mimetype: 'image/jpeg', matches: (c) => imageTypeOf(c) === 'image/jpeg' },
  webp: { mimetype: 'image/webp', matches: (c) => imageTypeOf(c) === 'image/webp' },
  txt: { mimetype: 'text/plain; charset=utf-8', matches: isText },
  csv: { mimetype: 'text/csv; charset=utf-8', matches: isText },
  doc: { mimetype: 'application/msword', matches: (c) => startsWith(c, OLE) },
  xls: { mimetype: 'application/vnd.ms-excel', matches: (c) => startsWith(c, OLE) },
  docx: {
    mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    matches: (c) => startsWith(c, ZIP),
  },
  xlsx: {
    mimetype: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    matches: (c) => startsWith(c, ZIP),
  },
  pptx: {
    mimetype: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    matches: (c) => startsWith(c, ZIP),
  },
  odt: { mimetype: 'application/vnd.oasis.opendocument.text', matches: (c) => startsWith(c, ZIP) },
  ods: { mimetype: 'application/vnd.oasis.opendocument.spreadsheet', matches: (c) => startsWith(c, ZIP) },
  zip: { mimetype: 'application/zip', matches: (c) => startsWith(c, ZIP) },
};

export const EXTENSOES_ANEXO = Object.keys(TIPOS);
const MEGABYTES = Math.round(ANEXO_MAX_BYTES / (1024 * 1024));
const ACEITOS = { extensoes: EXTENSOES_ANEXO.join(', ').toUpperCase(), megabytes: MEGABYTES };
const RECUSADO = message('notificacoes.anexoRecusado', ACEITOS);
const DEMAIS = message('notificacoes.anexosDemais', { maximo: ANEXOS_MAX });
/** The refusals' Portuguese texts, as a client that asks for no language reads them. */
export const ANEXO_RECUSADO = portuguese(RECUSADO);
export const ANEXOS_DEMAIS = portuguese(DEMAIS);

function isText(content: Buffer): boolean {
  return !content.includes(0);
}

/** A file name safe to store and to send back: no folders, no control characters, at most 120 characters. */
export function nomeSeguro(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .trim();
  if (clean.length <= 120) return clean || 'anexo';
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 ? clean.slice(dot).slice(0, 10) : '';
  return clean.slice(0, 120 - extension.length) + extension;
}

/** Checks one uploaded file: its extension is known and its bytes are what the extension says. */
export function aceitarAnexo(filename: string, content: Buffer): AnexoRecebido {
  const nome = nomeSeguro(filename);
  const extension = nome.includes('.') ? (nome.split('.').pop() ?? '').toLowerCase() : '';
  const tipo = TIPOS[extension];
  if (!tipo || content.length === 0 || content.length > ANEXO_MAX_BYTES || !tipo.matches(content)) {
    throw invalid({ anexos: [message('notificacoes.anexoRecusadoNome', { nome, ...ACEITOS })] });
  }
  return { nome, mimetype: tipo.mimetype, content };
}

/** The `content-disposition` of a download: the name in ASCII and, exactly, in UTF-8 (RFC 6266). */
export function contentDisposition(nome: string): string {
  const ascii = nome
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nome)}`;
}

/** The array fields of the form: `campo` repeated, `campo[]`, or one value holding a JSON array. */
const ARRAY_FIELDS = new Set(['autoescolas', 'papeis']);

/**
 * Reads a multipart notice: its text fields (as the contract's `avisoFields` expects them) and
 * up to ANEXOS_MAX files in the field `anexos`, each checked. A JSON body (no files) is read as is.
 */
export async function lerAviso(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; anexos: AnexoRecebido[] }> {
  if (!request.isMultipart()) {
    const body = request.body;
    const fields = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    return { fields, anexos: [] };
  }
  const fields: Record<string, unknown> = {};
  const anexos: AnexoRecebido[] = [];
  try {
    const parts = request.parts({
      limits: { files: ANEXOS_MAX, fileSize: ANEXO_MAX_BYTES, fields: 200, fieldSize: 256 * 1024 },
    });
    for await (const part of parts) {
      const name = part.fieldname.replace(/\[\]$/, '');
      if (part.type === 'file') {
        if (name !== 'anexos') {
          await part.toBuffer();
          throw invalid({ [name]: ['notificacoes.campoSemArquivos'] });
        }
        anexos.push(aceitarAnexo(part.filename, await part.toBuffer()));
        continue;
      }
      if (part.valueTruncated) throw invalid({ [name]: ['notificacoes.textoLongo'] });
      const value = String(part.value);
      if (ARRAY_FIELDS.has(name)) {
        const values = value.trim().startsWith('[') ? parseArray(name, value) : [value];
        fields[name] = [...((fields[name] as unknown[] | undefined) ?? []), ...values];
      } else {
        fields[name] = value;
      }
    }
  } catch (error) {
    throw multipartError(error);
  }
  return { fields, anexos };
}

function parseArray(name: string, value: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // not JSON: answered below like any other malformed list
  }
  throw invalid({ [name]: ['notificacoes.listaInvalida'] });
}

/** The limits of the multipart reader as 422 field messages. */
function multipartError(error: unknown): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_FILES_LIMIT':
      return invalid({ anexos: [DEMAIS] });
    case 'FST_REQ_FILE_TOO_LARGE':
      return invalid({ anexos: [RECUSADO] });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return invalid({ dados: ['notificacoes.camposDemais'] });
    default:
      return error;
  }
}
