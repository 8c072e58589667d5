import { describe, expect, it } from 'vitest';
import { editingId, editPath, listPath } from './paths.ts';

describe('cfc paths', () => {
  it('edits a school from the list address, keeping the table state', () => {
    expect(editPath(new URLSearchParams('page=2&uf=MA'), 7)).toBe('/admin/cfc?page=2&uf=MA&editar=7');
    expect(editPath(new URLSearchParams(), 7)).toBe('/admin/cfc?editar=7');
  });

  it('goes back to the list as it was left', () => {
    expect(listPath(new URLSearchParams('page=2&editar=7'))).toBe('/admin/cfc?page=2');
    expect(listPath(new URLSearchParams('editar=7'))).toBe('/admin/cfc');
  });

  it('reads the id being edited', () => {
    expect(editingId(new URLSearchParams('editar=12'))).toBe(12);
    expect(editingId(new URLSearchParams('editar=x'))).toBeUndefined();
    expect(editingId(new URLSearchParams('editar=0'))).toBeUndefined();
    expect(editingId(new URLSearchParams())).toBeUndefined();
  });
});
