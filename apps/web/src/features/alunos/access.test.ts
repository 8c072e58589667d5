import { describe, expect, it } from 'vitest';
import { alunosAccess } from './access.ts';

describe('students access', () => {
  it('reads the alunos_list and alunos_edit flags', () => {
    expect(alunosAccess({ permissions: { alunos_list: true, alunos_edit: true } })).toEqual({
      list: true,
      edit: true,
    });
    expect(alunosAccess({ permissions: { alunos_list: true } })).toEqual({ list: true, edit: false });
  });

  it('allows nothing without a session', () => {
    expect(alunosAccess(null)).toEqual({ list: false, edit: false });
  });
});
