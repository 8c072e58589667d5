import { area } from './translation.ts';

/** Addresses a user gives the platform to call (camera URLs): why one is refused or failed. */
export const enderecos = area(
  {
    redeInterna: 'Endereço não permitido: aponta para a rede interna da plataforma ({{onde}}).',
    metadados: 'Endereço não permitido: aponta para o serviço de metadados da nuvem ({{onde}}).',
    redePrivada:
      'Endereço não permitido: aponta para uma rede privada ({{onde}}), não liberada nesta instalação.',
    faixaReservada: 'Endereço não permitido: aponta para uma faixa reservada ({{onde}}).',
    protocolo: 'Endereço não permitido: o protocolo {{onde}} não é aceito.',
    invalido: 'Endereço inválido.',
    naoEncontrado: 'Endereço não encontrado: o nome {{host}} não foi encontrado no DNS.',
    semResposta: 'O endereço não respondeu em {{segundos}} s.',
    respostaGrande: 'A resposta passou do limite de {{kb}} KB.',
    codigoHttp: 'O endereço respondeu com o código HTTP {{status}}.',
    redirecionamentos: 'O endereço redirecionou mais de {{maximo}} vezes.',
    semConexao: 'Não foi possível conectar ao endereço ({{codigo}}).',
  },
  {
    en: {
      redeInterna: "Address not allowed: it points to the platform's internal network ({{onde}}).",
      metadados: "Address not allowed: it points to the cloud's metadata service ({{onde}}).",
      redePrivada:
        'Address not allowed: it points to a private network ({{onde}}) not allowed in this installation.',
      faixaReservada: 'Address not allowed: it points to a reserved range ({{onde}}).',
      protocolo: 'Address not allowed: the protocol {{onde}} is not accepted.',
      invalido: 'Invalid address.',
      naoEncontrado: 'Address not found: the name {{host}} was not found in DNS.',
      semResposta: 'The address did not answer within {{segundos}} s.',
      respostaGrande: 'The response went past the limit of {{kb}} KB.',
      codigoHttp: 'The address answered with HTTP status {{status}}.',
      redirecionamentos: 'The address redirected more than {{maximo}} times.',
      semConexao: 'Could not connect to the address ({{codigo}}).',
    },
    es: {
      redeInterna: 'Dirección no permitida: apunta a la red interna de la plataforma ({{onde}}).',
      metadados: 'Dirección no permitida: apunta al servicio de metadatos de la nube ({{onde}}).',
      redePrivada:
        'Dirección no permitida: apunta a una red privada ({{onde}}), no habilitada en esta instalación.',
      faixaReservada: 'Dirección no permitida: apunta a un rango reservado ({{onde}}).',
      protocolo: 'Dirección no permitida: el protocolo {{onde}} no se acepta.',
      invalido: 'Dirección no válida.',
      naoEncontrado: 'Dirección no encontrada: el nombre {{host}} no se encontró en el DNS.',
      semResposta: 'La dirección no respondió en {{segundos}} s.',
      respostaGrande: 'La respuesta superó el límite de {{kb}} KB.',
      codigoHttp: 'La dirección respondió con el código HTTP {{status}}.',
      redirecionamentos: 'La dirección redirigió más de {{maximo}} veces.',
      semConexao: 'No fue posible conectar con la dirección ({{codigo}}).',
    },
  },
);
