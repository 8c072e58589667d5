import {
  ADMIN_AREA_ROLES,
  ativoBody,
  cadastroQuery,
  envelope,
  errorReply,
  idParam,
  page,
  type Sala,
  sala,
  salaBody,
} from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/auth/context.ts';
import { registerExports } from '../../platform/documents/routes.ts';
import { allSalas, createSala, deleteSala, getSala, listSalas, setSalaAtiva, updateSala } from './service.ts';

/** Rooms are reached from the profile dropdown of the admin layout (SPEC §2.5): roles 1, 2 and 5. */
const ACCESS = { roles: ADMIN_AREA_ROLES };
const errors = { 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply, 422: errorReply };
const message = z.object({ success: z.literal(true), mensagem: z.string() });

export const salasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/salas',
    {
      config: { access: ACCESS },
      schema: {
        tags: ['salas'],
        summary: 'Lista as salas',
        querystring: cadastroQuery,
        response: { 200: envelope(page(sala)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await listSalas(contextOf(request), request.query),
    }),
  );
  app.get(
    '/salas/:id',
    {
      config: { access: ACCESS },
      schema: {
        tags: ['salas'],
        summary: 'Uma sala',
        params: idParam,
        response: { 200: envelope(sala), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await getSala(contextOf(request), request.params.id),
    }),
  );
  app.post(
    '/salas',
    {
      config: { access: ACCESS },
      schema: {
        tags: ['salas'],
        summary: 'Cadastra uma sala',
        body: salaBody,
        response: { 201: envelope(sala), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        dados: await createSala(contextOf(request), request.body),
        mensagem: request.t('salas.cadastrada'),
      }),
  );
  app.put(
    '/salas/:id',
    {
      config: { access: ACCESS },
      schema: {
        tags: ['salas'],
        summary: 'Altera uma sala',
        params: idParam,
        body: salaBody,
        response: { 200: envelope(sala), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await updateSala(contextOf(request), request.params.id, request.body),
      mensagem: request.t('salas.alterada'),
    }),
  );
  app.patch(
    '/salas/:id/ativo',
    {
      config: { access: ACCESS },
      schema: {
        tags: ['salas'],
        summary: 'Ativa ou desativa uma sala',
        params: idParam,
        body: ativoBody,
        response: { 200: message, ...errors },
      },
    },
    async (request) => {
      await setSalaAtiva(contextOf(request), request.params.id, request.body.ativo);
      return {
        success: true as const,
        mensagem: request.t(request.body.ativo ? 'salas.ativada' : 'salas.desativada'),
      };
    },
  );
  app.delete(
    '/salas/:id',
    {
      config: { access: ACCESS },
      schema: {
        tags: ['salas'],
        summary: 'Exclui uma sala sem vínculos',
        params: idParam,
        response: { 200: message, ...errors },
      },
    },
    async (request) => {
      await deleteSala(contextOf(request), request.params.id);
      return { success: true as const, mensagem: request.t('salas.excluida') };
    },
  );

  registerExports<Sala>(app, {
    modulo: 'salas',
    titulo: 'Salas',
    access: ACCESS,
    columns: [
      { header: 'Sala', value: (row) => row.nome },
      { header: 'Capacidade', value: (row) => row.capacidade, width: 70 },
      { header: 'Câmeras', value: (row) => row.cameras, width: 60 },
      { header: 'Situação', value: (row) => (row.ativo ? 'Ativa' : 'Inativa'), width: 70 },
    ],
    load: (_ctx, { filtro, todos }) => allSalas(todos, filtro),
  });
};
