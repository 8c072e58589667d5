// What other modules use of the photos' area: queueing the face check of a practical photo.
export { pedirVerificacaoDaFoto } from './verificacao.ts';
