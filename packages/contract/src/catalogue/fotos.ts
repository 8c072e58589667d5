import { area } from './translation.ts';

/** The photo feeds of monitoring: the practical lessons' photos and the theory sessions'. */
export const fotos = area(
  {
    cursorInvalido: 'Posição da lista inválida: recarregue a página.',
    verificacaoInvalida: 'Resultado da verificação inválido.',
    naoEncontrada: 'Foto não encontrada.',
  },
  {
    en: {
      cursorInvalido: 'Invalid list position: reload the page.',
      verificacaoInvalida: 'Invalid check result.',
      naoEncontrada: 'Photo not found.',
    },
    es: {
      cursorInvalido: 'Posición de la lista no válida: recargue la página.',
      verificacaoInvalida: 'Resultado de la verificación no válido.',
      naoEncontrada: 'Foto no encontrada.',
    },
  },
);
