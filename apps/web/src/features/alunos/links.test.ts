import { describe, expect, it } from 'vitest';
import { editExamePath, withAluno } from './links.ts';

describe('student links', () => {
  it('preselects a student and an exam through the address', () => {
    expect(withAluno('situacao-alunos', 12)).toBe('/admin/alunos/situacao?aluno=12');
    expect(editExamePath(12, 5)).toBe('/admin/alunos/editar/paciente/12?exame=5');
  });
});
