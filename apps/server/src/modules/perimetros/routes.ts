import {
  ADMIN_AREA_ROLES,
  ativoBody,
  cadastroQuery,
  envelope,
  errorReply,
  idParam,
  page,
  perimetro,
  perimetroBody,
  verificarPerimetroBody,
  verificarPerimetroReply,
} from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/auth/context.ts';
import {
  createPerimetro,
  deletePerimetro,
  getPerimetro,
  listPerimetros,
  setPerimetroAtivo,
  updatePerimetro,
  verificarPonto,
} from './service.ts';

/** agendamento/perimetro/cadastro: admin-area roles with the `agendamento` flag. */
const ACCESS = { roles: ADMIN_AREA_ROLES, permissions: ['agendamento'] } as const;
const errors = { 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply };
const message = z.object({ success: z.literal(true), mensagem: z.string() });
const tags = ['perimetros'];

export const perimetrosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/perimetros',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Lista os perímetros onde as aulas práticas podem acontecer',
        querystring: cadastroQuery,
        response: { 200: envelope(page(perimetro)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await listPerimetros(contextOf(request), request.query),
    }),
  );

  app.get(
    '/perimetros/:id',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Um perímetro',
        params: idParam,
        response: { 200: envelope(perimetro), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await getPerimetro(contextOf(request), request.params.id),
    }),
  );

  app.post(
    '/perimetros',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Cadastra um perímetro (polígono de pontos [longitude, latitude])',
        body: perimetroBody,
        response: { 201: envelope(perimetro), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        dados: await createPerimetro(contextOf(request), request.body),
        mensagem: request.t('perimetros.cadastrado'),
      }),
  );

  app.post(
    '/perimetros/verificar',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Diz se um ponto está dentro de algum perímetro ativo',
        body: verificarPerimetroBody,
        response: { 200: envelope(verificarPerimetroReply), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await verificarPonto(contextOf(request), request.body),
    }),
  );

  app.put(
    '/perimetros/:id',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Altera um perímetro',
        params: idParam,
        body: perimetroBody,
        response: { 200: envelope(perimetro), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await updatePerimetro(contextOf(request), request.params.id, request.body),
      mensagem: request.t('perimetros.alterado'),
    }),
  );

  app.patch(
    '/perimetros/:id/ativo',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Ativa ou desativa um perímetro',
        params: idParam,
        body: ativoBody,
        response: { 200: message, ...errors },
      },
    },
    async (request) => {
      await setPerimetroAtivo(contextOf(request), request.params.id, request.body.ativo);
      return {
        success: true as const,
        mensagem: request.t(request.body.ativo ? 'perimetros.ativado' : 'perimetros.desativado'),
      };
    },
  );

  app.delete(
    '/perimetros/:id',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Exclui um perímetro',
        params: idParam,
        response: { 200: message, ...errors },
      },
    },
    async (request) => {
      await deletePerimetro(contextOf(request), request.params.id);
      return { success: true as const, mensagem: request.t('perimetros.excluido') };
    },
  );
};
