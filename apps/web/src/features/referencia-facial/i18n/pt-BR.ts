/** Texts of the reference photo for face checks (namespace `referenciaFacial`); the other languages follow this shape. */
export const referenciaFacialPtBR = {
  title: 'Foto de referência (verificação facial)',
  cadastrada: 'Cadastrada',
  semFoto: 'Sem foto',
  semFotoDica:
    'Sem foto de referência, o rosto não pode ser conferido nas aulas a distância e a presença não conta.',
  fotoAlt: 'Foto de referência atual',
  novaAlt: 'Nova foto de referência, ainda não salva',
  consentimentoEm: 'Consentimento registrado em {{data}}.',
  consentimentoPor: 'Consentimento registrado em {{data}} por {{por}}.',
  tirarFoto: 'Tirar foto',
  enviarArquivo: 'Enviar arquivo',
  consentimento:
    'O titular consente com o uso da sua imagem facial para verificar a presença nas aulas a distância (LGPD, art. 11, II, a).',
  consentimentoObrigatorio:
    'Para usar a biometria facial é preciso o consentimento do titular (LGPD, art. 11).',
  salvar: 'Salvar foto de referência',
  descartar: 'Descartar',
  cancelar: 'Cancelar',
  remover: 'Remover foto e dados biométricos',
  removerTitulo: 'Remover foto e dados biométricos?',
  removerTexto:
    'A foto de referência e o descritor facial serão apagados. Sem eles, o rosto não poderá ser conferido nas aulas a distância.',
  removerConfirmar: 'Remover',
  erroCarregar: 'Não foi possível consultar a foto de referência.',
  erroSalvar: 'Não foi possível salvar a foto de referência.',
  erroRemover: 'Não foi possível remover a foto de referência.',
  camera: {
    title: 'Tirar foto de referência',
    capturar: 'Capturar',
    dica: 'Rosto de frente, sem óculos escuros nem boné, em lugar iluminado, e só uma pessoa na imagem.',
  },
};

export type ReferenciaFacialMessages = typeof referenciaFacialPtBR;
