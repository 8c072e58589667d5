import { area } from './translation.ts';

/** IP cameras of the classrooms. */
export const cameras = area(
  {
    naoEncontrada: 'Câmera não encontrada.',
    semImagem: 'A câmera ainda não tem imagem guardada.',
    cadastrada: 'Câmera cadastrada.',
    alterada: 'Câmera alterada.',
    ativada: 'Câmera ativada.',
    desativada: 'Câmera desativada.',
    excluida: 'Câmera excluída.',
    selecioneSala: 'Selecione a sala.',
    informeNomeCamera: 'Informe o nome da câmera.',
    informeEndereco: 'Informe o endereço da imagem ou do vídeo.',
  },
  {
    en: {
      naoEncontrada: 'Camera not found.',
      semImagem: 'The camera has no stored image yet.',
      cadastrada: 'Camera registered.',
      alterada: 'Camera updated.',
      ativada: 'Camera activated.',
      desativada: 'Camera deactivated.',
      excluida: 'Camera deleted.',
      selecioneSala: 'Select the classroom.',
      informeNomeCamera: 'Enter the camera name.',
      informeEndereco: 'Enter the address of the image or of the video.',
    },
    es: {
      naoEncontrada: 'Cámara no encontrada.',
      semImagem: 'La cámara aún no tiene imagen guardada.',
      cadastrada: 'Cámara registrada.',
      alterada: 'Cámara modificada.',
      ativada: 'Cámara activada.',
      desativada: 'Cámara desactivada.',
      excluida: 'Cámara eliminada.',
      selecioneSala: 'Seleccione la sala.',
      informeNomeCamera: 'Indique el nombre de la cámara.',
      informeEndereco: 'Indique la dirección de la imagen o del vídeo.',
    },
  },
);
