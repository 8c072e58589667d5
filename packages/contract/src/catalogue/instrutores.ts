import { area } from './translation.ts';

/** Instructors. */
export const instrutores = area(
  {
    naoEncontrado: 'Instrutor não encontrado.',
    cpfDuplicado: 'Já existe um instrutor com este CPF nesta autoescola.',
    selecioneAutoescola: 'Selecione a autoescola do instrutor.',
    semFoto: 'Instrutor sem foto.',
    cadastrado: 'Instrutor cadastrado.',
    alterado: 'Instrutor alterado.',
    ativado: 'Instrutor ativado.',
    desativado: 'Instrutor desativado.',
    excluido: 'Instrutor excluído.',
    fotoAtualizada: 'Foto do instrutor atualizada.',
    fotoRemovida: 'Foto do instrutor removida.',
  },
  {
    en: {
      naoEncontrado: 'Instructor not found.',
      cpfDuplicado: 'There is already an instructor with this CPF at this driving school.',
      selecioneAutoescola: "Select the instructor's driving school.",
      semFoto: 'The instructor has no photo.',
      cadastrado: 'Instructor registered.',
      alterado: 'Instructor updated.',
      ativado: 'Instructor activated.',
      desativado: 'Instructor deactivated.',
      excluido: 'Instructor deleted.',
      fotoAtualizada: "Instructor's photo updated.",
      fotoRemovida: "Instructor's photo removed.",
    },
    es: {
      naoEncontrado: 'Instructor no encontrado.',
      cpfDuplicado: 'Ya existe un instructor con este CPF en esta autoescuela.',
      selecioneAutoescola: 'Seleccione la autoescuela del instructor.',
      semFoto: 'Instructor sin foto.',
      cadastrado: 'Instructor registrado.',
      alterado: 'Instructor modificado.',
      ativado: 'Instructor activado.',
      desativado: 'Instructor desactivado.',
      excluido: 'Instructor eliminado.',
      fotoAtualizada: 'Foto del instructor actualizada.',
      fotoRemovida: 'Foto del instructor eliminada.',
    },
  },
);
