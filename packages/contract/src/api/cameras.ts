import { cadastroQuery, camera, cameraBody, idParam } from '../cadastros.ts';
import { endpoints } from '../endpoint.ts';
import { envelope, messageReply, page } from '../http.ts';
import { ativoBody } from '../usuarios.ts';

/** The cameras of a school's rooms (SPEC §2.3 cameras, status-cameras). */
export const camerasApi = endpoints('cameras', {
  list: {
    method: 'GET',
    path: '/cameras',
    summary: 'Lista as câmeras (status-cameras)',
    query: cadastroQuery,
    reply: envelope(page(camera)),
  },
  get: {
    method: 'GET',
    path: '/cameras/:id',
    summary: 'Uma câmera',
    params: idParam,
    reply: envelope(camera),
  },
  create: {
    method: 'POST',
    path: '/cameras',
    summary: 'Cadastra uma câmera',
    body: cameraBody,
    status: 201,
    reply: envelope(camera),
  },
  update: {
    method: 'PUT',
    path: '/cameras/:id',
    summary: 'Altera uma câmera (senha em branco mantém a atual)',
    params: idParam,
    body: cameraBody,
    reply: envelope(camera),
  },
  setAtivo: {
    method: 'PATCH',
    path: '/cameras/:id/ativo',
    summary: 'Ativa ou desativa uma câmera',
    params: idParam,
    body: ativoBody,
    reply: messageReply,
  },
  remove: {
    method: 'DELETE',
    path: '/cameras/:id',
    summary: 'Exclui uma câmera',
    params: idParam,
    reply: messageReply,
  },
});
