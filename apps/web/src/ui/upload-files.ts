/** The checks of an upload (SPEC §5): allowed extensions and, when set, a size limit. */

export type RefusalReason = 'type' | 'size';

export interface Refusal<F> {
  readonly file: F;
  readonly reason: RefusalReason;
}

const BYTES_PER_MB = 1024 * 1024;

/** '.jpg' for 'Foto.JPG'; '' without an extension. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}

/** Splits the chosen files into those taken and those refused, with the reason of each refusal. */
export function checkUploads<F extends { readonly name: string; readonly size: number }>(
  files: readonly F[],
  accept: readonly string[],
  maxSizeMb?: number,
): { accepted: F[]; refused: Refusal<F>[] } {
  const allowed = new Set(accept.map((extension) => extension.toLowerCase()));
  const accepted: F[] = [];
  const refused: Refusal<F>[] = [];
  for (const file of files) {
    if (!allowed.has(extensionOf(file.name))) refused.push({ file, reason: 'type' });
    else if (maxSizeMb !== undefined && file.size > maxSizeMb * BYTES_PER_MB)
      refused.push({ file, reason: 'size' });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** '2,5 MB' or '340 KB', for the list of chosen files. */
export function fileSize(bytes: number): string {
  if (bytes >= BYTES_PER_MB) return `${(bytes / BYTES_PER_MB).toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
