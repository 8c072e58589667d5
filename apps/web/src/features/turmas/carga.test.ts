import { describe, expect, it } from 'vitest';
import { cargaPlanejada } from './carga.ts';

const DISCIPLINAS = [
  { disciplina: 'legislacao', nome: 'Legislação de trânsito', horas_aula: 18 },
  { disciplina: 'primeiros_socorros', nome: 'Noções de primeiros socorros', horas_aula: 4 },
];

describe('cargaPlanejada', () => {
  it('sums the sessions of each subject against its minimum', () => {
    const linhas = cargaPlanejada(DISCIPLINAS, [
      { disciplina: 'legislacao', disciplina_nome: 'Legislação de trânsito', horas_aula: 4 },
      { disciplina: 'legislacao', disciplina_nome: 'Legislação de trânsito', horas_aula: 2 },
      { disciplina: 'primeiros_socorros', disciplina_nome: 'Noções de primeiros socorros', horas_aula: 5 },
    ] as never);
    expect(linhas).toEqual([
      { disciplina: 'legislacao', nome: 'Legislação de trânsito', programadas: 6, minimo: 18, faltam: 12 },
      {
        disciplina: 'primeiros_socorros',
        nome: 'Noções de primeiros socorros',
        programadas: 5,
        minimo: 4,
        faltam: 0,
      },
    ]);
  });

  it('lists a subject without sessions at zero, and one outside the course without a minimum', () => {
    const linhas = cargaPlanejada(DISCIPLINAS, [
      { disciplina: 'meio_ambiente', disciplina_nome: 'Meio ambiente', horas_aula: 2 },
    ] as never);
    expect(linhas.map((linha) => [linha.disciplina, linha.programadas, linha.minimo, linha.faltam])).toEqual([
      ['legislacao', 0, 18, 18],
      ['primeiros_socorros', 0, 4, 4],
      ['meio_ambiente', 2, 0, 0],
    ]);
  });
});
