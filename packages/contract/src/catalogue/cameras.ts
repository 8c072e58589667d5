import { area } from './translation.ts';

/** IP cameras of the classrooms. */
export const cameras = area(
  {
    naoEncontrada: 'Câmera não encontrada.',
    cadastrada: 'Câmera cadastrada.',
    alterada: 'Câmera alterada.',
    ativada: 'Câmera ativada.',
    desativada: 'Câmera desativada.',
    excluida: 'Câmera excluída.',
  },
  {
    en: {
      naoEncontrada: 'Camera not found.',
      cadastrada: 'Camera registered.',
      alterada: 'Camera updated.',
      ativada: 'Camera activated.',
      desativada: 'Camera deactivated.',
      excluida: 'Camera deleted.',
    },
    es: {
      naoEncontrada: 'Cámara no encontrada.',
      cadastrada: 'Cámara registrada.',
      alterada: 'Cámara modificada.',
      ativada: 'Cámara activada.',
      desativada: 'Cámara desactivada.',
      excluida: 'Cámara eliminada.',
    },
  },
);
