/**
 * Inline edits of the given start and end of the instructor's lessons (SPEC §4): an edit pending
 * shows update and revert; update only when start or end differ from the originals; revert
 * restores them. Times are São Paulo 'HH:mm'.
 */

export interface Horario {
  readonly inicio: string;
  readonly fim: string;
}

export interface HorarioEdit {
  readonly original: Horario;
  readonly atual: Horario;
}

/** The edits of a list, by lesson id; a lesson back at its original times has none. */
export type HorarioEdits = Readonly<Record<number, HorarioEdit>>;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isPending(edit: HorarioEdit | undefined): edit is HorarioEdit {
  return (
    edit !== undefined && (edit.atual.inicio !== edit.original.inicio || edit.atual.fim !== edit.original.fim)
  );
}

/** Changes the start or the end of one lesson; an edit that comes back to the originals disappears. */
export function editHorario(
  edits: HorarioEdits,
  id: number,
  original: Horario,
  patch: Partial<Horario>,
): HorarioEdits {
  const current = edits[id];
  const base = current?.original ?? original;
  const edit: HorarioEdit = { original: base, atual: { ...(current?.atual ?? base), ...patch } };
  const { [id]: _dropped, ...others } = edits;
  return isPending(edit) ? { ...others, [id]: edit } : others;
}

/** Restores the original times of one lesson. */
export function revertHorario(edits: HorarioEdits, id: number): HorarioEdits {
  const { [id]: _dropped, ...others } = edits;
  return others;
}

/** The times an input shows: the edit's when pending, the originals otherwise. */
export function horarioShown(edits: HorarioEdits, id: number, original: Horario): Horario {
  return edits[id]?.atual ?? original;
}

/** Why a pending edit cannot be sent yet, or null when it can. */
export function horarioProblem(edit: HorarioEdit): 'incompleto' | 'ordem' | null {
  const { inicio, fim } = edit.atual;
  if (!HH_MM.test(inicio) || !HH_MM.test(fim)) return 'incompleto';
  if (fim <= inicio) return 'ordem';
  return null;
}
