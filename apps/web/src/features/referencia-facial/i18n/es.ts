import type { ReferenciaFacialMessages } from './pt-BR.ts';

export const referenciaFacialEs: ReferenciaFacialMessages = {
  title: 'Foto de referencia (verificación facial)',
  cadastrada: 'Registrada',
  semFoto: 'Sin foto',
  semFotoDica:
    'Sin foto de referencia, el rostro no puede verificarse en las clases a distancia y la asistencia no cuenta.',
  fotoAlt: 'Foto de referencia actual',
  novaAlt: 'Nueva foto de referencia, aún no guardada',
  consentimentoEm: 'Consentimiento registrado el {{data}}.',
  consentimentoPor: 'Consentimiento registrado el {{data}} por {{por}}.',
  tirarFoto: 'Tomar foto',
  enviarArquivo: 'Enviar archivo',
  consentimento:
    'El titular consiente el uso de su imagen facial para verificar la asistencia en las clases a distancia (LGPD, art. 11, II, a).',
  consentimentoObrigatorio: 'La biometría facial requiere el consentimiento del titular (LGPD, art. 11).',
  salvar: 'Guardar foto de referencia',
  descartar: 'Descartar',
  cancelar: 'Cancelar',
  remover: 'Eliminar foto y datos biométricos',
  removerTitulo: '¿Eliminar foto y datos biométricos?',
  removerTexto:
    'La foto de referencia y el descriptor facial se borrarán. Sin ellos, el rostro no podrá verificarse en las clases a distancia.',
  removerConfirmar: 'Eliminar',
  erroCarregar: 'No fue posible consultar la foto de referencia.',
  erroSalvar: 'No fue posible guardar la foto de referencia.',
  erroRemover: 'No fue posible eliminar la foto de referencia.',
  camera: {
    title: 'Tomar foto de referencia',
    capturar: 'Capturar',
    dica: 'Rostro de frente, sin gafas de sol ni gorra, en un lugar iluminado y una sola persona en la imagen.',
  },
};
