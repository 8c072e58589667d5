import {
  cadastroQuery,
  idParam,
  instrutor,
  instrutorBody,
  instrutoresSemana,
  instrutoresSemanaQuery,
} from '../cadastros.ts';
import { endpoints, NO_CONFLICT_STATUSES } from '../endpoint.ts';
import { envelope, messageReply, page } from '../http.ts';
import { ativoBody } from '../usuarios.ts';

/** The instructors' registry (SPEC §2.3 admin/instrutores), their photo and their week. */
export const instrutoresApi = endpoints('instrutores', {
  list: {
    method: 'GET',
    path: '/instrutores',
    summary: 'Lista os instrutores',
    query: cadastroQuery,
    reply: envelope(page(instrutor)),
    errors: NO_CONFLICT_STATUSES,
  },
  getSemana: {
    method: 'GET',
    path: '/instrutores/dashboard',
    summary: 'A semana de cada instrutor ativo',
    query: instrutoresSemanaQuery,
    reply: envelope(instrutoresSemana),
    errors: NO_CONFLICT_STATUSES,
  },
  get: {
    method: 'GET',
    path: '/instrutores/:id',
    summary: 'Um instrutor',
    params: idParam,
    reply: envelope(instrutor),
    errors: NO_CONFLICT_STATUSES,
  },
  create: {
    method: 'POST',
    path: '/instrutores',
    summary: 'Cadastra um instrutor',
    body: instrutorBody,
    status: 201,
    reply: envelope(instrutor),
    errors: NO_CONFLICT_STATUSES,
  },
  update: {
    method: 'PUT',
    path: '/instrutores/:id',
    summary: 'Altera um instrutor',
    params: idParam,
    body: instrutorBody,
    reply: envelope(instrutor),
    errors: NO_CONFLICT_STATUSES,
  },
  setAtivo: {
    method: 'PATCH',
    path: '/instrutores/:id/ativo',
    summary: 'Ativa ou desativa um instrutor',
    params: idParam,
    body: ativoBody,
    reply: messageReply,
    errors: NO_CONFLICT_STATUSES,
  },
  // The default statuses: 409 while lessons or users point at the instructor.
  remove: {
    method: 'DELETE',
    path: '/instrutores/:id',
    summary: 'Exclui um instrutor',
    params: idParam,
    reply: messageReply,
  },
  uploadFoto: {
    method: 'PUT',
    path: '/instrutores/:id/foto',
    summary: 'Envia a foto do instrutor (multipart, campo arquivo)',
    consumes: ['multipart/form-data'],
    params: idParam,
    reply: messageReply,
    errors: NO_CONFLICT_STATUSES,
  },
  getFoto: {
    method: 'GET',
    path: '/instrutores/:id/foto',
    summary: 'A foto do instrutor',
    description: 'A imagem (JPG, PNG ou WEBP).',
    params: idParam,
    reply: 'file',
    errors: NO_CONFLICT_STATUSES,
  },
  removeFoto: {
    method: 'DELETE',
    path: '/instrutores/:id/foto',
    summary: 'Remove a foto do instrutor',
    params: idParam,
    reply: messageReply,
    errors: NO_CONFLICT_STATUSES,
  },
});
