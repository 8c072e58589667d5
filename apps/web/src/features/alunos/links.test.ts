import { describe, expect, it } from 'vitest';
import { editExamePath, idFrom, withAluno } from './links.ts';

describe('student links', () => {
  it('preselects a student and an exam through the address', () => {
    expect(withAluno('situacao-alunos', 12)).toBe('/admin/alunos/situacao?aluno=12');
    expect(editExamePath(12, 5)).toBe('/admin/alunos/editar/paciente/12?exame=5');
  });

  it('reads only positive integer ids', () => {
    expect(idFrom('12')).toBe(12);
    for (const value of [null, undefined, '', '0', '-1', '1.5', 'abc', '99999999999999999999']) {
      expect(idFrom(value)).toBeUndefined();
    }
  });
});
