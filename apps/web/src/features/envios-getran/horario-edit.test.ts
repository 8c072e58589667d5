import { describe, expect, it } from 'vitest';
import {
  editHorario,
  type HorarioEdits,
  horarioProblem,
  horarioShown,
  isPending,
  revertHorario,
} from './horario-edit.ts';

const original = { inicio: '08:02', fim: '08:52' };

describe('inline time edits', () => {
  it('has nothing pending before an edit', () => {
    expect(isPending(undefined)).toBe(false);
    expect(horarioShown({}, 7, original)).toEqual(original);
  });

  it('keeps a pending edit when the start or the end differs from the originals', () => {
    const edits = editHorario({}, 7, original, { inicio: '08:00' });
    expect(isPending(edits[7])).toBe(true);
    expect(horarioShown(edits, 7, original)).toEqual({ inicio: '08:00', fim: '08:52' });

    const both = editHorario(edits, 7, original, { fim: '08:50' });
    expect(both[7]).toEqual({ original, atual: { inicio: '08:00', fim: '08:50' } });
  });

  it('drops the edit when the times come back to the originals (no update to offer)', () => {
    const edited = editHorario({}, 7, original, { inicio: '08:00' });
    const back = editHorario(edited, 7, original, { inicio: '08:02' });
    expect(back).toEqual({});
    expect(isPending(back[7])).toBe(false);
  });

  it('keeps the first originals even if the list reloads with other values meanwhile', () => {
    const edited = editHorario({}, 7, original, { fim: '09:00' });
    const again = editHorario(edited, 7, { inicio: '10:00', fim: '10:50' }, { inicio: '08:05' });
    expect(again[7]?.original).toEqual(original);
  });

  it('reverts one lesson and leaves the others pending', () => {
    let edits: HorarioEdits = editHorario({}, 7, original, { inicio: '08:00' });
    edits = editHorario(edits, 8, { inicio: '14:00', fim: '14:50' }, { fim: '14:45' });
    const reverted = revertHorario(edits, 7);
    expect(horarioShown(reverted, 7, original)).toEqual(original);
    expect(isPending(reverted[8])).toBe(true);
  });

  it('says why an edit cannot be sent yet', () => {
    const edit = (inicio: string, fim: string) => ({ original, atual: { inicio, fim } });
    expect(horarioProblem(edit('08:00', '08:50'))).toBeNull();
    expect(horarioProblem(edit('', '08:50'))).toBe('incompleto');
    expect(horarioProblem(edit('8:0', '08:50'))).toBe('incompleto');
    expect(horarioProblem(edit('09:00', '08:50'))).toBe('ordem');
  });
});
