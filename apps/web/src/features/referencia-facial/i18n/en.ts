import type { ReferenciaFacialMessages } from './pt-BR.ts';

export const referenciaFacialEn: ReferenciaFacialMessages = {
  title: 'Reference photo (face check)',
  cadastrada: 'On file',
  semFoto: 'No photo',
  semFotoDica:
    'Without a reference photo the face cannot be checked in remote lessons and attendance does not count.',
  fotoAlt: 'Current reference photo',
  novaAlt: 'New reference photo, not saved yet',
  consentimentoEm: 'Consent recorded on {{data}}.',
  consentimentoPor: 'Consent recorded on {{data}} by {{por}}.',
  tirarFoto: 'Take photo',
  enviarArquivo: 'Upload file',
  consentimento:
    'The data subject consents to the use of their facial image to check attendance in remote lessons (LGPD, art. 11, II, a).',
  consentimentoObrigatorio: "Facial biometrics need the data subject's consent (LGPD, art. 11).",
  salvar: 'Save reference photo',
  descartar: 'Discard',
  cancelar: 'Cancel',
  remover: 'Remove photo and biometric data',
  removerTitulo: 'Remove photo and biometric data?',
  removerTexto:
    'The reference photo and the face descriptor will be erased. Without them the face cannot be checked in remote lessons.',
  removerConfirmar: 'Remove',
  erroCarregar: 'Could not read the reference photo.',
  erroSalvar: 'Could not save the reference photo.',
  erroRemover: 'Could not remove the reference photo.',
  camera: {
    title: 'Take reference photo',
    capturar: 'Capture',
    dica: 'Face the camera, no sunglasses or cap, in a well-lit place, one person only.',
  },
};
