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
    },
    es: {
      naoEncontrada: 'Sala no encontrada.',
      nomeDuplicado: 'Ya existe una sala con este nombre en esta autoescuela.',
      cadastrada: 'Sala registrada.',
      alterada: 'Sala modificada.',
      ativada: 'Sala activada.',
      desativada: 'Sala desactivada.',
      excluida: 'Sala eliminada.',
    },
  },
);
