import {
  cadastroQuery,
  idParam,
  veiculo,
  veiculoBody,
  vinculadoQuery,
  vinculadoReply,
} from '../cadastros.ts';
import { endpoints, NO_CONFLICT_STATUSES } from '../endpoint.ts';
import { envelope, messageReply, page } from '../http.ts';
import { ativoBody } from '../usuarios.ts';

/** Vehicles of a school and the periods they are linked to it (SPEC §2.3 veiculos). */
export const veiculosApi = endpoints('veiculos', {
  list: {
    method: 'GET',
    path: '/veiculos',
    summary: 'Lista os veículos com os períodos de vínculo',
    query: cadastroQuery,
    reply: envelope(page(veiculo)),
    errors: NO_CONFLICT_STATUSES,
  },
  get: {
    method: 'GET',
    path: '/veiculos/:id',
    summary: 'Um veículo',
    params: idParam,
    reply: envelope(veiculo),
    errors: NO_CONFLICT_STATUSES,
  },
  getVinculado: {
    method: 'GET',
    path: '/veiculos/:id/vinculado',
    summary: 'Se o veículo está vinculado à autoescola numa data',
    params: idParam,
    query: vinculadoQuery,
    reply: envelope(vinculadoReply),
    errors: NO_CONFLICT_STATUSES,
  },
  create: {
    method: 'POST',
    path: '/veiculos',
    summary: 'Cadastra um veículo',
    body: veiculoBody,
    status: 201,
    reply: envelope(veiculo),
    errors: NO_CONFLICT_STATUSES,
  },
  update: {
    method: 'PUT',
    path: '/veiculos/:id',
    summary: 'Altera um veículo e substitui os seus períodos de vínculo',
    params: idParam,
    body: veiculoBody,
    reply: envelope(veiculo),
    errors: NO_CONFLICT_STATUSES,
  },
  setAtivo: {
    method: 'PATCH',
    path: '/veiculos/:id/ativo',
    summary: 'Ativa ou desativa um veículo',
    params: idParam,
    body: ativoBody,
    reply: messageReply,
    errors: NO_CONFLICT_STATUSES,
  },
  remove: {
    method: 'DELETE',
    path: '/veiculos/:id',
    summary: 'Exclui um veículo',
    params: idParam,
    reply: messageReply,
  },
});
