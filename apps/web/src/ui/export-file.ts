/** The exports of a list (SPEC §7): the call to make and the file to save from its reply. */

export type ExportFormat = 'pdf' | 'xlsx' | 'csv';

/** The reply of GET /{modulo}/pdf|xlsx/...: base64 for pdf and xlsx, the text itself for CSV. */
export interface ExportReply {
  readonly dados: string;
  readonly arquivo: string;
  readonly formato: ExportFormat;
}

export interface ExportRequest {
  readonly modulo: string;
  /** The list's text filter; empty exports everything. */
  readonly filtro?: string;
  /** Includes inactive records. */
  readonly todos?: boolean;
}

/** The server takes at most this many characters of filter. */
const MAX_FILTER = 100;

/** `/{modulo}/pdf/-/{filtro or -}[/true]`, or `/{modulo}/xlsx/...?formato=xlsx|csv`. '-' is the current school. */
export function exportPath({ modulo, filtro, todos }: ExportRequest, formato: ExportFormat): string {
  const text = filtro?.trim().slice(0, MAX_FILTER) ?? '';
  const param = text === '' ? '-' : encodeURIComponent(text);
  const base = `/${modulo}/${formato === 'pdf' ? 'pdf' : 'xlsx'}/-/${param}${todos ? '/true' : ''}`;
  return formato === 'pdf' ? base : `${base}?formato=${formato}`;
}

const MIME_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
};

/** The file's bytes: base64 decoded for pdf and xlsx, the CSV text as it came. */
export function exportBlob({ dados, formato }: ExportReply): Blob {
  if (formato === 'csv') return new Blob([dados], { type: MIME_TYPES.csv });
  return new Blob([Uint8Array.from(atob(dados), (char) => char.charCodeAt(0))], {
    type: MIME_TYPES[formato],
  });
}

/** Saves a file in the browser under `name` through a temporary download link. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the object URL is no longer needed afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
