/** The photo part of the form: a new file, or the stored photo marked for removal. */
export interface FotoState {
  readonly files: readonly File[];
  readonly remover: boolean;
}

export const FOTO_UNCHANGED: FotoState = { files: [], remover: false };

/** What saving does to the photo: send a file, remove it (null), or leave it (undefined). */
export function fotoChange(state: FotoState): File | null | undefined {
  const [file] = state.files;
  if (file !== undefined) return file;
  return state.remover ? null : undefined;
}
