import { z } from 'zod';
import { type ErrorStatus, endpoints } from '../endpoint.ts';
import {
  ajustarEnviarBody,
  aulasEnfileiradas,
  comandArtisanBody,
  consultaGetran,
  consultaGetranParams,
  consultaGetranQuery,
  enviarAulaPraticaBody,
  enviarAulasBody,
  envioAulaPratica,
  envioRegistro,
  enviosQuery,
  historicoEnvioQuery,
  loteGetran,
  loteParams,
  resultadoEnvio,
  situacaoGetran,
} from '../getran.ts';
import { envelope, page } from '../http.ts';

/** The authority may be down (503) or answer a lookup with an error (502). */
const errors: readonly ErrorStatus[] = [401, 403, 404, 409, 422, 502, 503];

/**
 * Sending practical lessons to the traffic authority: the 'Envio de Aulas ao GETRAN' screen
 * (SPEC §2.6, §7). A refused send answers 422 and a send the authority did not answer 503, each
 * with `codigo` and `dados` (the `resultadoEnvio`) beside the message.
 */
export const getranApi = endpoints('getran', {
  listEnvios: {
    method: 'GET',
    path: '/dashboard/aulas/praticas/envios',
    summary: 'Aulas práticas realizadas e o seu envio ao GETRAN (lista paginada com filtros)',
    query: enviosQuery,
    reply: envelope(page(envioAulaPratica)),
    errors,
  },
  sendAula: {
    method: 'POST',
    path: '/getran/enviar/aula-pratica',
    summary: 'Envia uma aula prática realizada ao GETRAN (verifica as regras antes)',
    body: enviarAulaPraticaBody,
    reply: envelope(resultadoEnvio),
    errors,
  },
  correctAndSend: {
    method: 'POST',
    path: '/getran/enviar/ajustar-enviar',
    summary: 'Aplica a correção automática da recusa e reenvia a aula',
    body: ajustarEnviarBody,
    reply: envelope(resultadoEnvio),
    errors,
  },
  queueAulas: {
    method: 'POST',
    path: '/getran/enviar/aula',
    summary: 'Põe aulas na fila de envio ao GETRAN (depois de alterar o horário)',
    body: enviarAulasBody,
    reply: envelope(aulasEnfileiradas),
    errors,
  },
  resendPeriodo: {
    method: 'POST',
    path: '/getran/enviar/comand-artisan',
    summary: "'Limpar Status e Enviar': limpa as recusas do período da autoescola e reenvia em segundo plano",
    body: comandArtisanBody,
    reply: envelope(loteGetran),
    errors,
  },
  getLote: {
    method: 'GET',
    path: '/getran/lotes/:id',
    summary: 'Progresso de um reenvio em lote',
    params: loteParams,
    reply: envelope(loteGetran),
    errors,
  },
  listHistorico: {
    method: 'GET',
    path: '/getran/historico',
    summary: 'Histórico de envio de uma aula: cada requisição ao GETRAN e a resposta',
    query: historicoEnvioQuery,
    reply: envelope(z.array(envioRegistro)),
    errors,
  },
  getCandidato: {
    method: 'GET',
    path: '/getran/aluno/:cfc/:cpf',
    summary: 'Consulta no GETRAN as aulas de um candidato (CPF só com dígitos)',
    params: consultaGetranParams,
    query: consultaGetranQuery,
    reply: envelope(consultaGetran),
    errors,
  },
  getSituacao: {
    method: 'GET',
    path: '/getran',
    summary: 'Situação do GETRAN (responde? em quanto tempo?) e da fila de reenvio',
    reply: envelope(situacaoGetran),
    errors,
  },
});
