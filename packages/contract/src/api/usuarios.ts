import { z } from 'zod';
import { endpoints, NO_CONFLICT_STATUSES } from '../endpoint.ts';
import { envelope, messageReply, page } from '../http.ts';
import {
  ativoBody,
  permissoesBody,
  usuarioBody,
  usuarioParams,
  usuarioResumo,
  usuariosQuery,
} from '../usuarios.ts';

/** A role the current user may give (GET /usuarios/papeis). */
const papel = z.object({ id_role: z.number().int(), nome: z.string() });

/** The staff of a school (SPEC §2.3 usuarios) and their permissions (usuarios/permissoes). */
export const usuariosApi = endpoints('usuarios', {
  list: {
    method: 'GET',
    path: '/usuarios',
    summary: 'Lista os usuários da equipe',
    query: usuariosQuery,
    reply: envelope(page(usuarioResumo)),
    errors: NO_CONFLICT_STATUSES,
  },
  listPapeis: {
    method: 'GET',
    path: '/usuarios/papeis',
    summary: 'Perfis que o usuário pode atribuir',
    reply: envelope(z.array(papel)),
    errors: NO_CONFLICT_STATUSES,
  },
  get: {
    method: 'GET',
    path: '/usuarios/:idUsuario',
    summary: 'Um usuário',
    params: usuarioParams,
    reply: envelope(usuarioResumo),
    errors: NO_CONFLICT_STATUSES,
  },
  create: {
    method: 'POST',
    path: '/usuarios',
    summary: 'Cria um usuário',
    body: usuarioBody,
    status: 201,
    reply: envelope(usuarioResumo),
    errors: NO_CONFLICT_STATUSES,
  },
  update: {
    method: 'PUT',
    path: '/usuarios/:idUsuario',
    summary: 'Altera um usuário',
    params: usuarioParams,
    body: usuarioBody,
    reply: envelope(usuarioResumo),
    errors: NO_CONFLICT_STATUSES,
  },
  setAtivo: {
    method: 'PATCH',
    path: '/usuarios/:idUsuario/ativo',
    summary: 'Ativa ou desativa um usuário',
    params: usuarioParams,
    body: ativoBody,
    reply: messageReply,
    errors: NO_CONFLICT_STATUSES,
  },
  setPermissoes: {
    method: 'PUT',
    path: '/usuarios/:idUsuario/permissoes',
    summary: 'Define as permissões de um usuário',
    params: usuarioParams,
    body: permissoesBody,
    reply: messageReply,
    errors: NO_CONFLICT_STATUSES,
  },
});
