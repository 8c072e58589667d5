import { area } from './translation.ts';

/** Replies of the platform itself: sessions, permissions, malformed requests, unexpected failures. */
export const comum = area(
  {
    sessaoExpirada: 'Sessão expirada. Faça login novamente.',
    semPermissao: 'Você não tem permissão para esta ação.',
    registroNaoEncontrado: 'Registro não encontrado.',
    recursoNaoEncontrado: 'Recurso não encontrado.',
    dadosInvalidos: 'Os dados enviados são inválidos.',
    requisicaoInvalida: 'Requisição inválida.',
    grandeDemais: 'O arquivo ou os dados enviados são grandes demais.',
    relacionadoNaoEncontrado: 'Um registro relacionado não foi encontrado.',
    servidorOcupado:
      'O servidor está ocupado e não concluiu a operação a tempo. Tente novamente em instantes ou refine os filtros.',
    erroInesperado:
      'Ocorreu um erro inesperado. Tente novamente ou contate o suporte informando o código {{erroId}}.',
    muitasTentativas: 'Muitas tentativas. Aguarde {{segundos}} segundos e tente novamente.',
    selecioneAutoescola: 'Selecione a autoescola.',
    exclusaoRecusada: 'Não é possível excluir: há registros ligados a este. Desative-o em vez de excluir.',
    semAcessoAutoescola: 'Você não tem acesso a esta autoescola.',
    perfilNaoCorresponde: 'O perfil informado não corresponde ao usuário.',
    escolhaAutoescolaParaExportar: 'Escolha a autoescola pelo seletor antes de exportar.',
    imagemInvalida: 'Envie uma imagem JPG, PNG ou WEBP de até 5 MB.',
    canalAlheio: 'Você só pode ouvir o seu próprio canal.',
    textoInvalido: 'Texto com caracteres inválidos.',
    emailCadastrado: 'Este e-mail já está cadastrado.',
  },
  {
    en: {
      sessaoExpirada: 'Your session has expired. Please log in again.',
      semPermissao: 'You are not allowed to do this.',
      registroNaoEncontrado: 'Record not found.',
      recursoNaoEncontrado: 'Resource not found.',
      dadosInvalidos: 'The data sent is invalid.',
      requisicaoInvalida: 'Invalid request.',
      grandeDemais: 'The file or data sent is too large.',
      relacionadoNaoEncontrado: 'A related record was not found.',
      servidorOcupado:
        'The server is busy and did not finish in time. Try again in a moment or narrow the filters.',
      erroInesperado:
        'An unexpected error occurred. Try again or contact support quoting the code {{erroId}}.',
      muitasTentativas: 'Too many attempts. Wait {{segundos}} seconds and try again.',
      selecioneAutoescola: 'Select the driving school.',
      exclusaoRecusada: 'It cannot be deleted: other records are linked to it. Deactivate it instead.',
      semAcessoAutoescola: 'You do not have access to this driving school.',
      perfilNaoCorresponde: 'The role given does not match the user.',
      escolhaAutoescolaParaExportar: 'Choose the driving school in the selector before exporting.',
      imagemInvalida: 'Send a JPG, PNG or WEBP image of up to 5 MB.',
      canalAlheio: 'You can only listen to your own channel.',
      textoInvalido: 'Text with invalid characters.',
      emailCadastrado: 'This e-mail is already registered.',
    },
    es: {
      sessaoExpirada: 'Sesión expirada. Inicie sesión nuevamente.',
      semPermissao: 'No tiene permiso para esta acción.',
      registroNaoEncontrado: 'Registro no encontrado.',
      recursoNaoEncontrado: 'Recurso no encontrado.',
      dadosInvalidos: 'Los datos enviados no son válidos.',
      requisicaoInvalida: 'Solicitud no válida.',
      grandeDemais: 'El archivo o los datos enviados son demasiado grandes.',
      relacionadoNaoEncontrado: 'No se encontró un registro relacionado.',
      servidorOcupado:
        'El servidor está ocupado y no concluyó la operación a tiempo. Inténtelo de nuevo en unos instantes o ajuste los filtros.',
      erroInesperado:
        'Ocurrió un error inesperado. Inténtelo de nuevo o contacte al soporte indicando el código {{erroId}}.',
      muitasTentativas: 'Demasiados intentos. Espere {{segundos}} segundos e inténtelo de nuevo.',
      selecioneAutoescola: 'Seleccione la autoescuela.',
      exclusaoRecusada:
        'No se puede eliminar: hay registros vinculados a este. Desactívelo en lugar de eliminarlo.',
      semAcessoAutoescola: 'No tiene acceso a esta autoescuela.',
      perfilNaoCorresponde: 'El perfil informado no corresponde al usuario.',
      escolhaAutoescolaParaExportar: 'Elija la autoescuela en el selector antes de exportar.',
      imagemInvalida: 'Envíe una imagen JPG, PNG o WEBP de hasta 5 MB.',
      canalAlheio: 'Solo puede escuchar su propio canal.',
      textoInvalido: 'Texto con caracteres no válidos.',
      emailCadastrado: 'Este correo electrónico ya está registrado.',
    },
  },
);
