import { area } from './translation.ts';

/** Students, their photos, medical and psychological exams and status history. */
export const alunos = area(
  {
    naoEncontrado: 'Aluno não encontrado.',
    cpfDuplicado: 'Já existe um aluno com este CPF nesta autoescola.',
    selecioneAutoescola: 'Selecione a autoescola do aluno.',
    mesmaSituacao: 'O aluno já está nesta situação.',
    exclusaoRecusada:
      'Não é possível excluir: há aulas ou outros registros ligados a este aluno. Altere a situação do aluno em vez de excluí-lo.',
    semFoto: 'Aluno sem foto.',
    exameNaoEncontrado: 'Exame não encontrado.',
    cadastrado: 'Aluno cadastrado.',
    alterado: 'Aluno alterado.',
    excluido: 'Aluno excluído.',
    situacaoAlterada: 'Situação do aluno alterada.',
    exameRegistrado: 'Exame registrado.',
    exameAlterado: 'Exame alterado.',
    exameExcluido: 'Exame excluído.',
    fotoSalva: 'Foto do aluno salva.',
    fotoRemovida: 'Foto do aluno removida.',
  },
  {
    en: {
      naoEncontrado: 'Student not found.',
      cpfDuplicado: 'There is already a student with this CPF at this driving school.',
      selecioneAutoescola: "Select the student's driving school.",
      mesmaSituacao: 'The student already has this status.',
      exclusaoRecusada:
        "It cannot be deleted: lessons or other records are linked to this student. Change the student's status instead.",
      semFoto: 'The student has no photo.',
      exameNaoEncontrado: 'Exam not found.',
      cadastrado: 'Student registered.',
      alterado: 'Student updated.',
      excluido: 'Student deleted.',
      situacaoAlterada: "Student's status changed.",
      exameRegistrado: 'Exam recorded.',
      exameAlterado: 'Exam updated.',
      exameExcluido: 'Exam deleted.',
      fotoSalva: "Student's photo saved.",
      fotoRemovida: "Student's photo removed.",
    },
    es: {
      naoEncontrado: 'Alumno no encontrado.',
      cpfDuplicado: 'Ya existe un alumno con este CPF en esta autoescuela.',
      selecioneAutoescola: 'Seleccione la autoescuela del alumno.',
      mesmaSituacao: 'El alumno ya está en esta situación.',
      exclusaoRecusada:
        'No se puede eliminar: hay clases u otros registros vinculados a este alumno. Cambie la situación del alumno en lugar de eliminarlo.',
      semFoto: 'Alumno sin foto.',
      exameNaoEncontrado: 'Examen no encontrado.',
      cadastrado: 'Alumno registrado.',
      alterado: 'Alumno modificado.',
      excluido: 'Alumno eliminado.',
      situacaoAlterada: 'Situación del alumno modificada.',
      exameRegistrado: 'Examen registrado.',
      exameAlterado: 'Examen modificado.',
      exameExcluido: 'Examen eliminado.',
      fotoSalva: 'Foto del alumno guardada.',
      fotoRemovida: 'Foto del alumno eliminada.',
    },
  },
);
