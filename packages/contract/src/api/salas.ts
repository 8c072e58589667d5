import { cadastroQuery, idParam, sala, salaBody } from '../cadastros.ts';
import { endpoints } from '../endpoint.ts';
import { envelope, messageReply, page } from '../http.ts';
import { ativoBody } from '../usuarios.ts';

/** Rooms of a school (SPEC §2.3 salas). */
export const salasApi = endpoints('salas', {
  list: {
    method: 'GET',
    path: '/salas',
    summary: 'Lista as salas',
    query: cadastroQuery,
    reply: envelope(page(sala)),
  },
  get: { method: 'GET', path: '/salas/:id', summary: 'Uma sala', params: idParam, reply: envelope(sala) },
  create: {
    method: 'POST',
    path: '/salas',
    summary: 'Cadastra uma sala',
    body: salaBody,
    status: 201,
    reply: envelope(sala),
  },
  update: {
    method: 'PUT',
    path: '/salas/:id',
    summary: 'Altera uma sala',
    params: idParam,
    body: salaBody,
    reply: envelope(sala),
  },
  setAtivo: {
    method: 'PATCH',
    path: '/salas/:id/ativo',
    summary: 'Ativa ou desativa uma sala',
    params: idParam,
    body: ativoBody,
    reply: messageReply,
  },
  remove: {
    method: 'DELETE',
    path: '/salas/:id',
    summary: 'Exclui uma sala sem vínculos',
    params: idParam,
    reply: messageReply,
  },
});
