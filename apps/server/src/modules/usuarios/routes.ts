import {
  ADMIN_AREA_ROLES,
  ativoBody,
  envelope,
  errorReply,
  page,
  permissoesBody,
  usuarioBody,
  usuarioParams,
  usuarioResumo,
  usuariosQuery,
} from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/auth/context.ts';
import {
  assignableRoles,
  createUsuario,
  getUsuario,
  listUsuarios,
  setAtivo,
  setPermissoes,
  updateUsuario,
} from './service.ts';

/** Users administration is for the admin layout's staff (SPEC §2.3: /admin is roles 1, 2 and 5). */
const ADMIN_ROLES = ADMIN_AREA_ROLES;
const LIST = { roles: ADMIN_ROLES, permissions: ['user_list'] } as const;
const EDIT = { roles: ADMIN_ROLES, permissions: ['user_edit'] } as const;
const errors = { 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply };
const message = z.object({ success: z.literal(true), mensagem: z.string() });

export const usuariosRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    jobs: app.jobs,
    publicUrl: app.config.publicUrl,
    sessionsEnded: (usuarioId: number) => app.realtime.sessionsEnded(usuarioId),
  };

  app.get(
    '/usuarios',
    {
      config: { access: LIST },
      schema: {
        tags: ['usuarios'],
        summary: 'Lista os usuários da equipe',
        querystring: usuariosQuery,
        response: { 200: envelope(page(usuarioResumo)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await listUsuarios(contextOf(request), request.query),
    }),
  );

  app.get(
    '/usuarios/papeis',
    {
      config: { access: EDIT },
      schema: {
        tags: ['usuarios'],
        summary: 'Perfis que o usuário pode atribuir',
        response: {
          200: envelope(z.array(z.object({ id_role: z.number().int(), nome: z.string() }))),
          ...errors,
        },
      },
    },
    async (request) => ({ success: true as const, dados: assignableRoles(contextOf(request)) }),
  );

  app.get(
    '/usuarios/:idUsuario',
    {
      config: { access: LIST },
      schema: {
        tags: ['usuarios'],
        summary: 'Um usuário',
        params: usuarioParams,
        response: { 200: envelope(usuarioResumo), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await getUsuario(contextOf(request), request.params.idUsuario),
    }),
  );

  app.post(
    '/usuarios',
    {
      config: { access: EDIT },
      schema: {
        tags: ['usuarios'],
        summary: 'Cria um usuário',
        body: usuarioBody,
        response: { 201: envelope(usuarioResumo), ...errors },
      },
    },
    async (request, reply) => {
      const dados = await createUsuario(deps, contextOf(request), request.body);
      return reply.status(201).send({
        success: true as const,
        dados,
        mensagem: request.t('usuarios.criado'),
      });
    },
  );

  app.put(
    '/usuarios/:idUsuario',
    {
      config: { access: EDIT },
      schema: {
        tags: ['usuarios'],
        summary: 'Altera um usuário',
        params: usuarioParams,
        body: usuarioBody,
        response: { 200: envelope(usuarioResumo), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await updateUsuario(deps, contextOf(request), request.params.idUsuario, request.body),
      mensagem: request.t('usuarios.alterado'),
    }),
  );

  app.patch(
    '/usuarios/:idUsuario/ativo',
    {
      config: { access: EDIT },
      schema: {
        tags: ['usuarios'],
        summary: 'Ativa ou desativa um usuário',
        params: usuarioParams,
        body: ativoBody,
        response: { 200: message, ...errors },
      },
    },
    async (request) => {
      await setAtivo(deps, contextOf(request), request.params.idUsuario, request.body.ativo);
      return {
        success: true as const,
        mensagem: request.t(request.body.ativo ? 'usuarios.ativado' : 'usuarios.desativado'),
      };
    },
  );

  app.put(
    '/usuarios/:idUsuario/permissoes',
    {
      config: { access: { roles: ADMIN_ROLES, permissions: ['permissoes'], operatorOnly: true } },
      schema: {
        tags: ['usuarios'],
        summary: 'Define as permissões de um usuário',
        params: usuarioParams,
        body: permissoesBody,
        response: { 200: message, ...errors },
      },
    },
    async (request) => {
      await setPermissoes(contextOf(request), request.params.idUsuario, request.body.permissoes);
      return { success: true as const, mensagem: request.t('usuarios.permissoesAtualizadas') };
    },
  );
};
