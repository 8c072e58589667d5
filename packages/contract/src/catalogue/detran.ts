import { area } from './translation.ts';

/** The traffic authority's read-only area (/detran) and the record of its reads. */
export const detran = area(
  {
    alunoNaoEncontrado: 'Aluno não encontrado nas autoescolas do seu estado.',
    aulaNaoEncontrada: 'Aula não encontrada nas autoescolas do seu estado.',
    turmaNaoEncontrada: 'Turma não encontrada nas autoescolas do seu estado.',
    instrutorNaoEncontrado: 'Instrutor não encontrado nas autoescolas do seu estado.',
    veiculoNaoEncontrado: 'Veículo não encontrado nas autoescolas do seu estado.',
  },
  {
    en: {
      alunoNaoEncontrado: "Student not found in your state's driving schools.",
      aulaNaoEncontrada: "Lesson not found in your state's driving schools.",
      turmaNaoEncontrada: "Class not found in your state's driving schools.",
      instrutorNaoEncontrado: "Instructor not found in your state's driving schools.",
      veiculoNaoEncontrado: "Vehicle not found in your state's driving schools.",
    },
    es: {
      alunoNaoEncontrado: 'Alumno no encontrado en las autoescuelas de su estado.',
      aulaNaoEncontrada: 'Clase no encontrada en las autoescuelas de su estado.',
      turmaNaoEncontrada: 'Grupo no encontrado en las autoescuelas de su estado.',
      instrutorNaoEncontrado: 'Instructor no encontrado en las autoescuelas de su estado.',
      veiculoNaoEncontrado: 'Vehículo no encontrado en las autoescuelas de su estado.',
    },
  },
);
