import { area } from './translation.ts';

/** Students' licensing processes. */
export const processos = area(
  {
    naoEncontrado: 'Processo não encontrado.',
    processoAbertoExiste: 'O aluno já tem um processo aberto nesta categoria.',
    ladvAntesAbertura: 'A validade da LADV não pode ser anterior à abertura do processo.',
    alunoNaoEncontrado: 'Aluno não encontrado.',
    aberturaFutura: 'A data de abertura não pode ser futura.',
    alunoDeOutraAutoescola: 'Aluno não encontrado nesta autoescola.',
    cadastrado: 'Processo cadastrado.',
    alterado: 'Processo alterado.',
  },
  {
    en: {
      naoEncontrado: 'Process not found.',
      processoAbertoExiste: 'The student already has an open process in this category.',
      ladvAntesAbertura: 'The LADV expiry cannot be before the process was opened.',
      alunoNaoEncontrado: 'Student not found.',
      aberturaFutura: 'The opening date cannot be in the future.',
      alunoDeOutraAutoescola: 'Student not found at this driving school.',
      cadastrado: 'Process registered.',
      alterado: 'Process updated.',
    },
    es: {
      naoEncontrado: 'Proceso no encontrado.',
      processoAbertoExiste: 'El alumno ya tiene un proceso abierto en esta categoría.',
      ladvAntesAbertura: 'La validez de la LADV no puede ser anterior a la apertura del proceso.',
      alunoNaoEncontrado: 'Alumno no encontrado.',
      aberturaFutura: 'La fecha de apertura no puede ser futura.',
      alunoDeOutraAutoescola: 'Alumno no encontrado en esta autoescuela.',
      cadastrado: 'Proceso registrado.',
      alterado: 'Proceso modificado.',
    },
  },
);
