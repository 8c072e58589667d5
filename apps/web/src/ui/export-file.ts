import type { ExportReply } from '@cfc/contract';

/** The exports of a list (SPEC §7): the call to make and the file to save from its reply. */

export type ExportFormat = 'pdf' | 'xlsx' | 'csv';

export interface ExportRequest {
  readonly modulo: string;
  /** The list's text filter; empty exports everything. */
  readonly filtro?: string;
  /** Includes inactive records. */
  readonly todos?: boolean;
}

/** The server takes at most this many characters of filter. */
const MAX_FILTER = 100;

/** The text filter as the export's path carries it: at most 100 characters, '-' for none. */
export function exportFilterParam(filtro: string | undefined): string {
  const text = filtro?.trim().slice(0, MAX_FILTER) ?? '';
  return text === '' ? '-' : text;
}

const MIME_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
};

/** The file's bytes: base64 decoded for pdf and xlsx, the CSV text as it came. */
export function exportBlob({ dados, formato }: Pick<ExportReply, 'dados' | 'formato'>): Blob {
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
