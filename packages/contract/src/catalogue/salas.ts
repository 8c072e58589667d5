import { area } from './translation.ts';

/** Classrooms. */
export const salas = area(
  {
    naoEncontrada: 'Sala não encontrada.',
    nomeDuplicado: 'Já existe uma sala com este nome nesta autoescola.',
    cadastrada: 'Sala cadastrada.',
    alterada: 'Sala alterada.',
    ativada: 'Sala ativada.',
    desativada: 'Sala desativada.',
    excluida: 'Sala excluída.',
    informeNomeSala: 'Informe o nome da sala.',
    capacidadeMinima: 'A capacidade deve ser ao menos 1.',
  },
  {
    en: {
      naoEncontrada: 'Classroom not found.',
      nomeDuplicado: 'There is already a classroom with this name at this driving school.',
      cadastrada: 'Classroom registered.',
      alterada: 'Classroom updated.',
      ativada: 'Classroom activated.',
      desativada: 'Classroom deactivated.',
      excluida: 'Classroom deleted.',
      informeNomeSala: 'Enter the classroom name.',
      capacidadeMinima: 'The capacity must be at least 1.',
    },
    es: {
      naoEncontrada: 'Sala no encontrada.',
      nomeDuplicado: 'Ya existe una sala con este nombre en esta autoescuela.',
      cadastrada: 'Sala registrada.',
      alterada: 'Sala modificada.',
      ativada: 'Sala activada.',
      desativada: 'Sala desactivada.',
      excluida: 'Sala eliminada.',
      informeNomeSala: 'Indique el nombre de la sala.',
      capacidadeMinima: 'La capacidad debe ser al menos 1.',
    },
  },
);
